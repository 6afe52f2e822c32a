/**
 * Refunds of card payments. A refund is decided in one transaction under the order's row lock
 * (two staff clicking at once take turns, so refunds never add up to more than was paid), stored
 * Pending, and made at the provider afterwards by the payments worker (worker.ts), keyed by the
 * refund's id so a retry never refunds twice. Its outcome comes back from the provider (its
 * answer, or its webhook): succeeded refunds add up on the order, set its payment status and
 * e-mail the diner; a failed one gives its amount back to what can still be refunded.
 */
import {
  formatPrice,
  isOnlinePayment,
  paymentStatusAfterRefunds,
  refundForLines,
  refundTooLargeMessage,
  refundableMinor,
  toMajor,
  toMinor,
  type Order,
  type OrderRefund,
  type RefundBody,
  type RefundLine,
} from '@platter/domain';
import type { Executor, Transaction } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import type { Writes } from '../../../platform/events.ts';
import { loadOrder } from '../order-reads.ts';
import { presentRefund } from '../presenters.ts';
import type { OrderRow } from '../queries.ts';
import type { RefundState } from '../../../payments/provider.ts';
import { addRefunded, insertRefund, lockOrder, refundsOfOrder, settleRefundIf, type RefundRow } from './payment-queries.ts';

/** Payment statuses an order can be refunded from. */
const REFUNDABLE = new Set(['Paid', 'Partially Refunded']);

function isPaidByCard(order: OrderRow): boolean {
  return isOnlinePayment(order.paymentMethod) && REFUNDABLE.has(order.paymentStatus);
}

/** What a card order's diner paid: its total (the checkout charged exactly that), or what a payment at another amount charged. */
function paidMinor(order: OrderRow): number {
  return order.amountPaidMinor ?? order.totalMinor;
}

function money(order: OrderRow, minor: number): string {
  return formatPrice(toMajor(minor), order.currencySymbol);
}

/** The amount a refund request asks for, checked against what can still be refunded. */
function amountAsked(order: OrderRow, items: readonly { id: string; quantity: number; itemSubtotalMinor: number }[], body: RefundBody, remaining: number): number {
  if (remaining <= 0) throw new AppError('REFUND_EXCEEDS_PAID', apiMessage('payments.alreadyRefunded'));
  // The whole order: the tip stays with the staff unless the refunder includes it.
  let amount = body.includeTip ? remaining : Math.max(0, remaining - order.tipMinor);
  if (amount <= 0 && body.amount === undefined && !body.lines) {
    const message = 'Only the tip is left to refund: include the tip to refund it.';
    throw new AppError('REFUND_EXCEEDS_PAID', message, [{ field: 'includeTip', message }], { refundable: toMajor(remaining) });
  }
  if (body.amount !== undefined) amount = toMinor(body.amount);
  else if (body.lines) {
    const priced = refundForLines(items, body.lines);
    if ('problem' in priced) {
      const message =
        priced.problem.kind === 'unknownItem'
          ? 'One of the lines to refund is not on this order.'
          : `You can refund at most ${priced.problem.ordered} of that line.`;
      throw new AppError('REFUND_LINES_INVALID', message, [{ field: 'lines', message }]);
    }
    amount = priced.amountMinor;
  }
  if (amount <= 0) throw AppError.badRequest(apiMessage('payments.refundNothing'), [{ field: 'amount', message: apiMessage('payments.refundNothing') }]);
  if (amount > remaining) {
    throw new AppError('REFUND_EXCEEDS_PAID', refundTooLargeMessage(money(order, remaining)), undefined, { refundable: toMajor(remaining) });
  }
  return amount;
}

/**
 * POST /staff/orders/{id}/refunds: Owner or Manager refunds a paid card order in full (no amount
 * nor lines: all but the tip, unless `includeTip`), by amount, or by lines, with a reason. Answers the order with its new Pending refund.
 */
export async function requestRefund(
  writes: Writes,
  restaurantId: string,
  orderId: string,
  body: RefundBody,
  by: { userId: string },
  now: Date,
  itemsOf: (tx: Executor) => Promise<{ id: string; quantity: number; itemSubtotalMinor: number }[]>,
): Promise<{ order: Order; refund: OrderRefund }> {
  return writes.events.commit(writes.db, async (tx) => {
    const order = await lockOrder(tx, restaurantId, orderId);
    if (!order) throw AppError.notFound(apiMessage('order.notFound'));
    if (!isPaidByCard(order)) {
      throw new AppError(order.paymentStatus === 'Refunded' ? 'REFUND_EXCEEDS_PAID' : 'ORDER_NOT_PAID', order.paymentStatus === 'Refunded' ? apiMessage('payments.alreadyRefunded') : apiMessage('payments.orderNotPaid'));
    }
    const remaining = refundableMinor(paidMinor(order), await refundsOfOrder(tx, restaurantId, orderId));
    const amountMinor = amountAsked(order, await itemsOf(tx), body, remaining);
    const row = await insertRefund(tx, {
      restaurantId,
      orderId,
      amountMinor,
      reason: body.reason,
      lines: (body.lines as RefundLine[] | undefined) ?? null,
      automatic: false,
      requestedByUserId: by.userId,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    });
    const refund = presentRefund(row);
    const stored = await loadOrder(tx, restaurantId, orderId, true);
    return { value: { order: stored, refund }, events: [{ type: 'order.payment_changed', restaurantId, userId: order.userId, order: stored, refund }] };
  });
}

/**
 * Inside a status change's transaction (the order's row is locked by its update): a paid card
 * order the restaurant rejected or the diner cancelled is refunded in full, by itself.
 */
export async function queueFullRefund(tx: Transaction, order: OrderRow, reason: string, now: Date): Promise<RefundRow | null> {
  if (!isPaidByCard(order)) return null;
  const remaining = refundableMinor(paidMinor(order), await refundsOfOrder(tx, order.restaurantId, order.id));
  if (remaining <= 0) return null;
  return insertRefund(tx, {
    restaurantId: order.restaurantId,
    orderId: order.id,
    amountMinor: remaining,
    reason,
    lines: null,
    automatic: true,
    requestedByUserId: null,
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * The provider says how a refund ended (its answer or its webhook): applied once (a conditional
 * update from Pending), then the order's refunded amount and payment status follow, and the
 * board, the diner's page and (for a success) the diner's inbox hear of it.
 */
export async function applyRefundOutcome(writes: Writes, refund: RefundRow, state: RefundState, now: Date): Promise<boolean> {
  if (state.status === 'pending') return false;
  return writes.events.commit(writes.db, async (tx) => {
    const settled = await settleRefundIf(
      tx,
      refund.restaurantId,
      refund.id,
      state.status === 'succeeded' ? 'Succeeded' : 'Failed',
      state.providerRefundId,
      now,
      state.status === 'failed' ? 'The payment provider could not make the refund.' : null,
    );
    if (!settled) return { value: false, events: [] };
    const order = await lockOrder(tx, refund.restaurantId, refund.orderId);
    if (!order) return { value: true, events: [] };
    if (settled.status === 'Succeeded') {
      await addRefunded(tx, refund.restaurantId, refund.orderId, settled.amountMinor, (refunded) => paymentStatusAfterRefunds(paidMinor(order), refunded));
    }
    const stored = await loadOrder(tx, refund.restaurantId, refund.orderId, true);
    return {
      value: true,
      events: [{ type: 'order.payment_changed', restaurantId: refund.restaurantId, userId: order.userId, order: stored, refund: presentRefund(settled) }],
    };
  });
}
