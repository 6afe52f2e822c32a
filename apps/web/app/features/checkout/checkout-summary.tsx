import {
  mdiClose,
  mdiRefresh,
  mdiStarCircleOutline,
  mdiTagOutline,
} from "@mdi/js";
import {
  formatPrice,
  FULFILMENT_METHODS,
  orderTotalLines,
  toMajor,
  type CartLine,
  type OrderPricing,
  type PricingWithOffers,
  type RewardPromotion,
} from "@platter/domain";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { Alert } from "../../ui/alert.tsx";
import { Button } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";
import { inputClasses } from "../../ui/form-field.tsx";
import { Icon } from "../../ui/icon.tsx";
import { OfferShortfalls } from "../../ui/offer-notes.tsx";
import { SummaryTotals } from "../../ui/summary-totals.tsx";
import type { AppliedPromotion } from "./checkout-model.ts";

export interface PromoPanelProps {
  applied: AppliedPromotion | null;
  applying: boolean;
  promoError: string | null;
  onApplyCode: (code: string) => void;
  onRedeem: (reward: RewardPromotion) => void;
  onRemove: () => void;
  rewards: RewardPromotion[] | undefined;
  points: number | undefined;
  pointsFailed: boolean;
  pointsLoading: boolean;
  onRefreshPoints: () => void;
}

/** Spec 9: the points highlight for 1 s when the value changes. */
export const POINTS_HIGHLIGHT_MS = 1000;

