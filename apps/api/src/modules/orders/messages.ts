/**
 * What a refused order tells the diner beyond the checkout's rules (whose texts, codes and fields
 * are the domain's `checkoutRefusal`, shared with the checkout page): the menu's refusals, and
 * the AppErrors each refusal is answered with.
 */
import { type ApiError, type ApiErrorCode, type Refusal, type SelectionProblem, type TemplateMessage } from '@platter/domain';
import { AppError } from '../../platform/errors.ts';

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

/** ORDER_MESSAGES.pricesChanged, naming the dishes whose prices changed ('Margherita, Coca-Cola'), as a template. */
export function pricesChangedMessage(names: string): TemplateMessage {
  return { key: 'order.pricesChangedNamed', values: { names } };
}

/** A refusal of the order (400 for a checkout rule, 409 when the cart no longer matches), with its field. */
export function refused({ code, message, field }: Refusal): AppError {
  return new AppError(code, message, [{ field, message }]);
}

/** 409: the cart no longer matches the menu, its prices or the promotion, or the kitchen has paused ordering. */
export function conflict(code: ApiErrorCode, message: string, errors?: ApiError['errors']): AppError {
  return new AppError(code, message, errors ?? [{ message }]);
}
