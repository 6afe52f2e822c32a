/**
 * What a refused order tells the diner beyond the checkout's rules (whose texts, codes and fields
 * are the domain's `checkoutRefusal`, shared with the checkout page): the menu's refusals, and
 * the AppErrors each refusal is answered with.
 */
import { apiMessage, type ApiErrorCode, type Message, type Refusal, type SelectionProblem, type TemplateMessage } from '@platter/domain';
import { AppError, type FieldError } from '../../platform/errors.ts';

/** An option choice the product no longer allows (`selectionProblems`), naming the group and dish. */
export function selectionRefusalMessage(problem: SelectionProblem, groupName: string, productName: string): Message {
  switch (problem.kind) {
    case 'belowMinimum':
      return apiMessage('order.tooFewOptions', { min: problem.min, group: groupName, product: productName });
    case 'aboveMaximum':
      return apiMessage('order.tooManyOptions', { max: problem.max, group: groupName, product: productName });
    default:
      return apiMessage('order.optionsGone', { product: productName });
  }
}

/** A dish no longer on the menu, by its name (else 'An item in your cart'), for the answer and for its field. */
export function notOnMenuMessage(label: string | undefined): { message: Message; field: Message } {
  return label === undefined
    ? { message: apiMessage('order.itemNotOnMenu'), field: apiMessage('order.itemNotOnMenuField') }
    : { message: apiMessage('order.notOnMenu', { label }), field: apiMessage('order.notOnMenuField', { label }) };
}

export function unavailableMessage(productName: string): Message {
  return apiMessage('order.unavailable', { product: productName });
}

/** ORDER_MESSAGES.pricesChanged, naming the dishes whose prices changed ('Margherita, Coca-Cola'), as a template. */
export function pricesChangedMessage(names: string): TemplateMessage {
  return { key: 'order.pricesChangedNamed', values: { names } };
}

/** A refusal of the order (400 for a checkout rule, 409 when the cart no longer matches), with its field. */
export function refused({ code, message, field, key }: Refusal): AppError {
  return new AppError(code, key ?? message, [{ field, message: key ?? message }]);
}

/** 409: the cart no longer matches the menu, its prices or the promotion, or the kitchen has paused ordering. */
export function conflict(code: ApiErrorCode, message: string | Message, errors?: readonly FieldError[]): AppError {
  return new AppError(code, message, errors ?? [{ message }]);
}
