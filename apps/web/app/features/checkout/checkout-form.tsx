import { checkoutTermsOf, deliveryMinimumShortfall, formatPrice, fulfilment, orderBodyFrom, tipsAllowed, toMajor, type PlaceOrderBody, type PublicRestaurant, type User } from '@platter/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { useAutomaticOffers } from '../../lib/api/get-automatic-offers.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { useNow } from '../../lib/use-now.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { priceCart } from '../../lib/price-cart.ts';
import { refusalText } from './checkout-model.ts';
import { CheckoutSummary } from './checkout-summary.tsx';
import { OrderDetailsSection } from './order-details-section.tsx';
import { PaymentSection } from './payment-section.tsx';
import { useCheckoutForm } from './use-checkout-form.ts';
import { usePromotion } from './use-promotion.ts';
import { TipChooser, tipOf, type TipSelection } from './tip-chooser.tsx';

/** Section 1 (Order Type & Details), Section 2 (Payment) and the sticky 'Your Order' summary. */
export function CheckoutForm({
  restaurant,
  user,
  placing,
  redirecting,
  isPlacing,
  onPlace,
  guest,
}: {
  restaurant: PublicRestaurant;
  user: User;
  /** Ordering as a guest (issue 30): their details' fields, and the details once they are valid (else null, with the errors shown). */
  guest?: { fields: ReactNode; check: () => { name: string; email: string } | null };
  placing: boolean;
  /** Placed and paid online: the browser is leaving for the payment page (the cart is already empty). */
  redirecting: boolean;
  isPlacing: () => boolean;
  /** Resolves to the refusal, else null. */
  onPlace: (body: PlaceOrderBody) => Promise<unknown>;
}) {
  const cartItems = useCartStore((state) => state.items);
  // The cart empties once an order paid online is stored; until the payment page opens, the form shows what was ordered.
  const [keptItems, setKeptItems] = useState(cartItems);
  if (!redirecting && keptItems !== cartItems) setKeptItems(cartItems);
  const items = redirecting ? keptItems : cartItems;
  const checkout = useCheckoutForm({ restaurant, user, guest: guest !== undefined });
  const promotion = usePromotion({ guest: guest !== undefined });
  const orderType = checkout.values.orderType;
  const offers = useAutomaticOffers();
  // The offers' weekdays follow the clock (Pizza Tuesday ends at midnight).
  const now = useNow(60_000);
  const pricing = useMemo(
    () => priceCart(items, orderType, restaurant, promotion.applied, offers, now),
    [items, orderType, restaurant, promotion.applied, offers, now],
  );

  // The tip (issue 30): offered only where the restaurant takes one for this order type; never part of pricing.
  const [tipSelection, setTipSelection] = useState<TipSelection>({ kind: 'none' });
  const tipsOffered = tipsAllowed(restaurant.tips, orderType);
  const tip = tipsOffered ? tipOf(restaurant.tips, orderType, pricing, tipSelection) : null;

  // The minimum order for delivery, on the items' subtotal: Place Order waits until it is met (pickup has none).
  const terms = useMemo(() => checkoutTermsOf(restaurant), [restaurant]);
  const shortfallMinor = deliveryMinimumShortfall(terms, orderType, pricing.subtotalMinor);
  const deliveryShortfall = shortfallMinor > 0 ? { amount: formatPrice(toMajor(shortfallMinor), restaurant.currency.symbol), pickupOffered: terms.pickupOffered } : null;

  const place = async () => {
    if (isPlacing() || !restaurant.isAcceptingOrders || deliveryShortfall) return;
    const guestDetails = guest ? guest.check() : null;
    if (guest && !guestDetails) return;
    const review = await checkout.review(items.length === 0);
    if (review.refusal) {
      const message = refusalText(review.refusal);
      // What is missing is a warning; anything else is told as the API would refuse it.
      if (review.refusal.kind === 'problem') showSnackbar({ message, color: 'error', multiline: true, timeout: 8000 });
      else showSnackbar({ message, color: 'warning', timeout: 10_000, multiline: true });
      // The first field in error takes the focus, its message beside it.
      checkout.focusFirstError();
      return;
    }
    if (tip?.problem) {
      document.querySelector<HTMLElement>('[data-testid="tip-custom-input"]')?.focus();
      return;
    }
    const body = orderBodyFrom({ restaurantId: restaurant._id, lines: items, pricing, promotion: promotion.applied, tip: tip ? { choice: tip.choice, tipMinor: tip.tipMinor } : null, ...review.choices });
    const refused = await onPlace(guestDetails ? { ...body, guest: { ...guestDetails, phone: body.contactPhone } } : body);
    if (refused) checkout.showServerErrors(refused);
  };

  return (
    <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:mt-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
      <div className="space-y-6">
        {guest?.fields}
        <OrderDetailsSection checkout={checkout} />
        <PaymentSection checkout={checkout} />
      </div>
      <CheckoutSummary
        items={items}
        pricing={pricing}
        tipMinor={tip?.tipMinor ?? 0}
        tipChooser={
          tipsOffered ? (
            <TipChooser settings={restaurant.tips} orderType={orderType} pricing={pricing} currencySymbol={restaurant.currency.symbol} selection={tipSelection} onChange={setTipSelection} />
          ) : null
        }
        currencySymbol={restaurant.currency.symbol}
        isDelivery={fulfilment(orderType).chargesDeliveryFee}
        placing={placing}
        redirecting={redirecting}
        paused={!restaurant.isAcceptingOrders}
        deliveryShortfall={deliveryShortfall}
        onPlace={() => void place()}
        promo={{ ...promotion.panel, onApplyCode: (code) => void promotion.applyCode(code, pricing.subtotalMinor) }}
      />
    </div>
  );
}
