import {
  ceilToMinute,
  checkoutProblems,
  checkoutRefusal,
  defaultOrderType,
  offeredFulfilment,
  earliestScheduledTime,
  enabledPaymentMethods,
  fromZonedInputValue,
  fulfilment,
  isOnlinePayment,
  isPaidOnHandover,
  matchPaymentMethod,
  missingItemOf,
  openingStatus,
  toZonedInputValue,
  type CheckoutDraft,
  type CheckoutForm,
  type CheckoutProblem,
  type CheckoutTerms,
  type MissingItem,
  type OrderBodyInput,
  type OrderType,
  type PromotionType,
  type PublicRestaurant,
  type SavedAddress,
  type User,
} from '@platter/domain';
import { i18n } from '../../i18n/index.ts';

/**
 * The checkout page's side of the domain's checkout rules: the form's values (the shared
 * `checkoutFormSchema`) become the domain's `CheckoutDraft`, `checkoutProblems` decides, and
 * this file only says it in the page's words. No rule is decided here.
 */

/** The form's values, as `checkoutFormSchema` reads them. */
export type CheckoutValues = CheckoutForm;
export type NewAddress = CheckoutValues['newAddress'];

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

/** The default saved address, else the first; null opens the new-address form. */
export function defaultAddressId(addresses: readonly SavedAddress[]): string | null {
  return (addresses.find((a) => a.isDefault) ?? addresses[0])?._id ?? null;
}

/**
 * A payment method as the diner reads it for the order type: cash is named by how the food is
 * handed over ('Cash on Delivery' / 'Cash on Collection', paid at the counter); online payment
 * says where the diner pays (the provider's page, next). The value sent to the API stays the
 * restaurant's own name.
 */
export function paymentMethodText(method: string, orderType: OrderType): { label: string; hint: string | null; note: string | null } {
  const pickup = fulfilment(orderType).handover === 'collection';
  if (isPaidOnHandover(method)) {
    return {
      label: pickup ? i18n.t('checkout:payment.cashOnCollection') : method,
      hint: i18n.t(pickup ? 'checkout:payment.cashPickupHint' : 'checkout:payment.cashDeliveryHint'),
      note: i18n.t(pickup ? 'checkout:payment.cashPickupNote' : 'checkout:payment.cashHint'),
    };
  }
  if (isOnlinePayment(method)) return { label: method, hint: i18n.t('checkout:payment.onlineHint'), note: null };
  return { label: method, hint: null, note: null };
}

/**
 * Spec 4 'Checkout defaults': the restaurant's default order type, the diner's default address
 * and phone, the first enabled payment method; ASAP while open, else the next opening.
 */
/**
 * The order type checkout opens on: the diner's last choice here while the restaurant still
 * offers it; else Pickup for a diner with no saved address where pickup is allowed (no empty
 * address form first); else the restaurant's default (spec 4).
 */
export function preferredOrderType(terms: CheckoutTerms, savedAddresses: readonly SavedAddress[], lastChoice: OrderType | null): OrderType {
  if (lastChoice && fulfilment(lastChoice).offeredIn(terms)) return lastChoice;
  const withoutAddress = offeredFulfilment(terms).find((method) => !method.needsAddress);
  if (savedAddresses.length === 0 && withoutAddress) return withoutAddress.type;
  return defaultOrderType(terms);
}

export function initialCheckoutValues(
  restaurant: PublicRestaurant,
  terms: CheckoutTerms,
  user: Pick<User, 'savedAddresses' | 'phoneNumber'>,
  now: Date,
  lastChoice: OrderType | null = null,
): CheckoutValues {
  const tz = restaurant.timeZone;
  const open = openingStatus(terms.openingHours, tz, now).isOpen;
  const first = earliestScheduledTime(terms.openingHours, tz, now);
  const orderType = preferredOrderType(terms, user.savedAddresses, lastChoice);
  return {
    orderType,
    addressId: defaultAddressId(user.savedAddresses),
    newAddress: EMPTY_NEW_ADDRESS,
    contactPhone: user.phoneNumber ?? '',
    // Both on by default: what is typed here is there next time (issue 24, findings 21b and 21c).
    savePhone: true,
    saveAddress: true,
    isASAP: open,
    scheduledLocal: !open && first ? toZonedInputValue(ceilToMinute(first), tz) : '',
    paymentMethod: enabledPaymentMethods(terms, orderType)[0] ?? '',
    customerNotes: '',
  };
}

/**
 * The time the order is for: null for ASAP or when none is chosen; a chosen time earlier than
 * allowed (or unreadable) moves up to the earliest one (spec 5), and `movedUp` says so.
 */
export function orderTimeOf(
  values: Pick<CheckoutValues, 'isASAP' | 'scheduledLocal'>,
  terms: Pick<CheckoutTerms, 'openingHours' | 'timeZone'>,
  now: Date,
): { at: Date | null; movedUp: boolean } {
  if (values.isASAP || !values.scheduledLocal) return { at: null, movedUp: false };
  const chosen = fromZonedInputValue(values.scheduledLocal, terms.timeZone);
  const earliest = earliestScheduledTime(terms.openingHours, terms.timeZone, now);
  if (earliest && (!chosen || chosen.getTime() < earliest.getTime())) return { at: ceilToMinute(earliest), movedUp: true };
  return { at: chosen, movedUp: false };
}

