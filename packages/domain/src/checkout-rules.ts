/**
 * What a checkout must satisfy before an order can be placed (spec 5 "Checkout", spec 4 "Order
 * timing"): one set of rules, called by the checkout page (to block Place Order and say what is
 * missing) and by the server (to refuse the order). Each side maps the typed problems to its own
 * texts: the server to its messages, the page to its catalogue. A new rule (say, "ordering is
 * paused") is one line here.
 */
import { fulfilment, FULFILMENT_METHODS, fulfilmentOfferOf, offeredFulfilment, type OrderType } from './fulfilment/index.ts';
import { toMinor, type Minor } from './money.ts';
import { isValidCheckoutPhone } from './contracts/place-order.ts';
import type { OpeningHours, SpecialDate } from './contracts/restaurant.ts';
import { isOpenAt, openingCalendarOf, type OpeningSchedule } from './opening-hours.ts';
import { asapProblem, scheduleProblem, type ScheduleProblem } from './order-timing.ts';

/** A payment method as checkout reads it: taken for `orderTypes` only, when they are named. */
export interface PaymentMethodTerms {
  methodName: string;
  isEnabled: boolean;
  orderTypes?: readonly OrderType[] | undefined;
}

/** Whether a method is taken for an order type (one that names none is taken for every one). */
export function servesOrderType(method: Pick<PaymentMethodTerms, 'orderTypes'>, orderType: OrderType): boolean {
  return !method.orderTypes || method.orderTypes.includes(orderType);
}

/** The restaurant's side of checkout, as both the public restaurant and the stored row know it. */
export interface CheckoutTerms {
  /** A delivery fee is set (0 = free delivery); without one there is no delivery. */
  deliveryOffered: boolean;
  /** Collection (pickup) is allowed. */
  pickupOffered: boolean;
  /** The items' subtotal a delivery needs (before fee and discount); 0 = none. */
  deliveryMinimumMinor: Minor;
  paymentMethods: readonly PaymentMethodTerms[];
  /** The weekly hours with the special dates (closures, changed hours): `openingCalendarOf`. */
  openingHours: OpeningSchedule;
  timeZone: string;
}

/** The public restaurant (the web) → its checkout terms. */
export function checkoutTermsOf(restaurant: {
  deliverySettings: { delivery: { fee: number | null; allowsCollection: boolean; minimumOrder?: number } };
  paymentMethods: readonly PaymentMethodTerms[];
  openingHours: OpeningHours | null | undefined;
  specialDates?: readonly SpecialDate[];
  timeZone: string;
}): CheckoutTerms {
  const { fee, allowsCollection, minimumOrder = 0 } = restaurant.deliverySettings.delivery;
  return {
    ...fulfilmentOfferOf({ fee, allowsCollection }),
    deliveryMinimumMinor: toMinor(minimumOrder),
    paymentMethods: restaurant.paymentMethods,
    openingHours: openingCalendarOf(restaurant),
    timeZone: restaurant.timeZone,
  };
}

/** Which order types the restaurant takes now. */
export function orderTypeAvailability(terms: Pick<CheckoutTerms, 'deliveryOffered' | 'pickupOffered'>) {
  return { delivery: terms.deliveryOffered, pickup: terms.pickupOffered };
}

/** Spec 4 'Checkout defaults': Pickup when there is no delivery but collection is allowed, else Delivery. */
export function defaultOrderType(terms: Pick<CheckoutTerms, 'deliveryOffered' | 'pickupOffered'>): OrderType {
  return (offeredFulfilment(terms)[0] ?? FULFILMENT_METHODS[0]!).type;
}

/**
 * The minimum order for delivery: how much more the items must come to before a delivery can be
 * ordered (0 when it is met, when there is no minimum, and always for pickup). Measured on the
 * items' subtotal, before the delivery fee and any discount, so a code never pushes an order under it.
 */
