/**
 * Why an order is refused, once for both sides: the texts the API answers with and the checkout
 * page shows before sending (the spec's own texts are in ORDER_MESSAGES), and each refusal's
 * error code and body field. The checkout page and POST /orders both call `checkoutRefusal`.
 */
import type { Message } from './api-messages.ts';
import type { ApiErrorCode } from './contracts/errors.ts';
import { ORDER_MESSAGES } from './contracts/order.ts';
import type { CheckoutProblem, CheckoutProblemKind } from './checkout-rules.ts';
import { SCHEDULE_MIN_LEAD_MINUTES, type ScheduleProblem } from './order-timing.ts';
import type { PromotionRefusal } from './pricing.ts';
import { formatPrice, toMajor, type Minor } from './money.ts';

export const ORDER_TEXTS = {
  onlyPickup: 'This restaurant currently only offers pickup.',
  onlyDelivery: 'This restaurant currently only offers delivery.',
  paymentMethodUnavailable: 'This payment method is not available. Please select a payment method.',
  closedForAsap: "We're currently closed, so we can't take an order for as soon as possible. Please schedule your order.",
  scheduleRequired: 'Please choose a scheduled date/time.',
  scheduleTooSoon: `Please schedule your order at least ${SCHEDULE_MIN_LEAD_MINUTES} minutes from now.`,
  schedulePast: 'The scheduled time has already passed. Please choose a later time.',
  scheduleTooFar: 'You can schedule up to 7 days in advance.',
  scheduleClosed: "We're closed at the time you chose. Please pick a time within our opening hours.",
  scheduleClosureDay: "We're closed on the day you chose. Please pick another day.",
  schedulingUnavailable: 'Scheduling is currently unavailable.',
  addressIncomplete: 'Please ensure the new address is complete and valid.',
  addressUnknown: 'Please select a valid delivery address.',
  discountChanged: 'The discount has changed since it was applied. Please review your order.',
  deliveryFeeChanged: 'The delivery fee has changed. Please review your order.',
  tipChanged: 'The tip has changed. Please review your order.',
  promotionGone: 'This promotion is no longer available. Please remove it and try again.',
  promotionDeliveryOnly: 'This promotion applies to delivery orders only.',
  promotionNotApplicable: 'This promotion does not apply to the items in your cart.',
} as const;

/** A refusal as the diner reads it, its code, and the body field it is about. */
export interface Refusal {
  code: ApiErrorCode;
  message: string;
  field: string;
  /** The same message by key: what the API answers with, in the request's language (issue 41). */
  key?: Message;
}

const SCHEDULE_REFUSALS: Record<Exclude<ScheduleProblem, null>, (openNow: boolean) => Omit<Refusal, 'field'>> = {
  unavailable: () => ({ code: 'SCHEDULING_UNAVAILABLE', message: ORDER_TEXTS.schedulingUnavailable, key: { key: 'order.schedulingUnavailable' } }),
  // While closed, "too soon" can only mean a time that has gone by.
  tooSoon: (openNow) =>
    openNow
      ? { code: 'SCHEDULE_TOO_SOON', message: ORDER_TEXTS.scheduleTooSoon, key: { key: 'order.scheduleTooSoon', values: { minutes: SCHEDULE_MIN_LEAD_MINUTES } } }
      : { code: 'SCHEDULE_TOO_SOON', message: ORDER_TEXTS.schedulePast, key: { key: 'order.schedulePast' } },
  tooFar: () => ({ code: 'SCHEDULE_TOO_FAR', message: ORDER_TEXTS.scheduleTooFar, key: { key: 'order.scheduleTooFar' } }),
  closed: () => ({ code: 'SCHEDULE_OUTSIDE_HOURS', message: ORDER_TEXTS.scheduleClosed, key: { key: 'order.scheduleClosed' } }),
  closureDay: () => ({ code: 'RESTAURANT_CLOSED', message: ORDER_TEXTS.scheduleClosureDay, key: { key: 'order.scheduleClosureDay' } }),
};

