/** The back office's reads and guarded writes of promotions: every promotion of the restaurant, paused and ended ones too. */
import { and, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders, products, promotionRedemptions, promotions, type PromotionRow } from '../../db/schema.ts';

/** Newest first. */
export async function listAllPromotions(db: Executor, restaurantId: string): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(eq(promotions.restaurantId, restaurantId))
    .orderBy(desc(promotions.createdAt), desc(promotions.id));
}

/**
 * The promotions among `ids` that an order or a redemption refers to: they are ended (or, by the
 * tenant import, switched off), never deleted, since deleting one would also delete the
 * redemptions its usage limits count and orphan the orders that name it.
 */
export async function promotionsInUse(db: Executor, restaurantId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const ordered = await db
    .selectDistinct({ id: orders.promotionId })
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), isNotNull(orders.promotionId), inArray(orders.promotionId, [...ids])));
  const redeemed = await db
    .selectDistinct({ id: promotionRedemptions.promotionId })
    .from(promotionRedemptions)
    .where(and(eq(promotionRedemptions.restaurantId, restaurantId), inArray(promotionRedemptions.promotionId, [...ids])));
  return new Set([...ordered, ...redeemed].flatMap((r) => r.id ?? []));
}

/** Another promotion of the restaurant with this name (the tenant file names promotions by name). */
export async function promotionNamed(db: Executor, restaurantId: string, name: string, except: string | null): Promise<PromotionRow | null> {
  const conditions: SQL[] = [eq(promotions.restaurantId, restaurantId), eq(promotions.name, name)];
  if (except) conditions.push(ne(promotions.id, except));
  const [row] = await db.select().from(promotions).where(and(...conditions)).limit(1);
  return row ?? null;
}

/** Another promotion of the restaurant holding this code, whatever its case (as diners' codes are matched). */
export async function promotionWithCode(db: Executor, restaurantId: string, code: string, except: string | null): Promise<PromotionRow | null> {
  const conditions: SQL[] = [eq(promotions.restaurantId, restaurantId), sql`lower(${promotions.couponCode}) = lower(${code})`];
  if (except) conditions.push(ne(promotions.id, except));
  const [row] = await db.select().from(promotions).where(and(...conditions)).limit(1);
  return row ?? null;
}

/** Which of `ids` are the restaurant's dishes. */
export async function knownProductIds(db: Executor, restaurantId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.restaurantId, restaurantId), inArray(products.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

export async function insertPromotion(tx: Executor, values: typeof promotions.$inferInsert): Promise<PromotionRow> {
  const [row] = await tx.insert(promotions).values(values).returning();
  return row!;
}

/**
 * Changes a promotion only if it is still at `version` (another change raised it otherwise): null
 * then. Every change raises the version and names who made it.
 */
export async function updatePromotionAt(
  tx: Executor,
  restaurantId: string,
  promotionId: string,
  version: number,
  set: Partial<typeof promotions.$inferInsert>,
  stamp: { now: Date; userId: string },
): Promise<PromotionRow | null> {
  const [row] = await tx
    .update(promotions)
    .set({ ...set, version: sql`${promotions.version} + 1`, updatedAt: stamp.now, updatedBy: stamp.userId })
    .where(and(eq(promotions.restaurantId, restaurantId), eq(promotions.id, promotionId), eq(promotions.version, version)))
    .returning();
  return row ?? null;
}

export async function deletePromotion(tx: Executor, restaurantId: string, promotionId: string): Promise<void> {
  await tx.delete(promotions).where(and(eq(promotions.restaurantId, restaurantId), eq(promotions.id, promotionId)));
}