export function deliveryMinimumShortfall(terms: Pick<CheckoutTerms, 'deliveryMinimumMinor'>, orderType: OrderType, subtotalMinor: Minor): Minor {
  return Math.max(0, fulfilment(orderType).minimumMinor(terms) - subtotalMinor);
}

/** The methods switched on, and (given an order type) taken for it: cash on delivery may not be cash at collection. */
export function enabledPaymentMethods(terms: Pick<CheckoutTerms, 'paymentMethods'>, orderType?: OrderType): string[] {
  return terms.paymentMethods.filter((m) => m.isEnabled && (!orderType || servesOrderType(m, orderType))).map((m) => m.methodName);
}

/**
 * The enabled payment method a diner's choice names, in the restaurant's own spelling: compared
 * trimmed and case-insensitively, on both sides. Null when none matches.
 */
export function matchPaymentMethod(terms: Pick<CheckoutTerms, 'paymentMethods'>, chosen: string, orderType?: OrderType): string | null {
  const wanted = chosen.trim().toLowerCase();
  if (!wanted) return null;
  return terms.paymentMethods.find((m) => m.isEnabled && (!orderType || servesOrderType(m, orderType)) && m.methodName.trim().toLowerCase() === wanted)?.methodName ?? null;
}

/**
 * Whether a payment method is settled when the food is handed over ('Cash on Delivery', 'Cash on
 * Collection'): reaching Delivered or Completed marks such an order paid. Online payment has no
 * provider yet, so it stays as the provider would leave it.
 */
export function isPaidOnHandover(paymentMethod: string): boolean {
  return /^cash\b/i.test(paymentMethod.trim());
}

/**
 * Cash on a pickup: the restaurant's method is named for delivery ('Cash on Delivery'), so every
 * screen and e-mail names it 'Cash on Collection' for a pickup (the stored method stays the
 * restaurant's own name).
 */
export function isCashOnCollection(paymentMethod: string, orderType: OrderType): boolean {
  return fulfilment(orderType).handover === 'collection' && isPaidOnHandover(paymentMethod);
}

/** A delivery address as typed: complete when street, city, post code and country are filled in. */
export interface AddressFields {
  street: string;
  city: string;
  postalCode: string;
  country: string;
}

export function isAddressComplete(address: AddressFields): boolean {
  return [address.street, address.city, address.postalCode, address.country].every((v) => v.trim().length > 0);
}

/** An address field as two spellings of one place compare: case, spaces and a trailing dot aside. */
const placeKey = (value: string) => value.trim().toLowerCase().replace(/[.,]+$/, '').replace(/\s+/g, ' ');

/**
 * Whether two addresses name the same place (a typed address the diner already has saved is not
 * saved again): street, city and country compared without case or extra spaces, the post code
 * also without its spaces ('EC4Y 1AA' is 'ec4y1aa').
 */
export function isSameAddress(a: AddressFields, b: AddressFields): boolean {
  return (
    placeKey(a.street) === placeKey(b.street) &&
    placeKey(a.city) === placeKey(b.city) &&
    placeKey(a.postalCode).replace(/ /g, '') === placeKey(b.postalCode).replace(/ /g, '') &&
    placeKey(a.country) === placeKey(b.country)
  );
}

/** Where a delivery goes: one of the diner's saved addresses (found or not), or a typed one. */
export type DeliveryAddressChoice = { kind: 'saved'; exists: boolean } | { kind: 'new'; address: AddressFields } | null;

/** The diner's side of checkout, as the page's form and the order body both describe it. */
export interface CheckoutDraft {
  orderType: OrderType;
  deliveryAddress: DeliveryAddressChoice;
  contactPhone: string;
  paymentMethod: string;
  isASAP: boolean;
  /** The chosen time, when not ASAP; null when none is chosen (or it cannot be read). */
  scheduledAt: Date | null;
}

