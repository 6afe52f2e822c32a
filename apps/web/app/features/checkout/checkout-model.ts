import {
  isValidCheckoutPhone,
  priceOrder,
  promotionTerms,
  toMajor,
  toMinor,
  type CartLine,
  type OrderPricing,
  type OrderType,
  type PlaceOrderBody,
  type PromotionType,
  type PublicRestaurant,
  type SavedAddress,
} from '@platter/domain';

/** The new-address form at checkout (spec 2 'Add Delivery Address'). */
export interface NewAddress {
  street: string;
  city: string;
  stateOrRegion: string;
  postalCode: string;
  country: string;
}

export const DEFAULT_COUNTRY = 'United Kingdom';
export const EMPTY_NEW_ADDRESS: NewAddress = { street: '', city: '', stateOrRegion: '', postalCode: '', country: DEFAULT_COUNTRY };

/** A promotion applied at checkout (a typed code or a redeemed reward). */
export interface AppliedPromotion {
  promotionId: string;
  name: string;
  /** Sent with the order when the diner typed it (needed for unadvertised codes). */
  couponCode: string | null;
  pointsCost: number;
  type: PromotionType;
  discountValue: number;
  minOrderValue: number | null;
  applicableProductIds: readonly string[];
  buyQuantity: number | null;
  getQuantity: number | null;
}

/** Delivery is offered when a fee is set (0 = free); pickup when collection is allowed. */
export function orderTypeAvailability(restaurant: Pick<PublicRestaurant, 'deliverySettings'>) {
  const { fee, allowsCollection } = restaurant.deliverySettings.delivery;
  return { delivery: fee !== null, pickup: allowsCollection };
}

/** Spec 4 'Checkout defaults': Pickup when there is no delivery fee but collection is allowed, else Delivery. */
export function defaultOrderType(restaurant: Pick<PublicRestaurant, 'deliverySettings'>): OrderType {
  const { delivery, pickup } = orderTypeAvailability(restaurant);
  return !delivery && pickup ? 'Pickup' : 'Delivery';
}

/** The default saved address, else the first; null opens the new-address form. */
export function defaultAddressId(addresses: readonly SavedAddress[]): string | null {
  return (addresses.find((a) => a.isDefault) ?? addresses[0])?._id ?? null;
}

export function enabledPaymentMethods(restaurant: Pick<PublicRestaurant, 'paymentMethods'>): string[] {
  return restaurant.paymentMethods.filter((m) => m.isEnabled).map((m) => m.methodName);
}

export function isCashMethod(method: string): boolean {
  return /cash/i.test(method);
}

export function isNewAddressComplete(address: NewAddress): boolean {
  return [address.street, address.city, address.postalCode, address.country].every((v) => v.trim().length > 0);
}

export interface CheckoutDraft {
  orderType: OrderType;
  /** A saved address id, or null for the new-address form. */
  addressId: string | null;
  newAddress: NewAddress;
  contactPhone: string;
  isASAP: boolean;
  /** datetime-local value in the restaurant's zone ('' = none). */
  scheduledLocal: string;
  paymentMethod: string;
}

export type MissingItem = 'newAddress' | 'selectedAddress' | 'phone' | 'payment' | 'schedule';

/** What blocks Place Order (spec 5 Checkout), in the spec's order. */
export function missingItems(draft: CheckoutDraft, savedAddresses: readonly SavedAddress[]): MissingItem[] {
  const missing: MissingItem[] = [];
  if (draft.orderType === 'Delivery') {
    if (draft.addressId === null) {
      if (!isNewAddressComplete(draft.newAddress)) missing.push('newAddress');
    } else if (!savedAddresses.some((a) => a._id === draft.addressId)) {
      missing.push('selectedAddress');
    }
  }
  if (!isValidCheckoutPhone(draft.contactPhone)) missing.push('phone');
  if (!draft.paymentMethod) missing.push('payment');
  if (!draft.isASAP && !draft.scheduledLocal) missing.push('schedule');
  return missing;
}

