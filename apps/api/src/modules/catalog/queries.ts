import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  categories,
  media,
  mediaVariants,
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

/** One rendition of a dish's photo, with the photo's own columns (one row per rendition). */
export interface ProductPhotoRow {
  productId: string;
  mediaId: string;
  sha256: string;
  width: number;
  height: number;
  placeholder: string;
  variant: { format: 'avif' | 'webp'; width: number };
}

export interface ProductExtras {
  categoryLinks: { productId: string; categoryId: string }[];
  groups: OptionGroupRow[];
  values: OptionValueRow[];
  /** The renditions of each listed dish's photo (the restaurant's own), narrowest first. */
  photos: ProductPhotoRow[];
}

/**
 * The photos of the given dishes, each with its renditions, in one query. Only this restaurant's
 * photos: a `media_id` naming another restaurant's photo (or none) joins nothing. `media.id` is
 * compared as text, since `products.media_id` is text (a value that is no uuid matches nothing
 * instead of failing the cast).
 */
export async function loadProductPhotos(db: Executor, restaurantId: string, productIds: string[]): Promise<ProductPhotoRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: products.id,
      mediaId: media.id,
      sha256: media.sha256,
      width: media.width,
      height: media.height,
      placeholder: media.placeholder,
      variant: { format: mediaVariants.format, width: mediaVariants.width },
    })
    .from(products)
    .innerJoin(media, and(eq(media.restaurantId, restaurantId), eq(sql`${media.id}::text`, products.mediaId)))
    .innerJoin(mediaVariants, and(eq(mediaVariants.mediaId, media.id), eq(mediaVariants.restaurantId, restaurantId)))
    .where(and(eq(products.restaurantId, restaurantId), inArray(products.id, productIds)))
    .orderBy(asc(products.id), asc(mediaVariants.width), asc(mediaVariants.format));
}

/** Category links and option groups with values of the given products, in display order. */
export async function loadProductExtras(db: Executor, restaurantId: string, productIds: string[]): Promise<ProductExtras> {
  if (productIds.length === 0) return { categoryLinks: [], groups: [], values: [], photos: [] };
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
  const photos = await loadProductPhotos(db, restaurantId, productIds);
  return { categoryLinks, groups, values, photos };
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
