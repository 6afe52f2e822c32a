import { arrayContains, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { restaurantLooks, restaurants, type RestaurantLookRow, type RestaurantRow } from '../../db/schema.ts';

/** The look part as stored (without its restaurant id). */
export type LookPart = Omit<RestaurantLookRow, 'restaurantId'>;

/** The columns the directory keeps (platform/tenant.ts, TenantRestaurant): none of the restaurant's parts. */
type TenantColumns = Pick<RestaurantRow, 'id' | 'slug' | 'name' | 'customDomains' | 'timeZone' | 'currencyCode' | 'currencySymbol' | 'languages' | 'isAcceptingOrders'>;
const tenantColumns = {
  id: restaurants.id,
  slug: restaurants.slug,
  name: restaurants.name,
  customDomains: restaurants.customDomains,
  timeZone: restaurants.timeZone,
  currencyCode: restaurants.currencyCode,
  currencySymbol: restaurants.currencySymbol,
  languages: restaurants.languages,
  isAcceptingOrders: restaurants.isAcceptingOrders,
};

export async function findRestaurantBySlug(db: Database, slug: string): Promise<TenantColumns | null> {
  const [row] = await db.select(tenantColumns).from(restaurants).where(eq(restaurants.slug, slug)).limit(1);
  return row ?? null;
}

export async function findRestaurantByCustomDomain(db: Database, host: string): Promise<TenantColumns | null> {
  const [row] = await db
    .select(tenantColumns)
    .from(restaurants)
    .where(arrayContains(restaurants.customDomains, [host]))
    .limit(1);
  return row ?? null;
}

/** The restaurant's own row (what no part holds). */
export async function findRestaurantRow(db: Database, restaurantId: string): Promise<RestaurantRow | null> {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.id, restaurantId)).limit(1);
  return row ?? null;
}

export async function setAcceptingOrders(db: Executor, restaurantId: string, isAcceptingOrders: boolean): Promise<RestaurantRow | null> {
  const [row] = await db.update(restaurants).set({ isAcceptingOrders }).where(eq(restaurants.id, restaurantId)).returning();
  return row ?? null;
}

/** The restaurant's look part (the restaurants module owns `restaurant_looks`). */
export async function findLookPart(db: Executor, restaurantId: string): Promise<LookPart | null> {
  const [row] = await db
    .select({ theme: restaurantLooks.theme, themeSettings: restaurantLooks.themeSettings, logoUrl: restaurantLooks.logoUrl, coverImageUrl: restaurantLooks.coverImageUrl })
    .from(restaurantLooks)
    .where(eq(restaurantLooks.restaurantId, restaurantId));
  return row ?? null;
}

/** Sets the restaurant's look part (made with the restaurant, or changed). */
export async function storeLookPart(db: Executor, restaurantId: string, part: LookPart): Promise<void> {
  await db.insert(restaurantLooks).values({ restaurantId, ...part }).onConflictDoUpdate({ target: restaurantLooks.restaurantId, set: part });
}
