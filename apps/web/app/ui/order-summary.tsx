import { mdiArrowRight, mdiCartOutline, mdiDeleteSweepOutline, mdiSilverwareForkKnife } from '@mdi/js';
import { FULFILMENT_METHODS, orderTotalLines, type PricingWithOffers } from '@platter/domain';
import { useTranslation } from '../i18n/react.tsx';
import { registerCatalogues } from '../i18n/index.ts';
import { Button, ButtonLink } from './button.tsx';
import { cx } from './cx.ts';
import { Icon } from './icon.tsx';
import { OfferShortfalls } from './offer-notes.tsx';
import { SummaryTotals } from './summary-totals.tsx';

// Its texts travel with the routes that show it (cart, product, checkout).
registerCatalogues(import.meta.glob('../i18n/en-GB/cart.json', { eager: true, import: 'default' }));

export type OrderSummaryProps =
  | { variant: 'compact'; className?: string }
  | {
      variant?: 'full';
      subtotalMinor: number;
      /** The offers that apply by themselves, priced as checkout will (delivery when the restaurant delivers). */
      offers?: Pick<PricingWithOffers, 'discountMinor' | 'deliveryFeeMinor' | 'applied' | 'shortfalls'>;
      currencySymbol: string;
      isEmpty: boolean;
      /** A delivery under the restaurant's minimum order: what it still needs; without collection, checkout waits until it is met. */
      deliveryShortfall?: { amount: string; pickupOffered: boolean } | null;
      onClearCart: () => void;
      className?: string;
    };

/**
 * The cart's order summary (spec 2): Subtotal, Discounts (the offers that apply by themselves,
 * each named), Delivery Fee 'Calculated at checkout' (or waived by an offer), Estimated Total,
 * what a bigger order would unlock, and Proceed to Checkout / Continue Shopping / Clear Cart. The compact variant shows only 'Check your Cart' (to /cart).
 */
export function OrderSummary(props: OrderSummaryProps) {
  const { t } = useTranslation('cart');
  if (props.variant === 'compact') {
    return (
      <div className={cx('rounded-2xl border border-border/80 bg-surface p-2', props.className)} data-testid="order-summary-compact">
        <ButtonLink to="/cart" variant="text" block className="justify-between px-4">
          <span className="inline-flex items-center gap-2">
            <Icon path={mdiCartOutline} size={20} />
            {t('summary.checkCart')}
          </span>
          <Icon path={mdiArrowRight} size={20} />
        </ButtonLink>
      </div>
    );
  }
  const { subtotalMinor, offers, currencySymbol, isEmpty, onClearCart, className, deliveryShortfall = null } = props;
  const blocked = isEmpty || Boolean(deliveryShortfall && !deliveryShortfall.pickupOffered);
  // The domain's total lines, as an estimate: the fee is settled at checkout unless an offer waives it.
  const lines = orderTotalLines({
    // Only an order priced for delivery (a method that charges the fee) has a waiver among its discounts.
    orderType: FULFILMENT_METHODS.find((method) => method.chargesDeliveryFee)!.type,
    subtotalMinor,
    discountMinor: offers?.discountMinor ?? 0,
    deliveryFeeMinor: offers?.deliveryFeeMinor ?? 0,
    discounts: offers?.applied ?? [],
    estimate: true,
  });
  return (
    <section
      aria-labelledby="order-summary-title"
      className={cx('rounded-3xl border border-border/80 bg-surface p-5 shadow-card sm:p-6', className)}
      data-testid="order-summary"
    >
      <h2 id="order-summary-title" className="font-display text-xl font-semibold">
        {t('summary.title')}
      </h2>
      <SummaryTotals
        className="mt-4 space-y-3 text-[0.9375rem]"
        lines={lines}
        currencySymbol={currencySymbol}
        testIdPrefix="cart"
        labels={{
          subtotal: t('summary.subtotal'),
          discount: t('summary.discounts'),
          deliveryFee: t('summary.deliveryFee'),
          deliveryFeePending: t('summary.deliveryFeeValue'),
          total: t('summary.estimatedTotal'),
        }}
      />
      <OfferShortfalls shortfalls={offers?.shortfalls ?? []} currencySymbol={currencySymbol} className="mt-4" />
      {deliveryShortfall ? (
        <p id="cart-minimum" className="mt-4 rounded-xl border border-info/30 bg-info/8 px-3 py-2 text-sm font-medium" data-testid="cart-minimum">
          {t(deliveryShortfall.pickupOffered ? 'summary.deliveryMinimumOrPickup' : 'summary.deliveryMinimum', { amount: deliveryShortfall.amount })}
        </p>
      ) : null}
      <div className="mt-6 grid gap-2.5">
        {blocked ? (
          <Button variant="primary" size="lg" block disabled aria-describedby={deliveryShortfall ? 'cart-minimum' : undefined}>
            {t('summary.proceed')}
          </Button>
        ) : (
          <ButtonLink to="/checkout" variant="primary" size="lg" block>
            {t('summary.proceed')}
            <Icon path={mdiArrowRight} size={20} />
          </ButtonLink>
        )}
        <ButtonLink to="/menu" variant="outline" block>
          <Icon path={mdiSilverwareForkKnife} size={18} />
          {t('summary.continue')}
        </ButtonLink>
        <Button variant="text" block disabled={isEmpty} onClick={onClearCart} className="text-error! hover:bg-error/8!">
          <Icon path={mdiDeleteSweepOutline} size={18} />
          {t('summary.clear')}
        </Button>
      </div>
    </section>
  );
}
