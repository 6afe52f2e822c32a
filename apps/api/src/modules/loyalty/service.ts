/**
 * Loyalty points: one balance per diner and restaurant. Points are spent on rewards when an
 * order is placed, given back when that order is cancelled or fails, and earned when an order
 * reaches Delivered or Completed (`pointsEarnedFor` in the domain). Every change runs inside the
 * caller's transaction, so points move exactly when the order does.
 */
import { AppError } from '../../platform/errors.ts';
import { addPoints, deductPoints, findPoints, type Executor } from './queries.ts';

export const NOT_ENOUGH_POINTS = 'You do not have enough points for this reward.';

export async function pointsBalance(db: Executor, userId: string, restaurantId: string): Promise<number> {
  return findPoints(db, userId, restaurantId);
}

/** Spends `points` or refuses with 409 (the balance is checked and changed in one statement). */
export async function spendPoints(tx: Executor, userId: string, restaurantId: string, points: number, now: Date): Promise<void> {
  if (points <= 0) return;
  if (!(await deductPoints(tx, userId, restaurantId, points, now))) {
    throw new AppError('CONFLICT', NOT_ENOUGH_POINTS, [{ field: 'promotionId', message: NOT_ENOUGH_POINTS }]);
  }
}

export async function creditPoints(tx: Executor, userId: string, restaurantId: string, points: number, now: Date): Promise<void> {
  if (points <= 0) return;
  await addPoints(tx, userId, restaurantId, points, now);
}
