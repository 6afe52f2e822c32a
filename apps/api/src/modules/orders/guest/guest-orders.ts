/**
 * Guest checkout's use cases beyond placing (issue 30): cancelling by the link's token, and
 * claiming a verified e-mail's guest orders into the account (docs/reference/orders-and-money.md).
 */
import { POINTS_EARNING_STATUSES, pointsEarnedFor, type ClaimResult, type Order } from '@platter/domain';
import type { Writes } from '../../../platform/events.ts';
import { AppError } from '../../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { creditPoints } from '../../loyalty/index.ts';
import { moveRedemptionsToDiner } from '../../promotions/index.ts';
import { findUserById } from '../../users/index.ts';
import { guestOrderRow } from '../order-reads.ts';
import { restaurantPointsRate, setPointsEarned } from '../queries.ts';
import { cancelMyOrder } from '../status-changes.ts';
import { claimGuestOrderRows } from './guest-queries.ts';

/** PATCH /orders/{id}/cancel-my-order?token=…: the token opens the order, then the diner's rule (Pending Confirmation only). */
export async function cancelGuestOrder(writes: Writes, restaurantId: string, orderId: string, token: string, now: Date): Promise<Order> {
  const row = await guestOrderRow(writes.db, restaurantId, orderId, token);
  return cancelMyOrder(writes, restaurantId, row.userId, orderId, now);
}

/**
 * The guest orders placed here with the account's e-mail join the account, only once that e-mail
 * is verified. Orders already Delivered or Completed credit their points now (once: the claim
 * sets `claimed_at`, and only unclaimed orders are claimed); the others earn them as they move.
 */
export async function claimGuestOrders(
  writes: Writes,
  restaurantId: string,
  userId: string,
  now: Date,
): Promise<ClaimResult> {
  const account = await findUserById(writes.db, userId);
  if (!account || account.isGuest) throw AppError.notFound();
  if (!account.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED', apiMessage('order.emailNotVerified'));
  return writes.db.transaction(async (tx) => {
    const claimed = await claimGuestOrderRows(tx, restaurantId, account.email, account.id, now);
    await moveRedemptionsToDiner(tx, restaurantId, claimed.map((o) => o.id), account.id);
    let pointsCredited = 0;
    const earned = claimed.filter((o) => POINTS_EARNING_STATUSES.includes(o.status) && o.pointsEarned === 0 && o.channel === 'online');
    if (earned.length > 0) {
      const rate = await restaurantPointsRate(tx, restaurantId);
      for (const order of earned) {
        const points = pointsEarnedFor(order.totalMinor, rate);
        if (points <= 0) continue;
        await setPointsEarned(tx, restaurantId, order.id, points);
        pointsCredited += points;
      }
      await creditPoints(tx, restaurantId, account.id, pointsCredited, now);
    }
    return { claimedOrders: claimed.length, pointsCredited };
  });
}