export function priceCheckout(
  items: readonly CartLine[],
  orderType: OrderType,
  restaurant: Pick<PublicRestaurant, 'deliverySettings'>,
  promotion: AppliedPromotion | null,
): OrderPricing {
  const fee = restaurant.deliverySettings.delivery.fee;
  return priceOrder({
    lines: items,
    orderType,
    deliveryFeeMinor: fee === null ? null : toMinor(fee),
    promotion: promotion ? promotionTerms(promotion) : null,
  });
}

/** The POST /orders body: lines and totals exactly as `priceOrder` gives them. */
export function buildOrderBody(input: {
  restaurantId: string;
  items: readonly CartLine[];
  pricing: OrderPricing;
  draft: CheckoutDraft;
  scheduledAt: Date | null;
  customerNotes: string;
  promotion: AppliedPromotion | null;
}): PlaceOrderBody {
  const { items, pricing, draft, promotion } = input;
  let deliveryAddress: PlaceOrderBody['deliveryAddress'] = null;
  if (draft.orderType === 'Delivery') {
    deliveryAddress =
      draft.addressId !== null
        ? { _id: draft.addressId }
        : {
            street: draft.newAddress.street.trim(),
            city: draft.newAddress.city.trim(),
            postalCode: draft.newAddress.postalCode.trim(),
            country: draft.newAddress.country.trim(),
          };
  }
  return {
    restaurantId: input.restaurantId,
    items: items.map((line, index) => {
      const priced = pricing.lines[index];
      return {
        productId: line.productId,
        quantity: line.quantity,
        unitPrice: toMajor(priced?.unitPriceMinor ?? 0),
        productName: line.name,
        selectedOptions: line.selectedOptions.map((o) => ({
          optionId: o.optionId,
          valueId: o.valueId,
          optionName: o.optionName,
          valueLabel: o.valueLabel,
          priceAdjustment: o.priceAdjustment,
        })),
        itemSubtotal: toMajor(priced?.itemSubtotalMinor ?? 0),
      };
    }),
    subtotal: toMajor(pricing.subtotalMinor),
    discountAmount: toMajor(pricing.discountMinor),
    deliveryFee: toMajor(pricing.deliveryFeeMinor),
    serviceFee: 0,
    taxes: 0,
    totalAmount: toMajor(pricing.totalMinor),
    orderType: draft.orderType,
    isASAP: draft.isASAP,
    scheduledAt: draft.isASAP || !input.scheduledAt ? null : input.scheduledAt.toISOString(),
    deliveryAddress,
    customerNotes: input.customerNotes.trim(),
    paymentDetails: { method: draft.paymentMethod, paymentStatus: 'Pending' },
    promotionId: promotion?.promotionId ?? null,
    ...(promotion?.couponCode ? { couponCode: promotion.couponCode } : {}),
    contactPhone: draft.contactPhone.trim(),
  };
}

// ---- datetime-local in the restaurant's time zone ----

function zonedParts(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

/** The 'YYYY-MM-DDTHH:mm' a datetime-local input shows for `instant` on the restaurant's wall clock. */
export function toZonedInputValue(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** The instant a datetime-local value means on the restaurant's wall clock; null when malformed. */
export function fromZonedInputValue(value: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wallAsUtc = Date.UTC(y, mo - 1, d, h, mi);
  let guess = wallAsUtc;
  // Two passes settle the zone's offset at that moment (also across a clock change).
  for (let i = 0; i < 2; i++) {
    const p = zonedParts(new Date(guess), timeZone);
    const shownAsUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
    guess += wallAsUtc - shownAsUtc;
  }
  return new Date(guess);
}

/** Rounds up to the next whole minute (datetime-local has minute precision). */
export function ceilToMinute(instant: Date): Date {
  const ms = instant.getTime();
  return new Date(Math.ceil(ms / 60_000) * 60_000);
}
