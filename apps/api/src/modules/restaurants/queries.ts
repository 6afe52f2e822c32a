import { arrayContains, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { restaurants, type RestaurantRow } from '../../db/schema.ts';

export async function findRestaurantBySlug(db: Database, slug: string): Promise<RestaurantRow | null> {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.slug, slug)).limit(1);
  return row ?? null;
}

export async function findRestaurantByCustomDomain(db: Database, host: string): Promise<RestaurantRow | null> {
  const [row] = await db
    .select()
    .from(restaurants)
    .where(arrayContains(restaurants.customDomains, [host]))
    .limit(1);
  return row ?? null;
}

export async function setAcceptingOrders(db: Executor, restaurantId: string, isAcceptingOrders: boolean): Promise<RestaurantRow | null> {
  const [row] = await db.update(restaurants).set({ isAcceptingOrders }).where(eq(restaurants.id, restaurantId)).returning();
  return row ?? null;
}
