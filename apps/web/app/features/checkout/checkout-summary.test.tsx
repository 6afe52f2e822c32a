import { ORDER_MESSAGES, priceOrderWithOffers, pricedLineOf, type OfferPromotion } from '@platter/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { testPromotion, wingsLine } from '../../lib/test-fixtures.ts';
import { CheckoutSummary, type PromoPanelProps } from './checkout-summary.tsx';

registerCatalogues(import.meta.glob('../../i18n/*/checkout.json', { eager: true, import: 'default' }));

const promo: PromoPanelProps = {
  applied: null,
  applying: false,
  promoError: null,
  onApplyCode: () => undefined,
  onRedeem: () => undefined,
  onRemove: () => undefined,
  rewards: [],
  points: 0,
  pointsFailed: false,
  pointsLoading: false,
  onRefreshPoints: () => undefined,
};

const WEDNESDAY = new Date('2026-06-03T12:00:00Z');

function renderSummary(paused: boolean, options: { offers?: OfferPromotion[]; orderType?: 'Delivery' | 'Pickup'; promo?: Partial<PromoPanelProps> } = {}) {
  const onPlace = vi.fn();
  const orderType = options.orderType ?? 'Pickup';
  const pricing = priceOrderWithOffers({
    lines: [pricedLineOf(wingsLine)],
    orderType,
    deliveryFeeMinor: 250,
    offers: options.offers ?? [],
    at: WEDNESDAY,
    timeZone: 'Europe/London',
  });
  const summary = (panel: Partial<PromoPanelProps>) => (
    <CheckoutSummary
      items={[wingsLine]}
      pricing={pricing}
      currencySymbol="£"
      isDelivery={orderType === 'Delivery'}
      placing={false}
      paused={paused}
      onPlace={onPlace}
      promo={{ ...promo, ...panel }}
    />
  );
  const { rerender } = render(summary(options.promo ?? {}));
  return Object.assign(onPlace, { rerender: (panel: Partial<PromoPanelProps>) => rerender(summary(panel)) });
}

const offer = testPromotion;

describe('The checkout summary with offers that apply by themselves', () => {
  afterEach(cleanup);

  it('names each discount and shows the waived delivery fee', () => {
    renderSummary(false, {
      orderType: 'Delivery',
      offers: [
        offer({ _id: 'a', name: 'Wings Wednesday', type: 'PercentageDiscountProduct', discountValue: 20, applicableProductIds: [wingsLine.productId] }),
        offer({ _id: 'b', name: 'Free Delivery', type: 'FreeShipping', minOrderValue: 15 }),
      ],
    });
    // £19.50 of wings: 20% = £3.90; over £15, delivery is free.
    expect(screen.getByTestId('summary-discount').textContent).toBe('−£3.90');
    expect(screen.getByTestId('summary-discount-line').textContent).toContain('Wings Wednesday');
    expect(screen.getByTestId('summary-delivery-fee').textContent).toContain('Free');
    expect(screen.getByTestId('summary-delivery-fee').textContent).toContain('Free Delivery');
    expect(screen.getByTestId('summary-total').textContent).toBe('£15.60');
  });

  it('says how much more unlocks free delivery', () => {
    renderSummary(false, { orderType: 'Delivery', offers: [offer({ _id: 'b', name: 'Free Delivery', type: 'FreeShipping', minOrderValue: 25 })] });
    expect(screen.getByTestId('offer-shortfalls').textContent).toBe('Add £5.50 more for free delivery');
    expect(screen.getByTestId('summary-delivery-fee').textContent).toBe('£2.50');
    // Nothing taken off: no 'Promotion Discount £0.00' line.
    expect(screen.queryByTestId('summary-discount')).toBeNull();
    expect(screen.queryByText('Promotion Discount')).toBeNull();
  });
});

describe('Checkout while online ordering is paused', () => {
  afterEach(cleanup);

  it('turns Place Order off and says why', () => {
    const onPlace = renderSummary(true);
    const place = screen.getByRole('button', { name: 'Place Order' });
    expect(place.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('checkout-paused').textContent).toBe(ORDER_MESSAGES.orderingPaused);
    expect(place.getAttribute('aria-describedby')).toBe('checkout-paused');
    fireEvent.click(place);
    expect(onPlace).not.toHaveBeenCalled();
  });

  it('places orders as usual otherwise', () => {
    const onPlace = renderSummary(false);
    expect(screen.queryByTestId('checkout-paused')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(onPlace).toHaveBeenCalledTimes(1);
  });
});

describe('Loyalty and the delivery line where they apply (issue 24, 21e and 26)', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
  const reward = { ...testPromotion({ _id: 'r1', name: 'Free Dessert' }), pointsCost: 100, isRedeemable: true, pointsNeeded: 0 };

  it('shows no points where the restaurant has no rewards, and no delivery fee line on a pickup', () => {
    renderSummary(false, { orderType: 'Pickup', promo: { rewards: [], points: 29 } });
    expect(screen.queryByTestId('points')).toBeNull();
    expect(screen.queryByText('Points:')).toBeNull();
    expect(screen.queryByTestId('summary-delivery-fee')).toBeNull();
    expect(screen.queryByText('Delivery Fee')).toBeNull();
  });

  it('shows the points where there are rewards, and the delivery fee on a delivery', () => {
    renderSummary(false, { orderType: 'Delivery', promo: { rewards: [reward], points: 150 } });
    expect(screen.getByTestId('points-value').textContent).toBe('150');
    expect(screen.getByTestId('summary-delivery-fee').textContent).toBe('£2.50');
  });

  it('highlights the points for 1 s when they change (spec 9)', () => {
    vi.useFakeTimers();
    const view = renderSummary(false, { promo: { rewards: [reward], points: 150 } });
    expect(screen.getByTestId('points-value').hasAttribute('data-highlight')).toBe(false);
    view.rerender({ rewards: [reward], points: 50 });
    expect(screen.getByTestId('points-value').textContent).toBe('50');
    expect(screen.getByTestId('points-value').hasAttribute('data-highlight')).toBe(true);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByTestId('points-value').hasAttribute('data-highlight')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('points-value').hasAttribute('data-highlight')).toBe(false);
  });
});
