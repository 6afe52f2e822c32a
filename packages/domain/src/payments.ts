/**
 * Online payment rules both sides read: which payment method is paid online, what a provider's
 * hosted checkout is asked to charge for an order (its own lines, fee and discount, summing to the
 * order's total in minor units), the smallest amount a card payment can be, and how much of a
 * paid order can still be refunded (by amount or by lines).
 */
import type { Minor } from './money.ts';
import type { PaymentStatus } from './order-status.ts';

/** The payment method of an order paid by card on the provider's hosted page. */
export const ONLINE_PAYMENT_METHOD = 'Online Payment';

/**
 * Whether a payment method (in a restaurant's own spelling) is paid online, by card: 'Online
 * Payment', 'Online card payment', 'Card', 'Card payment'; not a card machine at the door
 * ('Card on Delivery', 'Card on Collection').
 */
export function isOnlinePayment(paymentMethod: string): boolean {
  const method = paymentMethod.trim();
  return /^online\b/i.test(method) || /^(credit |debit )?card( payment)?$/i.test(method);
}

/**
 * The smallest charge card networks accept through the provider, in minor units (Stripe's
 * documented minimums: 0.50 in USD and EUR, 0.30 in GBP; 0.50 elsewhere as a safe default).
 */
export function minimumCardChargeMinor(currencyCode: string): Minor {
  return currencyCode.toUpperCase() === 'GBP' ? 30 : 50;
}

/** One line of a hosted checkout: what the diner reads on the payment page. */
export interface CheckoutLine {
  name: string;
  unitAmountMinor: Minor;
  quantity: number;
}

/** What a provider is asked to charge for an order. */
export interface ProviderCheckout {
  /** ISO 4217, lower case as providers take it ('gbp'). */
  currency: string;
  lines: CheckoutLine[];
  /** Taken off the lines' sum (a one-off coupon at the provider); 0 for none. */
  discountMinor: Minor;
  /** Σ unitAmount × quantity − discount: always the order's total. */
  totalMinor: Minor;
}

/** An order as the checkout reads it (stored rows or the wire order, in minor units). */
export interface CheckoutOrder {
  currencyCode: string;
  items: readonly { productName: string; quantity: number; itemSubtotalMinor: Minor; optionLabels: readonly string[] }[];
  deliveryFeeMinor: Minor;
  serviceFeeMinor: Minor;
  taxesMinor: Minor;
  /** The diner's tip: a line of its own, never under the discount. */
  tipMinor: Minor;
  discountMinor: Minor;
  totalMinor: Minor;
}

const MAX_LINE_NAME = 120;

function lineName(item: CheckoutOrder['items'][number]): string {
  const options = item.optionLabels.filter(Boolean).join(', ');
  const name = options ? `${item.productName} (${options})` : item.productName;
  return name.length > MAX_LINE_NAME ? `${name.slice(0, MAX_LINE_NAME - 1)}…` : name || 'Item';
}

/** Thrown when an order's parts do not add up to its total (a bug upstream: nothing is charged). */
export class CheckoutMismatch extends Error {}

/**
 * The hosted checkout of an order: one line per item (the unit price when the line divides
 * evenly, else the whole line once, named "2 × …"), the fees as lines of their own, the discount
 * as one amount off. Throws CheckoutMismatch when the parts do not give the order's total.
 */
export function checkoutOf(order: CheckoutOrder): ProviderCheckout {
  const lines: CheckoutLine[] = [];
  for (const item of order.items) {
    const quantity = Math.max(1, Math.trunc(item.quantity));
    const even = item.itemSubtotalMinor % quantity === 0;
    lines.push(
      even
        ? { name: lineName(item), unitAmountMinor: item.itemSubtotalMinor / quantity, quantity }
        : { name: `${quantity} × ${lineName(item)}`, unitAmountMinor: item.itemSubtotalMinor, quantity: 1 },
    );
  }
  if (order.deliveryFeeMinor > 0) lines.push({ name: 'Delivery fee', unitAmountMinor: order.deliveryFeeMinor, quantity: 1 });
  if (order.serviceFeeMinor > 0) lines.push({ name: 'Service fee', unitAmountMinor: order.serviceFeeMinor, quantity: 1 });
  if (order.taxesMinor > 0) lines.push({ name: 'Taxes', unitAmountMinor: order.taxesMinor, quantity: 1 });
  if (order.tipMinor > 0) lines.push({ name: 'Tip', unitAmountMinor: order.tipMinor, quantity: 1 });
  const sum = lines.reduce((total, line) => total + line.unitAmountMinor * line.quantity, 0);
  const discountMinor = Math.max(0, order.discountMinor);
  const totalMinor = sum - discountMinor;
  if (lines.some((line) => !Number.isInteger(line.unitAmountMinor) || line.unitAmountMinor < 0) || totalMinor !== order.totalMinor) {
    throw new CheckoutMismatch(`The order's lines come to ${totalMinor}, not its total of ${order.totalMinor}.`);
  }
  return { currency: order.currencyCode.toLowerCase(), lines, discountMinor, totalMinor };
}

/** A refund as the rules read it: only those not failed count against what was paid. */
export interface RefundSoFar {
  amountMinor: Minor;
  status: RefundStatus;
}

export const REFUND_STATUSES = ['Pending', 'Succeeded', 'Failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** What is left to refund of `paidMinor`: failed refunds give their amount back. */
export function refundableMinor(paidMinor: Minor, refunds: readonly RefundSoFar[]): Minor {
  const committed = refunds.filter((r) => r.status !== 'Failed').reduce((sum, r) => sum + r.amountMinor, 0);
  return Math.max(0, paidMinor - committed);
}

/** A refund by lines: `quantity` of the order item `itemId`. */
export interface RefundLine {
  itemId: string;
  quantity: number;
}

export type RefundLinesProblem = { kind: 'unknownItem'; itemId: string } | { kind: 'tooMany'; itemId: string; ordered: number };

/**
 * The amount of a refund by lines: each line's share of its item's subtotal (rounded half up),
 * the same item counted once however often it is named. Answers a problem for an item the order
 * does not have or more units than were ordered.
 */
export function refundForLines(
  items: readonly { id: string; quantity: number; itemSubtotalMinor: Minor }[],
  lines: readonly RefundLine[],
): { amountMinor: Minor } | { problem: RefundLinesProblem } {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.itemId, (wanted.get(line.itemId) ?? 0) + line.quantity);
  let amountMinor = 0;
  for (const [itemId, quantity] of wanted) {
    const item = items.find((i) => i.id === itemId);
    if (!item) return { problem: { kind: 'unknownItem', itemId } };
    if (quantity > item.quantity) return { problem: { kind: 'tooMany', itemId, ordered: item.quantity } };
    amountMinor += Math.round((item.itemSubtotalMinor * quantity) / item.quantity);
  }
  return { amountMinor };
}

/** An order's payment status once `refundedMinor` of `paidMinor` has come back. */
export function paymentStatusAfterRefunds(paidMinor: Minor, refundedMinor: Minor): PaymentStatus {
  if (refundedMinor <= 0) return 'Paid';
  return refundedMinor >= paidMinor ? 'Refunded' : 'Partially Refunded';
}

/**
 * The payment methods a restaurant offers diners: its enabled list, without the online method
 * unless it can take cards (the platform has a provider and the restaurant a connected account).
 */
export function offeredPaymentMethods<M extends { methodName: string }>(methods: readonly M[], canTakeCards: boolean): M[] {
  return methods.filter((method) => canTakeCards || !isOnlinePayment(method.methodName));
}
