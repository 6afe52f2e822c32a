import { ORDER_MESSAGES, priceOrder } from '@platter/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { wingsLine } from '../../lib/test-fixtures.ts';
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

function renderSummary(paused: boolean) {
  const onPlace = vi.fn();
  const pricing = priceOrder({ lines: [wingsLine], orderType: 'Pickup', deliveryFeeMinor: 0, promotion: null });
  render(<CheckoutSummary items={[wingsLine]} pricing={pricing} currencySymbol="£" isDelivery={false} placing={false} paused={paused} onPlace={onPlace} promo={promo} />);
  return onPlace;
}

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