export type CheckoutProblem =
  /** Delivery asked of a restaurant that only offers pickup. */
  | { kind: 'deliveryNotOffered' }
  /** Pickup asked of a restaurant that only offers delivery. */
  | { kind: 'pickupNotOffered' }
  /** Delivery with no address at all, or a typed one that is incomplete. */
  | { kind: 'addressIncomplete' }
  /** Delivery to a saved address that is not (or no longer) the diner's. */
  | { kind: 'addressUnknown' }
  | { kind: 'phoneMissing' }
  | { kind: 'phoneInvalid' }
  | { kind: 'paymentMethodMissing' }
  /** A method the restaurant has not switched on. */
  | { kind: 'paymentMethodUnavailable' }
  /** ASAP while the restaurant is closed. */
  | { kind: 'closedForAsap' }
  /** Not ASAP, and no time chosen. */
  | { kind: 'scheduleMissing' }
  /** A chosen time the rules refuse; `openNow` tells "too soon" (open) from "already past" (closed). */
  | { kind: 'scheduleRefused'; problem: Exclude<ScheduleProblem, null>; openNow: boolean };

export type CheckoutProblemKind = CheckoutProblem['kind'];

/**
 * Every problem with a draft, in the spec's order (order type, address, phone, payment, time);
 * empty when the order may be placed.
 */
export function checkoutProblems(terms: CheckoutTerms, draft: CheckoutDraft, now: Date): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  const method = fulfilment(draft.orderType);
  if (!method.offeredIn(terms)) problems.push({ kind: `${method.key}NotOffered` });

  if (method.needsAddress) {
    const address = draft.deliveryAddress;
    if (!address || (address.kind === 'new' && !isAddressComplete(address.address))) problems.push({ kind: 'addressIncomplete' });
    else if (address.kind === 'saved' && !address.exists) problems.push({ kind: 'addressUnknown' });
  }

  if (!draft.contactPhone.trim()) problems.push({ kind: 'phoneMissing' });
  else if (!isValidCheckoutPhone(draft.contactPhone)) problems.push({ kind: 'phoneInvalid' });

  if (!draft.paymentMethod.trim()) problems.push({ kind: 'paymentMethodMissing' });
  else if (!matchPaymentMethod(terms, draft.paymentMethod, draft.orderType)) problems.push({ kind: 'paymentMethodUnavailable' });

  if (draft.isASAP) {
    if (asapProblem(terms.openingHours, terms.timeZone, now)) problems.push({ kind: 'closedForAsap' });
  } else if (!draft.scheduledAt) {
    problems.push({ kind: 'scheduleMissing' });
  } else {
    const problem = scheduleProblem(terms.openingHours, terms.timeZone, now, draft.scheduledAt);
    if (problem) problems.push({ kind: 'scheduleRefused', problem, openNow: isOpenAt(terms.openingHours, terms.timeZone, now) });
  }
  return problems;
}

/**
 * Spec 5: Place Order's warning lists what is missing, from 'New address details' or 'Selected
 * delivery address', 'Valid contact phone number', 'Payment method', 'Scheduled date/time'.
 * These are the problems that are "missing" in that sense; the others are told on their own.
 */
export type MissingItem = 'newAddress' | 'selectedAddress' | 'phone' | 'payment' | 'schedule';

export function missingItemOf(problem: CheckoutProblem, draft: Pick<CheckoutDraft, 'deliveryAddress'>): MissingItem | null {
  switch (problem.kind) {
    case 'addressIncomplete':
      return draft.deliveryAddress?.kind === 'saved' ? 'selectedAddress' : 'newAddress';
    case 'addressUnknown':
      return 'selectedAddress';
    case 'phoneMissing':
    case 'phoneInvalid':
      return 'phone';
    case 'paymentMethodMissing':
    case 'paymentMethodUnavailable':
      return 'payment';
    case 'scheduleMissing':
      return 'schedule';
    default:
      return null;
  }
}
