/**
 * Loyalty points: one balance per diner and restaurant. Points are spent on rewards when an
 * order is placed, given back when that order is cancelled or fails, and earned when an order
 * reaches Delivered or Completed (`pointsEarnedFor` in the domain). Every change runs inside the
 * caller's transaction, so points move exactly when the order does.
 */
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { API_MESSAGES_EN_GB, apiMessage } from '@platter/domain';
import { addPoints, deductPoints, findPoints, listBalancesOfUser } from './queries.ts';

export const NOT_ENOUGH_POINTS = API_MESSAGES_EN_GB['loyalty.notEnoughPoints'];

export async function pointsBalance(db: Executor, restaurantId: string, userId: string): Promise<number> {
  return findPoints(db, restaurantId, userId);
}

/** The diner's points at every restaurant they have any at (their own account). */
export async function pointsByRestaurant(db: Executor, userId: string): Promise<{ restaurantId: string; points: number }[]> {
  return listBalancesOfUser(db, userId);
}

/** Spends `points` or refuses with 409 (the balance is checked and changed in one statement). */
export async function spendPoints(tx: Executor, restaurantId: string, userId: string, points: number, now: Date): Promise<void> {
  if (points <= 0) return;
  if (!(await deductPoints(tx, restaurantId, userId, points, now))) {
    throw new AppError('NOT_ENOUGH_POINTS', apiMessage('loyalty.notEnoughPoints'), [{ field: 'promotionId', message: apiMessage('loyalty.notEnoughPoints') }]);
  }
}

export async function creditPoints(tx: Executor, restaurantId: string, userId: string, points: number, now: Date): Promise<void> {
  if (points <= 0) return;
  await addPoints(tx, restaurantId, userId, points, now);
}
