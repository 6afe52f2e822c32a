import { isOnlinePayment, refundableMinor, refundForLines, toMajor, toMinor, type Minor, type Order, type RefundBody, type StaffRole } from '@platter/domain';

/**
 * The refund dialog's arithmetic, from the domain's rules (`refundableMinor`, `refundForLines`):
 * what a card payment can still give back, what each way of refunding comes to, and the body it
 * sends. Nothing here decides more than the API will: it refuses the same things again.
 */

/**
 * Who may refund a card payment (the API's rule for POST /staff/orders/{id}/refunds). Kept with the
 * staff screens, not in lib/staff.ts: that file is in every page's shell.
 */
export const ROLES_THAT_REFUND: readonly StaffRole[] = ['Owner', 'Manager'];

/** What the card was charged: the order's total (the hosted checkout charges exactly that). */
export const paidMinorOf = (order: Pick<Order, 'totalAmount'>): Minor => toMinor(order.totalAmount);

/** What can still be refunded: the payment less every refund not failed (pending ones included). */
export function refundableOf(order: Pick<Order, 'totalAmount' | 'paymentDetails'>): Minor {
  const refunds = (order.paymentDetails.refunds ?? []).map((refund) => ({ amountMinor: toMinor(refund.amount), status: refund.status }));
  return refundableMinor(paidMinorOf(order), refunds);
}

/** A card payment that has been taken and has something left to give back. */
export function canBeRefunded(order: Pick<Order, 'totalAmount' | 'paymentDetails'>): boolean {
  const { method, paymentStatus } = order.paymentDetails;
  return isOnlinePayment(method) && (paymentStatus === 'Paid' || paymentStatus === 'Partially Refunded') && refundableOf(order) > 0;
}

export type RefundWay = 'full' | 'amount' | 'items';

/** Units to refund per order item id (0 or absent: not refunded). */
export type RefundQuantities = Readonly<Record<string, number>>;

export interface RefundChoice {
  way: RefundWay;
  /** The amount as typed (major units): '12.50'. */
  amountText: string;
  quantities: RefundQuantities;
  /** In full: the diner's tip too (it stays with the staff unless chosen). */
  includeTip?: boolean;
}

export type RefundProblem = 'amountInvalid' | 'amountTooSmall' | 'amountTooLarge' | 'noItems' | 'itemsTooLarge';

/** A typed amount in minor units: digits with at most two decimals ('12', '12.5', '12,50'); null otherwise. */
export function parseAmountMinor(text: string): Minor | null {
  const normal = text.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(normal)) return null;
  return toMinor(Number(normal));
}

const linesOf = (quantities: RefundQuantities) =>
  Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([itemId, quantity]) => ({ itemId, quantity }));

/**
 * What the choice comes to: the amount in minor units (null while it cannot be told), and what is
 * wrong with it, if anything. Full is everything still refundable; by items, each line's share
 * of its item's subtotal (the domain's `refundForLines`).
 */
export function refundAmountOf(order: Pick<Order, 'items' | 'totalAmount' | 'tipAmount' | 'paymentDetails'>, choice: RefundChoice): { amountMinor: Minor | null; problem: RefundProblem | null } {
  const refundable = refundableOf(order);
  if (choice.way === 'full') {
    const amountMinor = choice.includeTip ? refundable : Math.max(0, refundable - toMinor(order.tipAmount));
    return { amountMinor, problem: amountMinor > 0 ? null : 'amountTooSmall' };
  }
  if (choice.way === 'amount') {
    const amountMinor = parseAmountMinor(choice.amountText);
    if (amountMinor === null) return { amountMinor: null, problem: 'amountInvalid' };
    if (amountMinor <= 0) return { amountMinor, problem: 'amountTooSmall' };
    return { amountMinor, problem: amountMinor > refundable ? 'amountTooLarge' : null };
  }
  const lines = linesOf(choice.quantities);
  if (lines.length === 0) return { amountMinor: null, problem: 'noItems' };
  const items = order.items.map((item) => ({ id: item._id, quantity: item.quantity, itemSubtotalMinor: toMinor(item.itemSubtotal) }));
  const result = refundForLines(items, lines);
  // The dialog offers only the order's own items, up to their quantities: a problem here is a stale order.
  if ('problem' in result) return { amountMinor: null, problem: 'noItems' };
  return { amountMinor: result.amountMinor, problem: result.amountMinor > refundable ? 'itemsTooLarge' : null };
}

/** The body of POST /staff/orders/{id}/refunds: neither amount nor lines for a full refund. */
export function refundBodyOf(choice: RefundChoice, amountMinor: Minor, reason: string, includeTip = false): RefundBody {
  const trimmed = reason.trim();
  if (choice.way === 'amount') return { amount: toMajor(amountMinor), reason: trimmed, includeTip: false };
  if (choice.way === 'items') return { lines: linesOf(choice.quantities), reason: trimmed, includeTip: false };
  // The whole order leaves the tip with the staff unless the refunder includes it.
  return { reason: trimmed, includeTip };
}
