/**
 * The "New order" dialog's rules (phone and counter orders, issue 29), none of its own: the lines
 * are the cart's (`addToCart`, `removeFromCart`), priced by the cart's pricing (`priceCart`, the
 * domain's `priceOrderWithOffers`), the body is the checkout's (`orderBodyFrom`) plus the caller,
 * the channel and the override. The payment methods are the checkout's for the order type, without
 * the card (staff take cash or payment on collection).
 */
import {
  addToCart,
  checkoutTermsOf,
  enabledPaymentMethods,
  FULFILMENT_METHODS,
  fulfilment,
  fulfilmentOfferOf,
  isOnlinePayment,
  orderBodyFrom,
  type Cart,
  type OrderType,
  type PricingWithOffers,
  type Product,
  type PublicPromotion,
  type PublicRestaurant,
  type SelectedOption,
  type StaffOrderChannel,
  type StaffPlaceOrderBody,
} from '@platter/domain';
import { priceCart } from '../../../lib/price-cart.ts';

/** The dialog's order types, those collected first (most phone and counter orders are); it opens on the first the restaurant offers. */
export const PHONE_ORDER_TYPES: readonly OrderType[] = [...FULFILMENT_METHODS.filter((m) => !m.needsAddress), ...FULFILMENT_METHODS.filter((m) => m.needsAddress)].map((m) => m.type);

export function firstPhoneOrderType(restaurant: Pick<PublicRestaurant, 'deliverySettings'>): OrderType {
  const offer = fulfilmentOfferOf(restaurant.deliverySettings.delivery);
  return PHONE_ORDER_TYPES.find((type) => fulfilment(type).offeredIn(offer)) ?? FULFILMENT_METHODS[0]!.type;
}

export interface PhoneOrderChoices {
  channel: StaffOrderChannel;
  customer: { name: string; phone: string; email: string };
  orderType: OrderType;
  address: { street: string; city: string; postalCode: string; country: string };
  /** null: as soon as possible; else the slot's start (ISO). */
  slot: string | null;
  paymentMethod: string;
  notes: string;
}

/** The restaurant's methods staff may take for the order type: no card. */
export function staffPaymentMethods(restaurant: PublicRestaurant, orderType: OrderType): string[] {
  return enabledPaymentMethods(checkoutTermsOf(restaurant), orderType).filter((method) => !isOnlinePayment(method));
}

/** A dish with its choices added to the order's lines (the cart's rules: the same dish and choices add up). */
export function addLine(cart: Cart, restaurant: PublicRestaurant, product: Product, selectedOptions: SelectedOption[], quantity: number): Cart {
  const result = addToCart(cart, {
    product,
    restaurant: { restaurantId: restaurant._id, restaurantName: restaurant.name, restaurantSlug: restaurant.slug },
    selectedOptions,
    quantity,
  });
  return result.ok ? result.cart : cart;
}

/** The order priced as the server will price it (the restaurant's automatic offers included). */
export function pricePhoneOrder(cart: Cart, orderType: OrderType, restaurant: PublicRestaurant, offers: readonly PublicPromotion[], now: Date): PricingWithOffers {
  return priceCart(cart.items, orderType, restaurant, null, offers, now);
}

/** POST /staff/orders' body. */
export function phoneOrderBody(restaurant: PublicRestaurant, cart: Cart, pricing: PricingWithOffers, choices: PhoneOrderChoices, overrideCapacity: boolean): StaffPlaceOrderBody {
  const { contactPhone: _phone, saveContactPhone: _keepPhone, saveDeliveryAddress: _keepAddress, ...body } = orderBodyFrom({
    restaurantId: restaurant._id,
    lines: cart.items,
    pricing,
    orderType: choices.orderType,
    deliveryAddress: fulfilment(choices.orderType).needsAddress ? choices.address : null,
    contactPhone: choices.customer.phone,
    paymentMethod: choices.paymentMethod,
    isASAP: choices.slot === null,
    scheduledAt: choices.slot ? new Date(choices.slot) : null,
    customerNotes: choices.notes,
    promotion: null,
  });
  const email = choices.customer.email.trim();
  return {
    ...body,
    customer: { name: choices.customer.name, phone: choices.customer.phone, ...(email ? { email } : {}) },
    channel: choices.channel,
    overrideCapacity,
  };
}
