/** SQL of loyalty balances: one row per diner and restaurant. The one module that reads or writes them. */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loyaltyBalances } from '../../db/schema.ts';

export async function findPoints(db: Executor, restaurantId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ points: loyaltyBalances.points })
    .from(loyaltyBalances)
    .where(and(eq(loyaltyBalances.restaurantId, restaurantId), eq(loyaltyBalances.userId, userId)))
    .limit(1);
  return row?.points ?? 0;
}

/**
 * Every balance of one diner, across restaurants: their own account (`data.user`'s
 * restaurantAffiliations), never another diner's.
 */
export async function listBalancesOfUser(db: Executor, userId: string): Promise<{ restaurantId: string; points: number }[]> {
  return db
    .select({ restaurantId: loyaltyBalances.restaurantId, points: loyaltyBalances.points })
    .from(loyaltyBalances)
    .where(eq(loyaltyBalances.userId, userId));
}

/** Takes `points` off only when the balance covers them; false when it does not (nothing changed). */
export async function deductPoints(
  tx: Executor,
  restaurantId: string,
  userId: string,
  points: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(loyaltyBalances)
    .set({ points: sql`${loyaltyBalances.points} - ${points}`, updatedAt: now })
    .where(
      and(
        eq(loyaltyBalances.restaurantId, restaurantId),
        eq(loyaltyBalances.userId, userId),
        gte(loyaltyBalances.points, points),
      ),
    )
    .returning({ points: loyaltyBalances.points });
  return rows.length === 1;
}

/** Adds `points`, opening the balance if the diner has none here yet. */
export async function addPoints(tx: Executor, restaurantId: string, userId: string, points: number, now: Date): Promise<void> {
  await tx
    .insert(loyaltyBalances)
    .values({ userId, restaurantId, points, updatedAt: now })
    .onConflictDoUpdate({
      target: [loyaltyBalances.userId, loyaltyBalances.restaurantId],
      set: { points: sql`${loyaltyBalances.points} + ${points}`, updatedAt: now },
    });
}