const CHECKOUT_REFUSALS: { [K in CheckoutProblemKind]: (problem: Extract<CheckoutProblem, { kind: K }>) => Refusal } = {
  deliveryNotOffered: () => ({ code: 'ORDER_TYPE_NOT_OFFERED', message: ORDER_TEXTS.onlyPickup, field: 'orderType', key: { key: 'order.onlyPickup' } }),
  pickupNotOffered: () => ({ code: 'ORDER_TYPE_NOT_OFFERED', message: ORDER_TEXTS.onlyDelivery, field: 'orderType', key: { key: 'order.onlyDelivery' } }),
  addressIncomplete: () => ({ code: 'DELIVERY_ADDRESS_INVALID', message: ORDER_TEXTS.addressIncomplete, field: 'deliveryAddress', key: { key: 'order.addressIncomplete' } }),
  addressUnknown: () => ({ code: 'DELIVERY_ADDRESS_INVALID', message: ORDER_TEXTS.addressUnknown, field: 'deliveryAddress', key: { key: 'order.addressUnknown' } }),
  // The body's schema refuses these first (VALIDATION_ERROR), with the same texts.
  phoneMissing: () => ({ code: 'CONTACT_PHONE_INVALID', message: ORDER_MESSAGES.fieldRequired, field: 'contactPhone', key: { key: 'order.phoneMissing' } }),
  phoneInvalid: () => ({ code: 'CONTACT_PHONE_INVALID', message: ORDER_MESSAGES.invalidPhone, field: 'contactPhone', key: { key: 'order.phoneInvalid' } }),
  paymentMethodMissing: () => ({ code: 'PAYMENT_METHOD_UNAVAILABLE', message: ORDER_MESSAGES.paymentMethodRequired, field: 'paymentDetails.method', key: { key: 'order.paymentMethodMissing' } }),
  paymentMethodUnavailable: () => ({
    code: 'PAYMENT_METHOD_UNAVAILABLE',
    message: ORDER_TEXTS.paymentMethodUnavailable,
    field: 'paymentDetails.method',
    key: { key: 'order.paymentMethodUnavailable' },
  }),
  closedForAsap: () => ({ code: 'RESTAURANT_CLOSED', message: ORDER_TEXTS.closedForAsap, field: 'isASAP', key: { key: 'order.closedForAsap' } }),
  scheduleMissing: () => ({ code: 'SCHEDULE_REQUIRED', message: ORDER_TEXTS.scheduleRequired, field: 'scheduledAt', key: { key: 'order.scheduleRequired' } }),
  scheduleRefused: (problem) => ({ ...SCHEDULE_REFUSALS[problem.problem](problem.openNow), field: 'scheduledAt' }),
};

/** The domain's checkout problem (`checkoutProblems`) → its text, code and field. */
export function checkoutRefusal(problem: CheckoutProblem): Refusal {
  const refusal = CHECKOUT_REFUSALS[problem.kind] as (problem: CheckoutProblem) => Refusal;
  return refusal(problem);
}

/** A delivery under the restaurant's minimum order (`deliveryMinimumShortfall`): how much more, in the currency's symbol. */
export function deliveryMinimumRefusal(shortfallMinor: Minor, currencySymbol: string): Refusal {
  return {
    code: 'DELIVERY_MINIMUM_NOT_MET',
    message: `Add ${formatPrice(toMajor(shortfallMinor), currencySymbol)} more for delivery, or choose pickup.`,
    field: 'orderType',
  };
}

/** Why a promotion cannot be used (`promotionRefusal`) → the code POST /orders answers with. */
export const PROMOTION_REFUSAL_CODES: Record<PromotionRefusal, ApiErrorCode> = {
  inactive: 'PROMOTION_GONE',
  notStarted: 'PROMOTION_NOT_STARTED',
  expired: 'PROMOTION_EXPIRED',
  exhausted: 'PROMOTION_USED_UP',
  usedByYou: 'PROMOTION_ALREADY_USED',
  notEnoughPoints: 'NOT_ENOUGH_POINTS',
};
