import { and, asc, count, eq, gt, inArray, isNull, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { promotionRedemptions, promotions, type PromotionRow } from '../../db/schema.ts';

/** The promotion's validity window contains `at`. */
const validAt = (at: Date) => [
  or(isNull(promotions.validFrom), lte(promotions.validFrom, at)),
  or(isNull(promotions.validUntil), gt(promotions.validUntil, at)),
];

export interface PromotionFilter {
  /** Only those whose validity window contains this instant. */
  validAt?: Date | undefined;
  displayedOnly?: boolean | undefined;
}

/** Active promotions of a restaurant; switched-off ones are never public. */
export async function listActivePromotions(db: Database, restaurantId: string, filter: PromotionFilter): Promise<PromotionRow[]> {
  const conditions: (SQL | undefined)[] = [eq(promotions.restaurantId, restaurantId), eq(promotions.isActive, true)];
  if (filter.validAt) conditions.push(...validAt(filter.validAt));
  if (filter.displayedOnly) conditions.push(eq(promotions.displayToCustomers, true));
  return db
    .select()
    .from(promotions)
    .where(and(...conditions))
    .orderBy(asc(promotions.pointsCost), asc(promotions.createdAt), asc(promotions.name));
}

/**
 * The offers that apply by themselves (`isAutomaticOffer`: shown to diners, no code, no points),
 * active, whatever their validity window (judged by the caller at its moment), oldest first (the
 * first wins a tie).
 */
export async function listAutomaticOffers(db: Executor, restaurantId: string): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.restaurantId, restaurantId),
        eq(promotions.isActive, true),
        eq(promotions.displayToCustomers, true),
        isNull(promotions.couponCode),
        eq(promotions.pointsCost, 0),
      ),
    )
    .orderBy(asc(promotions.createdAt), asc(promotions.name), asc(promotions.id));
}

/** A promotion of this restaurant by its code, matched case-insensitively (whatever its state). */
export async function findPromotionByCode(db: Executor, restaurantId: string, code: string): Promise<PromotionRow | null> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.restaurantId, restaurantId), sql`lower(${promotions.couponCode}) = lower(${code})`))
    .limit(1);
  return row ?? null;
}

/**
 * A promotion of this restaurant; another restaurant's is not found. `lock` takes its row lock
 * (FOR NO KEY UPDATE, so rows that reference it can still be inserted meanwhile).
 */
export async function findPromotion(
  db: Executor,
  restaurantId: string,
  promotionId: string,
  options: { lock?: boolean } = {},
): Promise<PromotionRow | null> {
  const query = db
    .select()
    .from(promotions)
    .where(and(eq(promotions.restaurantId, restaurantId), eq(promotions.id, promotionId)))
    .limit(1);
  const [row] = options.lock ? await query.for('no key update') : await query;
  return row ?? null;
}

/** Active loyalty rewards (points cost > 0) valid at `now`, cheapest first. */
export async function listRewards(db: Database, restaurantId: string, now: Date): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.restaurantId, restaurantId),
        eq(promotions.isActive, true),
        gt(promotions.pointsCost, 0),
        ...validAt(now),
      ),
    )
    .orderBy(asc(promotions.pointsCost), asc(promotions.name), asc(promotions.id));
}

export interface RedemptionCounts {
  total: number;
  byUser: number;
}

/** How often each promotion has been redeemed, in all and by this diner (null: nobody). */
export async function countRedemptions(
  db: Executor,
  restaurantId: string,
  promotionIds: readonly string[],
  userId: string | null,
): Promise<Map<string, RedemptionCounts>> {
  const counts = new Map<string, RedemptionCounts>(promotionIds.map((id) => [id, { total: 0, byUser: 0 }]));
  if (promotionIds.length === 0) return counts;
  const rows = await db
    .select({
      promotionId: promotionRedemptions.promotionId,
      total: count(),
      byUser: userId === null ? sql<number>`0` : sql<number>`count(*) filter (where ${promotionRedemptions.userId} = ${userId})`,
    })
    .from(promotionRedemptions)
    .where(and(eq(promotionRedemptions.restaurantId, restaurantId), inArray(promotionRedemptions.promotionId, [...promotionIds])))
    .groupBy(promotionRedemptions.promotionId);
  for (const row of rows) counts.set(row.promotionId, { total: Number(row.total), byUser: Number(row.byUser) });
  return counts;
}

/** A cancelled or failed order gives its use of the promotion back. */
export async function deleteRedemptionsOfOrder(tx: Executor, restaurantId: string, orderId: string): Promise<void> {
  await tx
    .delete(promotionRedemptions)
    .where(and(eq(promotionRedemptions.restaurantId, restaurantId), eq(promotionRedemptions.orderId, orderId)));
}

/** Claimed guest orders' redemptions move to the account (a promotion's per-diner limit then counts them). */
export async function moveRedemptionsToDiner(tx: Executor, restaurantId: string, orderIds: readonly string[], userId: string): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(promotionRedemptions)
    .set({ userId })
    .where(and(eq(promotionRedemptions.restaurantId, restaurantId), inArray(promotionRedemptions.orderId, [...orderIds])));
}

export type NewRedemption = typeof promotionRedemptions.$inferInsert;

/** The INSERT of an order's redemptions, for the orders module's placing statement to run as one of its parts. */
export function redemptionsInsert(db: Executor, rows: readonly NewRedemption[]): SQLWrapper {
  return db.insert(promotionRedemptions).values([...rows]);
}
