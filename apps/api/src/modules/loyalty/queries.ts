import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loyaltyBalances } from '../../db/schema.ts';

/** The database or an open transaction on it. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export async function findPoints(db: Executor, userId: string, restaurantId: string): Promise<number> {
  const [row] = await db
    .select({ points: loyaltyBalances.points })
    .from(loyaltyBalances)
    .where(and(eq(loyaltyBalances.userId, userId), eq(loyaltyBalances.restaurantId, restaurantId)))
    .limit(1);
  return row?.points ?? 0;
}

/** Takes `points` off only when the balance covers them; false when it does not (nothing changed). */
export async function deductPoints(
  tx: Executor,
  userId: string,
  restaurantId: string,
  points: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(loyaltyBalances)
    .set({ points: sql`${loyaltyBalances.points} - ${points}`, updatedAt: now })
    .where(
      and(
        eq(loyaltyBalances.userId, userId),
        eq(loyaltyBalances.restaurantId, restaurantId),
        gte(loyaltyBalances.points, points),
      ),
    )
    .returning({ points: loyaltyBalances.points });
  return rows.length === 1;
}

/** Adds `points`, opening the balance if the diner has none here yet. */
export async function addPoints(tx: Executor, userId: string, restaurantId: string, points: number, now: Date): Promise<void> {
  await tx
    .insert(loyaltyBalances)
    .values({ userId, restaurantId, points, updatedAt: now })
    .onConflictDoUpdate({
      target: [loyaltyBalances.userId, loyaltyBalances.restaurantId],
      set: { points: sql`${loyaltyBalances.points} + ${points}`, updatedAt: now },
    });
}
