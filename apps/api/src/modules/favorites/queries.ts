/** SQL of favourites: each row is one diner's, at one restaurant; every query names both. */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { favorites, products, users, type ProductRow } from '../../db/schema.ts';

export interface FavoriteProductRow {
  addedAt: Date;
  product: ProductRow;
}

const ofDiner = (restaurantId: string, userId: string) =>
  and(eq(favorites.restaurantId, restaurantId), eq(favorites.userId, userId));

/** The diner's favourites at this restaurant with their products (whatever their state), newest first. */
export async function listFavoriteProducts(
  db: Executor,
  restaurantId: string,
  userId: string,
  limit: number,
): Promise<FavoriteProductRow[]> {
  return db
    .select({ addedAt: favorites.createdAt, product: products })
    .from(favorites)
    .innerJoin(products, and(eq(products.id, favorites.productId), eq(products.restaurantId, restaurantId)))
    .where(ofDiner(restaurantId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.productId))
    .limit(limit);
}

/** Just the product ids, newest first (served by the (restaurant, user, created) index). */
export async function listFavoriteIds(db: Executor, restaurantId: string, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(ofDiner(restaurantId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.productId))
    .limit(limit);
  return rows.map((row) => row.productId);
}

export async function hasFavorite(db: Executor, restaurantId: string, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(and(ofDiner(restaurantId, userId), eq(favorites.productId, productId)))
    .limit(1);
  return row !== undefined;
}

export async function countFavorites(db: Executor, restaurantId: string, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(favorites).where(ofDiner(restaurantId, userId));
  return row?.n ?? 0;
}

/** Whether this restaurant has the product on its menu (active; sold out counts). */
export async function isActiveProduct(db: Executor, restaurantId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.restaurantId, restaurantId), eq(products.id, productId), eq(products.isActive, true)))
    .limit(1);
  return row !== undefined;
}

/** Serialises one diner's favourite additions, so the bound holds under concurrent requests. */
export async function lockDiner(tx: Executor, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Adds the row; an existing one is left as it is (its date too). */
export async function insertFavorite(tx: Executor, restaurantId: string, userId: string, productId: string): Promise<void> {
  await tx.insert(favorites).values({ restaurantId, userId, productId }).onConflictDoNothing();
}

export async function deleteFavorite(db: Executor, restaurantId: string, userId: string, productId: string): Promise<void> {
  await db.delete(favorites).where(and(ofDiner(restaurantId, userId), eq(favorites.productId, productId)));
}
