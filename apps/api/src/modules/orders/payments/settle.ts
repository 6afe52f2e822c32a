/**
 * Settling an order's checkout from what the provider says (its webhook, the server's own
 * retrieval when the diner comes back first, or the sweeper): paid → the order goes live
 * ('Pending Confirmation', payment Paid with its time; the board, the live channel and the
 * e-mails hear of it as a placed order); expired → the order fails (payment Failed; its points
 * and promotion use come back). Exactly once, however many paths report it and in whatever order:
 * the checkout is settled from 'open' and the order moved from 'Awaiting Payment' by conditional
 * updates in one transaction, and a path that finds either done changes nothing.
 */
import { AppError } from '../../../platform/errors.ts';
import type { Writes } from '../../../platform/events.ts';
import type { CheckoutState } from '../../../payments/provider.ts';
import { changeOrderStatus } from '../status-changes.ts';
import { queueFullRefund } from './refunds.ts';
import { setPaymentCharged, setPaymentStatus, settleCheckoutIf, waitFromPayment, type CheckoutSessionRow } from './payment-queries.ts';

export type SettleOutcome = 'live' | 'failed' | 'unchanged' | 'open';

/** The checkout was settled by another path first: this one changes nothing. */
class AlreadySettled extends Error {}

export const PAYMENT_NOT_COMPLETED_NOTE = 'The card payment was not completed.';
/** A session paid at another amount than the order's: never made live, refunded. */
export const PAYMENT_WRONG_AMOUNT_NOTE = 'The card payment came to another amount than the order, so the order was not placed. The payment is refunded in full.';

interface SettleLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export async function settleCheckout(
  writes: Writes,
  checkout: CheckoutSessionRow,
  state: CheckoutState,
  now: Date,
  log: SettleLog,
): Promise<SettleOutcome> {
  if (state.state === 'open') return 'open';
  const { restaurantId, orderId } = checkout;
  if (state.state === 'paid' && state.amountMinor !== checkout.amountMinor) return settleWrongAmount(writes, checkout, state, now, log);
  const paid = state.state === 'paid';
  try {
    await changeOrderStatus(writes, restaurantId, orderId, paid ? 'Pending Confirmation' : 'Failed', {
      now,
      by: 'payments',
      changedByUserId: null,
      notes: paid ? null : PAYMENT_NOT_COMPLETED_NOTE,
      announcePlaced: paid,
      alsoWrite: async (tx) => {
        const settled = await settleCheckoutIf(tx, restaurantId, orderId, paid ? 'paid' : 'expired', state.paymentId, now);
        if (!settled) throw new AlreadySettled();
        await setPaymentStatus(tx, restaurantId, orderId, paid ? 'Paid' : 'Failed', paid ? now : undefined);
        if (paid) await waitFromPayment(tx, restaurantId, orderId, now);
      },
    });
    return paid ? 'live' : 'failed';
  } catch (err) {
    // Another path settled it, or the order is no longer Awaiting Payment (the move is refused).
    if (err instanceof AlreadySettled || (err instanceof AppError && err.code === 'CONFLICT')) {
      if (paid && checkout.state === 'expired') log.error({ orderId }, 'a checkout was paid after its order had failed; refund it by hand');
      return 'unchanged';
    }
    throw err;
  }
}

/**
 * A session paid at another amount than the order's (issue 40, 5: cannot happen with a session we
 * made, so a person must look): the order never goes live. It fails like an unpaid one (its slot,
 * points and promotion use come back) with a note saying why; the payment is recorded as what it
 * charged and refunded in full at once; the order stays in the board's Done today (its payment is
 * not 'Failed') with that note and its refund, where staff see it, and the error is logged.
 */
async function settleWrongAmount(writes: Writes, checkout: CheckoutSessionRow, state: CheckoutState, now: Date, log: SettleLog): Promise<SettleOutcome> {
  const { restaurantId, orderId } = checkout;
  log.error({ orderId, charged: state.amountMinor, expected: checkout.amountMinor }, 'a checkout was paid at another amount than the order; the order failed and the payment is refunded');
  try {
    await changeOrderStatus(writes, restaurantId, orderId, 'Failed', {
      now,
      by: 'payments',
      changedByUserId: null,
      notes: PAYMENT_WRONG_AMOUNT_NOTE,
      alsoWrite: async (tx, moved) => {
        const settled = await settleCheckoutIf(tx, restaurantId, orderId, 'paid', state.paymentId, now);
        if (!settled) throw new AlreadySettled();
        await setPaymentCharged(tx, restaurantId, orderId, state.amountMinor, now);
        await queueFullRefund(tx, { ...moved, paymentStatus: 'Paid', amountPaidMinor: state.amountMinor }, PAYMENT_WRONG_AMOUNT_NOTE, now);
      },
    });
    return 'failed';
  } catch (err) {
    if (err instanceof AlreadySettled || (err instanceof AppError && err.code === 'CONFLICT')) return 'unchanged';
    throw err;
  }
}
