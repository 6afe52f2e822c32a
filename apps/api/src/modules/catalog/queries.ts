import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  categories,
  optionGroups,
  optionValues,
  productCategories,
  products,
  type CategoryRow,
  type OptionGroupRow,
  type OptionValueRow,
  type ProductRow,
} from '../../db/schema.ts';

export async function listActiveCategories(db: Database, restaurantId: string): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(and(eq(categories.restaurantId, restaurantId), eq(categories.isActive, true)))
    .orderBy(asc(categories.displayOrder), asc(categories.name));
}

export interface ProductFilter {
  isActive?: boolean | undefined;
  categoryId?: string | undefined;
  limit: number;
}

export async function listProducts(db: Database, restaurantId: string, filter: ProductFilter): Promise<ProductRow[]> {
  const conditions: SQL[] = [eq(products.restaurantId, restaurantId)];
  if (filter.isActive !== undefined) conditions.push(eq(products.isActive, filter.isActive));
  if (filter.categoryId !== undefined) {
    const inCategory = db
      .select({ productId: productCategories.productId })
      .from(productCategories)
      .where(and(eq(productCategories.restaurantId, restaurantId), eq(productCategories.categoryId, filter.categoryId)));
    conditions.push(inArray(products.id, inCategory));
  }
  return db
    .select()
    .from(products)
    .where(and(...conditions))
    .orderBy(asc(products.displayOrder), asc(products.name), asc(products.id))
    .limit(filter.limit);
}

export async function findProduct(db: Executor, restaurantId: string, productId: string): Promise<ProductRow | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.restaurantId, restaurantId), eq(products.id, productId)))
    .limit(1);
  return row ?? null;
}

export interface ProductExtras {
  categoryLinks: { productId: string; categoryId: string }[];
  groups: OptionGroupRow[];
  values: OptionValueRow[];
}

/** Category links and option groups with values of the given products, in display order. */
export async function loadProductExtras(db: Executor, restaurantId: string, productIds: string[]): Promise<ProductExtras> {
  if (productIds.length === 0) return { categoryLinks: [], groups: [], values: [] };
  // One after the other: inside a transaction they share one connection.
  const categoryLinks = await db
    .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(and(eq(productCategories.restaurantId, restaurantId), inArray(productCategories.productId, productIds)))
    .orderBy(asc(categories.displayOrder));
  const groups = await db
    .select()
    .from(optionGroups)
    .where(and(eq(optionGroups.restaurantId, restaurantId), inArray(optionGroups.productId, productIds)))
    .orderBy(asc(optionGroups.displayOrder), asc(optionGroups.name));
  const values =
    groups.length === 0
      ? []
      : await db
          .select()
          .from(optionValues)
          .where(
            and(
              eq(optionValues.restaurantId, restaurantId),
              inArray(
                optionValues.groupId,
                groups.map((g) => g.id),
              ),
            ),
          )
          .orderBy(asc(optionValues.displayOrder), asc(optionValues.label));
  return { categoryLinks, groups, values };
}

/** Marks one of this restaurant's products available or sold out (a change: its version rises); null when it is not theirs. */
export async function setProductAvailability(
  db: Executor,
  restaurantId: string,
  productId: string,
  isAvailable: boolean,
  change: { now: Date; userId: string },
): Promise<ProductRow | null> {
  const [row] = await db
    .update(products)
    .set({ isAvailable, version: sql`${products.version} + 1`, updatedAt: change.now, updatedBy: change.userId })
    .where(and(eq(products.restaurantId, restaurantId), eq(products.id, productId)))
    .returning();
  return row ?? null;
}
