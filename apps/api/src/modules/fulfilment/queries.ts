/** The fulfilment module's SQL: its part of the restaurant (`restaurant_fulfilment`). Decides nothing. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { restaurantFulfilment, type RestaurantFulfilmentRow } from '../../db/schema.ts';

/** The fulfilment part as stored (without its restaurant id). */
export type FulfilmentPart = Omit<RestaurantFulfilmentRow, 'restaurantId'>;

export async function findFulfilmentPart(db: Executor, restaurantId: string): Promise<FulfilmentPart | null> {
  const [row] = await db.select({ deliveryFeeMinor: restaurantFulfilment.deliveryFeeMinor, deliveryMinimumMinor: restaurantFulfilment.deliveryMinimumMinor, allowsCollection: restaurantFulfilment.allowsCollection }).from(restaurantFulfilment).where(eq(restaurantFulfilment.restaurantId, restaurantId));
  return row ?? null;
}

/** Sets the part (made with the restaurant, or changed). */
export async function storeFulfilmentPart(db: Executor, restaurantId: string, part: Partial<FulfilmentPart>): Promise<void> {
  await db.insert(restaurantFulfilment).values({ restaurantId, ...part }).onConflictDoUpdate({ target: restaurantFulfilment.restaurantId, set: part });
}
