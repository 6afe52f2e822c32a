import { mdiArrowRight, mdiCartOutline, mdiDeleteSweepOutline, mdiSilverwareForkKnife } from '@mdi/js';
import { formatPrice, orderTotalLines, toMajor, type PricingWithOffers, type TotalLine } from '@platter/domain';
import { Fragment } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { registerCatalogues } from '../i18n/index.ts';
import { Button, ButtonLink } from './button.tsx';
import { cx } from './cx.ts';
import { Icon } from './icon.tsx';
import { DiscountBreakdown, OfferShortfalls, WaivedDeliveryFee } from './offer-notes.tsx';

// Its texts travel with the routes that show it (cart, product, checkout).
registerCatalogues(import.meta.glob('../i18n/*/cart.json', { eager: true, import: 'default' }));

export type OrderSummaryProps =
  | { variant: 'compact'; className?: string }
  | {
      variant?: 'full';
      subtotalMinor: number;
      /** The offers that apply by themselves, priced as checkout will (delivery when the restaurant delivers). */
      offers?: Pick<PricingWithOffers, 'discountMinor' | 'deliveryFeeMinor' | 'applied' | 'shortfalls'>;
      currencySymbol: string;
      isEmpty: boolean;
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
  const { subtotalMinor, offers, currencySymbol, isEmpty, onClearCart, className } = props;
  const price = (minor: number) => formatPrice(toMajor(minor), currencySymbol);
  // The domain's total lines, as an estimate: the fee is settled at checkout unless an offer waives it.
  const lines = orderTotalLines({
    // Only an order priced for delivery has a waiver among its discounts.
    orderType: 'Delivery',
    subtotalMinor,
    discountMinor: offers?.discountMinor ?? 0,
    deliveryFeeMinor: offers?.deliveryFeeMinor ?? 0,
    discounts: offers?.applied ?? [],
    estimate: true,
  });
  const row = (line: TotalLine) => {
    switch (line.kind) {
      case 'subtotal':
        return (
          <div key={line.kind} className="flex items-baseline justify-between gap-4">
            <dt className="text-text-muted">{t('summary.subtotal')}</dt>
            <dd className="font-semibold tabular-nums">{price(line.amountMinor)}</dd>
          </div>
        );
      case 'discount':
        return (
          <Fragment key={line.kind}>
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-text-muted">{t('summary.discounts')}</dt>
              <dd className={cx('tabular-nums', line.amountMinor > 0 && 'font-semibold text-success')} data-testid="cart-discount">
                {line.amountMinor > 0 ? `−${price(line.amountMinor)}` : price(0)}
              </dd>
            </div>
            <DiscountBreakdown parts={line.parts} currencySymbol={currencySymbol} />
          </Fragment>
        );
      case 'deliveryFee':
        return (
          <div key={line.kind} className="flex items-baseline justify-between gap-4">
            <dt className="text-text-muted">{t('summary.deliveryFee')}</dt>
            <dd className="text-right text-sm italic text-text-muted" data-testid="cart-delivery-fee">
              {line.free ? (
                <span className="not-italic">
                  <WaivedDeliveryFee free={line.free} currencySymbol={currencySymbol} />
                </span>
              ) : (
                t('summary.deliveryFeeValue')
              )}
            </dd>
          </div>
        );
      case 'serviceFee':
        return null;
      case 'total':
        return (
          <div key={line.kind} className="flex items-baseline justify-between gap-4 border-t border-border pt-4">
            <dt className="font-semibold">{t('summary.estimatedTotal')}</dt>
            <dd className="font-display text-2xl font-semibold tabular-nums text-primary dark:text-accent" data-testid="cart-total">
              {price(line.amountMinor)}
            </dd>
          </div>
        );
    }
  };
  return (
    <section
      aria-labelledby="order-summary-title"
      className={cx('rounded-3xl border border-border/80 bg-surface p-5 shadow-card sm:p-6', className)}
      data-testid="order-summary"
    >
      <h2 id="order-summary-title" className="font-display text-xl font-semibold">
        {t('summary.title')}
      </h2>
      <dl className="mt-4 space-y-3 text-[0.9375rem]">{lines.map(row)}</dl>
      <OfferShortfalls shortfalls={offers?.shortfalls ?? []} currencySymbol={currencySymbol} className="mt-4" />
      <div className="mt-6 grid gap-2.5">
        {isEmpty ? (
          <Button variant="primary" size="lg" block disabled>
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