function PointsValue({ points }: { points: number | undefined }) {
  const [shown, setShown] = useState(points);
  const [highlight, setHighlight] = useState(false);
  if (points !== shown) {
    setShown(points);
    // The first known value is not a change.
    if (shown !== undefined && points !== undefined) setHighlight(true);
  }
  useEffect(() => {
    if (!highlight) return;
    const timer = setTimeout(() => setHighlight(false), POINTS_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight, shown]);
  return (
    <span
      data-testid="points-value"
      data-highlight={highlight || undefined}
      className={cx(
        "rounded-md px-1 font-semibold tabular-nums transition-colors duration-1000",
        highlight && "bg-accent/35 text-text motion-safe:animate-pulse",
      )}
    >
      {points === undefined ? "…" : points}
    </span>
  );
}

function PromoPanel(
  props: PromoPanelProps & { problem: OrderPricing["promotionProblem"] },
) {
  const { t } = useTranslation("checkout");
  const [code, setCode] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onApplyCode(code);
  };
  return (
    <div
      className="rounded-2xl border border-border/80 bg-background/60 p-4"
      data-testid="promo-panel"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 className="inline-flex items-center gap-2 text-sm font-semibold">
          <Icon
            path={mdiTagOutline}
            size={18}
            className="text-primary dark:text-accent"
          />
          {t("promo.title")}
        </h3>
        {/* Loyalty only where the restaurant has rewards to spend points on (or 'Points unavailable'). */}
        {props.pointsFailed || (props.rewards?.length ?? 0) > 0 ? (
          <div className="flex items-center gap-1 text-sm" data-testid="points">
            <span className="text-text-muted">{t("promo.points")}</span>
            {props.pointsFailed ? (
              <span className="font-semibold">
                {t("promo.pointsUnavailable")}
              </span>
            ) : (
              <PointsValue points={props.points} />
            )}
            <button
              type="button"
              onClick={props.onRefreshPoints}
              aria-label={t("promo.refreshPoints")}
              title={t("promo.refreshPoints")}
              className="inline-flex size-8 items-center justify-center rounded-full text-text-muted transition hover:bg-text/8 hover:text-text"
            >
              <Icon
                path={mdiRefresh}
                size={18}
                className={props.pointsLoading ? "animate-spin" : undefined}
              />
            </button>
          </div>
        ) : null}
      </div>

      {props.applied ? (
        <div className="mt-3">
          <span
            className="inline-flex max-w-full items-center gap-2 rounded-full bg-primary/12 py-1 pl-3 pr-1 text-sm font-semibold text-primary dark:bg-accent/15 dark:text-accent"
            data-testid="promo-chip"
          >
            <span className="truncate">
              {props.applied.name}
              {props.applied.couponCode ? ` (${props.applied.couponCode})` : ""}
            </span>
            <button
              type="button"
              onClick={props.onRemove}
              aria-label={t("promo.remove", { name: props.applied.name })}
              className="inline-flex size-7 items-center justify-center rounded-full transition hover:bg-primary/15"
            >
              <Icon path={mdiClose} size={16} />
            </button>
          </span>
          {props.problem ? (
            <p className="mt-2 text-xs text-warning">
              {props.problem === "belowMinimum"
                ? t("promo.belowMinimum")
                : t("promo.notApplicable")}
            </p>
          ) : null}
        </div>
      ) : (
        <form onSubmit={submit} className="mt-3" noValidate>
          <label htmlFor="promo-code" className="sr-only">
            {t("promo.code")}
          </label>
          <div className="flex gap-2">
            <input
              id="promo-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              placeholder={t("promo.code")}
              autoComplete="off"
              aria-invalid={props.promoError ? true : undefined}
              aria-describedby={props.promoError ? "promo-error" : undefined}
              className={inputClasses(
                Boolean(props.promoError),
                "h-11 uppercase placeholder:normal-case",
              )}
            />
            <Button
              type="submit"
              variant="secondary"
              loading={props.applying}
              className="shrink-0"
            >
              {t("promo.apply")}
            </Button>
          </div>
          {props.promoError ? (
            <p
              id="promo-error"
              role="alert"
              className="mt-1.5 text-sm font-medium text-error"
            >
              {props.promoError}
            </p>
          ) : null}
        </form>
      )}

      {props.rewards && props.rewards.length > 0 ? (
        <div className="mt-4">
          <h4 className="text-xs font-semibold uppercase tracking-wider text-text-muted">
            {t("promo.rewards")}
          </h4>
          <ul className="mt-2 space-y-2">
            {props.rewards.map((reward) => {
              const selected = props.applied?.promotionId === reward._id;
              return (
                <li
                  key={reward._id}
                  className="flex items-center gap-3 rounded-xl border border-border/70 bg-surface px-3 py-2"
                >
                  <Icon
                    path={mdiStarCircleOutline}
                    size={20}
                    className="shrink-0 text-secondary"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-semibold">
                      {reward.name}
                    </p>
                    <p className="text-xs text-text-muted">
                      {t("promo.pointsCost", { points: reward.pointsCost })}
                      {!reward.isRedeemable && reward.pointsNeeded > 0
                        ? ` · ${t("promo.pointsNeeded", { points: reward.pointsNeeded })}`
                        : ""}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant={selected ? "primary" : "outline"}
                    disabled={!reward.isRedeemable || selected}
                    onClick={() => props.onRedeem(reward)}
                    aria-label={`${t("promo.redeem")} ${reward.name}`}
                  >
                    {t("promo.redeem")}
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

export function CheckoutSummary({
  items,
  pricing,
  currencySymbol,
  isDelivery,
  placing,
  redirecting = false,
  paused,
  deliveryShortfall = null,
  onPlace,
  promo,
  tipMinor = 0,
  tipChooser = null,
}: {
  items: readonly CartLine[];
  pricing: PricingWithOffers;
  /** The diner's tip (a line of the totals, after the discounts). */
  tipMinor?: number;
  /** The tip chooser, where the restaurant takes tips on this order type. */
  tipChooser?: ReactNode;
  currencySymbol: string;
  isDelivery: boolean;
  placing: boolean;
  /** The order is placed and the browser is on its way to the payment page: the button says so and stays off. */
  redirecting?: boolean;
  /** The kitchen has paused online ordering: Place Order is off, and the summary says why. */
  paused: boolean;
  /** A delivery under the restaurant's minimum order: what it still needs (Place Order is off and the summary says so). */
  deliveryShortfall?: { amount: string; pickupOffered: boolean } | null;
  onPlace: () => void;
  promo: PromoPanelProps;
}) {
  const { t } = useTranslation("checkout");
  const price = (minor: number) => formatPrice(toMajor(minor), currencySymbol);
  const chosen = pricing.applied.find(
    (a) => !a.automatic && a.kind === "discount",
  );
  // Say so when the diner's code or reward saves less than the offer it is used instead of.
  const better =
    pricing.replaced &&
    chosen &&
    pricing.replaced.amountMinor > chosen.amountMinor
      ? pricing.replaced
      : null;
  return (
    <section
      aria-labelledby="checkout-summary-title"
      className="rounded-3xl border border-border/80 bg-surface p-5 shadow-card sm:p-6 lg:sticky lg:top-24"
      data-testid="checkout-summary"
    >
      <h2
        id="checkout-summary-title"
        className="font-display text-xl font-semibold"
      >
        {t("summary.title")}
      </h2>
      <ul className="mt-4 divide-y divide-border/70">
        {items.map((line, index) => (
          <li key={line.signature} className="flex gap-3 py-3 first:pt-0">
            <span className="mt-0.5 inline-flex h-6 min-w-8 shrink-0 items-center justify-center rounded-full bg-primary/10 px-2 text-xs font-bold text-primary tabular-nums dark:bg-accent/15 dark:text-accent">
              {t("summary.quantity", { quantity: line.quantity })}
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold leading-snug">{line.name}</p>
              {line.selectedOptions.length > 0 ? (
                <p className="mt-0.5 text-xs leading-relaxed text-text-muted">
                  {line.selectedOptions.map((o) => o.valueLabel).join(", ")}
                </p>
              ) : null}
            </div>
            <span className="shrink-0 text-sm font-semibold tabular-nums">
              {price(pricing.lines[index]?.itemSubtotalMinor ?? 0)}
            </span>
          </li>
        ))}
      </ul>

      <div className="mt-4">
        <PromoPanel {...promo} problem={pricing.promotionProblem} />
        {better ? (
          <p
            className="mt-2 text-sm text-text-muted"
            data-testid="offer-replaced"
          >
            {t("promo.replacesOffer", {
              name: better.name,
              amount: price(better.amountMinor),
            })}
          </p>
        ) : null}
      </div>

      {tipChooser ? <div className="mt-4">{tipChooser}</div> : null}

      <SummaryTotals
        className="mt-5 space-y-2.5 text-[0.9375rem]"
        lines={orderTotalLines({
          ...pricing,
          // The total with the tip: worked out again from the lines.
          totalMinor: undefined,
          tipMinor,
          orderType: FULFILMENT_METHODS.find((method) => method.chargesDeliveryFee === isDelivery)!.type,
          discounts: pricing.applied,
        })}
        currencySymbol={currencySymbol}
        testIdPrefix="summary"
        labels={{
          subtotal: t("summary.subtotal"),
          discount: t("summary.discount"),
          deliveryFee: t("summary.deliveryFee"),
          tip: t("summary.tip"),
          total: t("summary.total"),
        }}
      />
      <OfferShortfalls
        shortfalls={pricing.shortfalls}
        currencySymbol={currencySymbol}
        className="mt-4"
      />
      {paused ? (
        <Alert tone="warning" className="mt-6">
          <span id="checkout-paused" data-testid="checkout-paused">
            {t("common:orderingPaused")}
          </span>
        </Alert>
      ) : null}
      {deliveryShortfall && !paused ? (
        <Alert tone="info" className="mt-6">
          <span id="checkout-minimum" data-testid="checkout-minimum">
            {t(deliveryShortfall.pickupOffered ? "summary.deliveryMinimumOrPickup" : "summary.deliveryMinimum", { amount: deliveryShortfall.amount })}
          </span>
        </Alert>
      ) : null}
      <Button
        variant="primary"
        size="lg"
        block
        // 'Redirecting to secure payment…' wraps on a narrow phone rather than widen the summary.
        className={cx(paused || deliveryShortfall ? "mt-3" : "mt-6", "h-auto! min-h-13 whitespace-normal! py-2 text-center")}
        onClick={onPlace}
        loading={placing || redirecting}
        disabled={placing || redirecting || paused || Boolean(deliveryShortfall)}
        aria-describedby={paused ? "checkout-paused" : deliveryShortfall ? "checkout-minimum" : undefined}
        data-testid="place-order"
      >
        {redirecting ? t("summary.redirecting") : t("summary.place")}
      </Button>
      <p role="status" className={cx("mt-2 text-center text-sm text-text-muted", !placing && "sr-only")}>
        {placing ? t("summary.placing") : redirecting ? t("summary.redirecting") : null}
      </p>
    </section>
  );
}
