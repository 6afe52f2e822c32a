/** The menu editor's reads and guarded writes: every row of the restaurant's menu, hidden and archived ones too. */
import { and, asc, eq, inArray, max, ne, sql } from 'drizzle-orm';
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
export const changeStamp = (kind: 'categories' | 'products', now: Date, userId: string) => ({
  version: sql`${kind === 'categories' ? categories.version : products.version} + 1`,
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

/** Another category of the restaurant with this name (`except` aside), if any. */
export async function categoryNamed(tx: Executor, restaurantId: string, name: string, except: string | null): Promise<boolean> {
  const conditions = [eq(categories.restaurantId, restaurantId), eq(categories.name, name)];
  if (except) conditions.push(ne(categories.id, except));
  const [taken] = await tx.select({ id: categories.id }).from(categories).where(and(...conditions)).limit(1);
  return taken !== undefined;
}

export async function insertCategory(tx: Executor, values: typeof categories.$inferInsert): Promise<CategoryRow> {
  const [row] = await tx.insert(categories).values(values).returning();
  return row!;
}

/** Another dish of the restaurant with this name (`except` aside), if any. */
export async function productNamed(tx: Executor, restaurantId: string, name: string, except: string | null): Promise<boolean> {
  const conditions = [eq(products.restaurantId, restaurantId), eq(products.name, name)];
  if (except) conditions.push(ne(products.id, except));
  const [taken] = await tx.select({ id: products.id }).from(products).where(and(...conditions)).limit(1);
  return taken !== undefined;
}

/** Which of `ids` are categories of the restaurant. */
export async function knownCategoryIds(tx: Executor, restaurantId: string, ids: readonly string[]): Promise<Set<string>> {
  const found = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.restaurantId, restaurantId), inArray(categories.id, [...ids])));
  return new Set(found.map((c) => c.id));
}

export async function insertProduct(tx: Executor, values: typeof products.$inferInsert): Promise<ProductRow> {
  const [row] = await tx.insert(products).values(values).returning();
  return row!;
}

export async function deleteProduct(tx: Executor, restaurantId: string, productId: string): Promise<void> {
  await tx.delete(products).where(and(eq(products.restaurantId, restaurantId), eq(products.id, productId)));
}

export type ProductFields = Partial<typeof products.$inferInsert>;