/** The form's values as the domain's checkout rules read them. */
export function checkoutDraftOf(values: CheckoutValues, savedAddresses: readonly SavedAddress[], scheduledAt: Date | null): CheckoutDraft {
  return {
    orderType: values.orderType,
    deliveryAddress:
      values.addressId !== null
        ? { kind: 'saved', exists: savedAddresses.some((a) => a._id === values.addressId) }
        : { kind: 'new', address: values.newAddress },
    contactPhone: values.contactPhone,
    paymentMethod: values.paymentMethod,
    isASAP: values.isASAP,
    scheduledAt,
  };
}

/** What the order body takes from the form (the lines, prices and promotion come from the cart and the summary). */
export type OrderChoices = Pick<
  OrderBodyInput,
  'orderType' | 'deliveryAddress' | 'contactPhone' | 'paymentMethod' | 'isASAP' | 'scheduledAt' | 'customerNotes' | 'keep'
>;

/** Whether the phone typed differs from the profile's (then checkout offers to keep it there). */
export function isNewPhone(contactPhone: string, profilePhone: string | null): boolean {
  const typed = contactPhone.trim();
  return typed !== '' && typed !== (profilePhone ?? '').trim();
}

export function orderChoicesOf(
  values: CheckoutValues,
  terms: Pick<CheckoutTerms, 'paymentMethods'>,
  scheduledAt: Date | null,
  profilePhone: string | null = null,
): OrderChoices {
  const { street, city, stateOrRegion, postalCode, country } = values.newAddress;
  return {
    orderType: values.orderType,
    deliveryAddress: values.addressId !== null ? { savedAddressId: values.addressId } : { street, city, stateOrRegion, postalCode, country },
    keep: {
      phone: values.savePhone && isNewPhone(values.contactPhone, profilePhone),
      address: values.saveAddress && fulfilment(values.orderType).needsAddress && values.addressId === null,
    },
    contactPhone: values.contactPhone,
    // The restaurant's own spelling of the method.
    paymentMethod: matchPaymentMethod(terms, values.paymentMethod, values.orderType) ?? values.paymentMethod,
    isASAP: values.isASAP,
    scheduledAt,
    customerNotes: values.customerNotes,
  };
}

/** Why Place Order is refused (spec 5 "Checkout"). */
export type PlaceOrderRefusal =
  /** 'Please complete the following: ' and the missing items. */
  | { kind: 'missing'; items: MissingItem[] }
  /** 'Please complete all required fields.' */
  | { kind: 'incomplete' }
  /** A problem that is not a missing item, told in the words the API would use. */
  | { kind: 'problem'; problem: CheckoutProblem };

/**
 * The domain's problems with the draft, as Place Order tells them: the missing items first (in
 * the spec's order), then any other problem; `formValid` is the form schema's verdict.
 */
export function placeOrderRefusal(
  problems: readonly CheckoutProblem[],
  draft: Pick<CheckoutDraft, 'deliveryAddress'>,
  { cartEmpty, formValid }: { cartEmpty: boolean; formValid: boolean },
): PlaceOrderRefusal | null {
  const items: MissingItem[] = [];
  let other: CheckoutProblem | undefined;
  for (const problem of problems) {
    const item = missingItemOf(problem, draft);
    if (item === null) other ??= problem;
    else if (!items.includes(item)) items.push(item);
  }
  if (items.length > 0) return { kind: 'missing', items };
  if (cartEmpty) return { kind: 'incomplete' };
  if (other) return { kind: 'problem', problem: other };
  return formValid ? null : { kind: 'incomplete' };
}

/** Place Order's check: the domain's rules on the form's values, at `now`. */
export function reviewCheckout(input: {
  terms: CheckoutTerms;
  values: CheckoutValues;
  savedAddresses: readonly SavedAddress[];
  now: Date;
  cartEmpty: boolean;
  formValid: boolean;
}): { refusal: PlaceOrderRefusal; time: null } | { refusal: null; time: ReturnType<typeof orderTimeOf> } {
  const time = orderTimeOf(input.values, input.terms, input.now);
  const draft = checkoutDraftOf(input.values, input.savedAddresses, time.at);
  const refusal = placeOrderRefusal(checkoutProblems(input.terms, draft, input.now), draft, input);
  return refusal ? { refusal, time: null } : { refusal: null, time };
}

/** A checkout problem in the diner's words: the domain's `checkoutRefusal`, the words the API answers with. */
export function problemText(problem: CheckoutProblem): string {
  return checkoutRefusal(problem).message;
}

export function refusalText(refusal: PlaceOrderRefusal): string {
  switch (refusal.kind) {
    case 'missing':
      return i18n.t('checkout:blocked') + refusal.items.map((item) => i18n.t(`checkout:missing.${item}`)).join(', ');
    case 'incomplete':
      return i18n.t('checkout:blockedGeneric');
    case 'problem':
      return problemText(refusal.problem);
  }
}
