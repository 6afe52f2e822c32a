import { and, asc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { promotions, type PromotionRow } from '../../db/schema.ts';

export interface PromotionFilter {
  /** Only those whose validity window contains this instant. */
  validAt?: Date | undefined;
  displayedOnly?: boolean | undefined;
}

/** Active promotions of a restaurant; switched-off ones are never public. */
export async function listActivePromotions(
  db: Database,
  restaurantId: string,
  filter: PromotionFilter,
): Promise<PromotionRow[]> {
  const conditions: (SQL | undefined)[] = [eq(promotions.restaurantId, restaurantId), eq(promotions.isActive, true)];
  if (filter.validAt) {
    conditions.push(or(isNull(promotions.validFrom), lte(promotions.validFrom, filter.validAt)));
    conditions.push(or(isNull(promotions.validUntil), gt(promotions.validUntil, filter.validAt)));
  }
  if (filter.displayedOnly) conditions.push(eq(promotions.displayToCustomers, true));
  return db
    .select()
    .from(promotions)
    .where(and(...conditions))
    .orderBy(asc(promotions.pointsCost), asc(promotions.createdAt), asc(promotions.name));
}
