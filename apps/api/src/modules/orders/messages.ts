/**
 * What a refused order tells the diner: the texts the spec leaves to us (its own are in
 * ORDER_MESSAGES) and the map from each rule's typed problem to its message and body field.
 */
import {
  ORDER_MESSAGES,
  SCHEDULE_MIN_LEAD_MINUTES,
  type ApiError,
  type CheckoutProblem,
  type CheckoutProblemKind,
  type ScheduleProblem,
  type SelectionProblem,
} from '@platter/domain';
import { AppError } from '../../platform/errors.ts';

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
  schedulingUnavailable: 'Scheduling is currently unavailable.',
  addressIncomplete: 'Please ensure the new address is complete and valid.',
  addressUnknown: 'Please select a valid delivery address.',
  discountChanged: 'The discount has changed since it was applied. Please review your order.',
  deliveryFeeChanged: 'The delivery fee has changed. Please review your order.',
  promotionGone: 'This promotion is no longer available. Please remove it and try again.',
  promotionDeliveryOnly: 'This promotion applies to delivery orders only.',
  promotionNotApplicable: 'This promotion does not apply to the items in your cart.',
} as const;

/** A refusal as the diner reads it, and the body field it is about. */
export interface Refusal {
  message: string;
  field: string;
}

const SCHEDULE_REFUSALS: Record<Exclude<ScheduleProblem, null>, (openNow: boolean) => string> = {
  unavailable: () => ORDER_TEXTS.schedulingUnavailable,
  // While closed, "too soon" can only mean a time that has gone by.
  tooSoon: (openNow) => (openNow ? ORDER_TEXTS.scheduleTooSoon : ORDER_TEXTS.schedulePast),
  tooFar: () => ORDER_TEXTS.scheduleTooFar,
  closed: () => ORDER_TEXTS.scheduleClosed,
};

const CHECKOUT_REFUSALS: { [K in CheckoutProblemKind]: (problem: Extract<CheckoutProblem, { kind: K }>) => Refusal } = {
  deliveryNotOffered: () => ({ message: ORDER_TEXTS.onlyPickup, field: 'orderType' }),
  pickupNotOffered: () => ({ message: ORDER_TEXTS.onlyDelivery, field: 'orderType' }),
  addressIncomplete: () => ({ message: ORDER_TEXTS.addressIncomplete, field: 'deliveryAddress' }),
  addressUnknown: () => ({ message: ORDER_TEXTS.addressUnknown, field: 'deliveryAddress' }),
  // The body's schema refuses these first, with the same texts.
  phoneMissing: () => ({ message: ORDER_MESSAGES.fieldRequired, field: 'contactPhone' }),
  phoneInvalid: () => ({ message: ORDER_MESSAGES.invalidPhone, field: 'contactPhone' }),
  paymentMethodMissing: () => ({ message: ORDER_MESSAGES.paymentMethodRequired, field: 'paymentDetails.method' }),
  paymentMethodUnavailable: () => ({ message: ORDER_TEXTS.paymentMethodUnavailable, field: 'paymentDetails.method' }),
  closedForAsap: () => ({ message: ORDER_TEXTS.closedForAsap, field: 'isASAP' }),
  scheduleMissing: () => ({ message: ORDER_TEXTS.scheduleRequired, field: 'scheduledAt' }),
  scheduleRefused: (problem) => ({ message: SCHEDULE_REFUSALS[problem.problem](problem.openNow), field: 'scheduledAt' }),
};

/** The domain's checkout problem (`checkoutProblems`) → what the API answers. */
export function checkoutRefusal(problem: CheckoutProblem): Refusal {
  const refusal = CHECKOUT_REFUSALS[problem.kind] as (problem: CheckoutProblem) => Refusal;
  return refusal(problem);
}

/** An option choice the product no longer allows (`selectionProblems`), naming the group and dish. */
export function selectionRefusalMessage(problem: SelectionProblem, groupName: string, productName: string): string {
  switch (problem.kind) {
    case 'belowMinimum':
      return `Please select at least ${problem.min} ${groupName} for ${productName}.`;
    case 'aboveMaximum':
      return `You can select up to ${problem.max} ${groupName} for ${productName}.`;
    default:
      return `Some options chosen for ${productName} are no longer available. Please review your cart.`;
  }
}

export function notOnMenuMessage(label: string): string {
  return `${label} is no longer on the menu. Please review your cart.`;
}

export function unavailableMessage(productName: string): string {
  return `${productName} is currently unavailable. Please review your cart.`;
}

/** ORDER_MESSAGES.pricesChanged, naming the dishes whose prices changed. */
export function pricesChangedMessage(names: readonly string[]): string {
  return ORDER_MESSAGES.pricesChanged.replace('these items.', `these items (${names.join(', ')}).`);
}

/** 400: a checkout rule the order breaks, with its field. */
export function badRequest({ message, field }: Refusal): AppError {
  return new AppError('BAD_REQUEST', message, [{ field, message }]);
}

/** 409: the cart no longer matches the menu, its prices or the promotion. */
export function conflict(message: string, errors?: ApiError['errors']): AppError {
  return new AppError('CONFLICT', message, errors ?? [{ message }]);
}
