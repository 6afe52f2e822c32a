/**
 * Moving an order through its statuses, with the loyalty points that go with it: earned on
 * reaching Delivered or Completed (once), given back with the promotion's use when the order is
 * cancelled or fails.
 */
import {
  ORDER_MESSAGES,
  POINTS_EARNING_STATUSES,
  POINTS_REFUNDING_STATUSES,
  canTransition,
  pointsEarnedFor,
  statusesThatCanReach,
  type Order,
  type OrderStatus,
} from '@platter/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { creditPoints } from '../loyalty/service.ts';
import { deleteRedemptionsOfOrder } from '../promotions/queries.ts';
import { loadOrder } from './order-reads.ts';
import {
  findDinersOrder,
  findOrder,
  insertStatusChange,
  restaurantPointsRate,
  setPointsEarned,
  updateStatusIf,
} from './queries.ts';

export interface ChangeStatusOptions {
  now?: Date;
  /** Only the order this diner placed (else 404). */
  placedBy?: string;
  notes?: string | null;
  changedByUserId?: string | null;
  /** The 409 text when the order is no longer in a status it could move from. */
  conflictMessage?: (current: OrderStatus) => string;
}

/**
 * Moves one of this restaurant's orders to `status` if the rules allow it from where it is
 * (domain `canTransition`), with a conditional update so that two racing changes (a diner
 * cancelling while the kitchen confirms) cannot both apply: the loser gets a 409. Another
 * restaurant's order is 404. In the same transaction it records the change in the history and
 * moves the points.
 */
export async function changeOrderStatus(
  db: Database,
  restaurantId: string,
  orderId: string,
  status: OrderStatus,
  options: ChangeStatusOptions = {},
): Promise<Order> {
  const now = options.now ?? new Date();
  const current = options.placedBy
    ? await findDinersOrder(db, restaurantId, options.placedBy, orderId)
    : await findOrder(db, restaurantId, orderId);
  if (!current) throw AppError.notFound(ORDER_MESSAGES.orderNotFound);
  const refuse = (from: OrderStatus) =>
    new AppError('CONFLICT', options.conflictMessage?.(from) ?? `An order that is ${from} cannot be changed to ${status}.`);
  if (!canTransition(current.status, status, current.orderType)) throw refuse(current.status);

  await db.transaction(async (tx) => {
    const updated = await updateStatusIf(tx, restaurantId, orderId, statusesThatCanReach(status, current.orderType), status, now);
    if (!updated) {
      const latest = await findOrder(tx, restaurantId, orderId);
      throw refuse(latest?.status ?? current.status);
    }
    await insertStatusChange(tx, {
      restaurantId,
      orderId,
      status,
      changedAt: now,
      notes: options.notes ?? null,
      changedByUserId: options.changedByUserId ?? null,
    });
    if (POINTS_EARNING_STATUSES.includes(status) && updated.pointsEarned === 0) {
      const points = pointsEarnedFor(updated.totalMinor, await restaurantPointsRate(tx, restaurantId));
      if (points > 0) {
        await creditPoints(tx, restaurantId, updated.userId, points, now);
        await setPointsEarned(tx, restaurantId, orderId, points);
      }
    }
    if (POINTS_REFUNDING_STATUSES.includes(status)) {
      await creditPoints(tx, restaurantId, updated.userId, updated.pointsSpent, now);
      if (updated.promotionId) await deleteRedemptionsOfOrder(tx, restaurantId, orderId);
    }
  });
  return loadOrder(db, restaurantId, orderId);
}

/** PATCH /orders/{id}/cancel-my-order: only the diner's own order, only while Pending Confirmation. */
export async function cancelMyOrder(
  db: Database,
  restaurantId: string,
  userId: string,
  orderId: string,
  now: Date,
): Promise<Order> {
  return changeOrderStatus(db, restaurantId, orderId, 'Cancelled by User', {
    now,
    placedBy: userId,
    changedByUserId: userId,
    notes: 'Cancelled by the customer.',
    conflictMessage: (current) =>
      `This order can no longer be cancelled: it is already ${current}. Please contact the restaurant.`,
  });
}
