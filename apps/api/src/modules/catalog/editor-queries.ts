/** The menu editor's reads and guarded writes: every row of the restaurant's menu, hidden and archived ones too. */
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { categories, orderItems, productCategories, products, users, type CategoryRow, type ProductRow } from '../../db/schema.ts';

export async function listAllCategories(db: Executor, restaurantId: string): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(eq(categories.restaurantId, restaurantId))
    .orderBy(asc(categories.displayOrder), asc(categories.name), asc(categories.id));
}

export async function listAllProducts(db: Executor, restaurantId: string): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.restaurantId, restaurantId))
    .orderBy(asc(products.displayOrder), asc(products.name), asc(products.id));
}

export async function findCategory(db: Executor, restaurantId: string, categoryId: string): Promise<CategoryRow | null> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.restaurantId, restaurantId), eq(categories.id, categoryId)))
    .limit(1);
  return row ?? null;
}

/** The names of the people who made the last changes, by user id. */
export async function editorNames(db: Executor, userIds: (string | null)[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The display order after the last category or dish: new ones go at the end of the menu. */
export async function nextCategoryOrder(db: Executor, restaurantId: string): Promise<number> {
  const [row] = await db.select({ last: max(categories.displayOrder) }).from(categories).where(eq(categories.restaurantId, restaurantId));
  return (row?.last ?? 0) + 10;
}

export async function nextProductOrder(db: Executor, restaurantId: string): Promise<number> {
  const [row] = await db.select({ last: max(products.displayOrder) }).from(products).where(eq(products.restaurantId, restaurantId));
  return (row?.last ?? 0) + 10;
}

/** What every change sets besides its own fields: the next version, when, and who. */
export const changeStamp = (table: typeof categories | typeof products, now: Date, userId: string) => ({
  version: sql`${table.version} + 1`,
  updatedAt: now,
  updatedBy: userId,
});

/** Changes a category only if it is still at `version` (another change raised it otherwise): null then. */
export async function updateCategoryAt(
  tx: Executor,
  restaurantId: string,
  categoryId: string,
  version: number,
  set: Partial<typeof categories.$inferInsert>,
  stamp: ReturnType<typeof changeStamp>,
): Promise<CategoryRow | null> {
  const [row] = await tx
    .update(categories)
    .set({ ...set, ...stamp })
    .where(and(eq(categories.restaurantId, restaurantId), eq(categories.id, categoryId), eq(categories.version, version)))
    .returning();
  return row ?? null;
}

/** Changes a dish only if it is still at `version`: null otherwise. */
export async function updateProductAt(
  tx: Executor,
  restaurantId: string,
  productId: string,
  version: number,
  set: Partial<typeof products.$inferInsert>,
  stamp: ReturnType<typeof changeStamp>,
): Promise<ProductRow | null> {
  const [row] = await tx
    .update(products)
    .set({ ...set, ...stamp })
    .where(and(eq(products.restaurantId, restaurantId), eq(products.id, productId), eq(products.version, version)))
    .returning();
  return row ?? null;
}

/** Whether any order refers to the dish (then it is archived, never deleted). */
export async function isOrdered(tx: Executor, restaurantId: string, productId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.restaurantId, restaurantId), eq(orderItems.productId, productId)))
    .limit(1);
  return row !== undefined;
}

/** Puts the dish in exactly these categories (ids already checked to be the restaurant's). */
export async function setProductCategories(tx: Executor, restaurantId: string, productId: string, categoryIds: readonly string[]): Promise<void> {
  const current = await tx
    .select({ categoryId: productCategories.categoryId })
    .from(productCategories)
    .where(and(eq(productCategories.restaurantId, restaurantId), eq(productCategories.productId, productId)));
  const have = new Set(current.map((l) => l.categoryId));
  const wanted = new Set(categoryIds);
  const gone = [...have].filter((id) => !wanted.has(id));
  const added = categoryIds.filter((id) => !have.has(id));
  if (gone.length) {
    await tx
      .delete(productCategories)
      .where(and(eq(productCategories.productId, productId), inArray(productCategories.categoryId, gone)));
  }
  if (added.length) await tx.insert(productCategories).values(added.map((categoryId) => ({ restaurantId, productId, categoryId })));
}

/** The dishes in a category (ids). */
export async function productIdsIn(db: Executor, restaurantId: string, categoryId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: productCategories.productId })
    .from(productCategories)
    .where(and(eq(productCategories.restaurantId, restaurantId), eq(productCategories.categoryId, categoryId)));
  return rows.map((r) => r.productId);
}
