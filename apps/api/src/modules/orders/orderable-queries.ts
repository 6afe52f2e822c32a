/**
 * SQL of placing an order: today's products of a restaurant as an order needs them (price, state,
 * option groups with their values), for the price check.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { media, optionGroups, optionValues, products } from '../../db/schema.ts';

/** A product as an order needs it: today's price, state and option groups with their values. */
export interface OrderableProduct {
  id: string;
  name: string;
  priceMinor: number;
  imageUrl: string | null;
  /** The dish's uploaded photo (this restaurant's), whose URL the order line keeps instead of `imageUrl`. */
  photo: { id: string; sha256: string } | null;
  isActive: boolean;
  isAvailable: boolean;
  options: {
    _id: string;
    name: string;
    minSelections: number;
    maxSelections: number;
    values: { _id: string; label: string; priceAdjustmentMinor: number; isDefault: boolean }[];
  }[];
}

/**
 * Every product of this restaurant with its options, in one query (groups and values in the
 * menu's display order): the menu an order is priced against (price-check.ts keeps it cached).
 */
export async function findOrderableProducts(db: Executor, restaurantId: string): Promise<Map<string, OrderableProduct>> {
  const result = new Map<string, OrderableProduct>();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      priceMinor: products.priceMinor,
      imageUrl: products.imageUrl,
      photo: { id: media.id, sha256: media.sha256 },
      isActive: products.isActive,
      isAvailable: products.isAvailable,
      group: {
        id: optionGroups.id,
        name: optionGroups.name,
        minSelections: optionGroups.minSelections,
        maxSelections: optionGroups.maxSelections,
      },
      value: {
        id: optionValues.id,
        label: optionValues.label,
        priceAdjustmentMinor: optionValues.priceAdjustmentMinor,
        isDefault: optionValues.isDefault,
      },
    })
    .from(products)
    .leftJoin(media, and(eq(media.restaurantId, restaurantId), eq(sql`${media.id}::text`, products.mediaId)))
    .leftJoin(optionGroups, and(eq(optionGroups.productId, products.id), eq(optionGroups.restaurantId, restaurantId)))
    .leftJoin(optionValues, and(eq(optionValues.groupId, optionGroups.id), eq(optionValues.restaurantId, restaurantId)))
    .where(eq(products.restaurantId, restaurantId))
    .orderBy(
      asc(products.id),
      asc(optionGroups.displayOrder),
      asc(optionGroups.name),
      asc(optionGroups.id),
      asc(optionValues.displayOrder),
      asc(optionValues.label),
    );
  for (const row of rows) {
    let product = result.get(row.id);
    if (!product) {
      product = {
        id: row.id,
        name: row.name,
        priceMinor: row.priceMinor,
        imageUrl: row.imageUrl,
        photo: row.photo,
        isActive: row.isActive,
        isAvailable: row.isAvailable,
        options: [],
      };
      result.set(row.id, product);
    }
    if (!row.group) continue;
    let group = product.options.at(-1);
    if (group?._id !== row.group.id) {
      group = { _id: row.group.id, ...row.group, values: [] };
      product.options.push(group);
    }
    if (row.value) group.values.push({ _id: row.value.id, ...row.value });
  }
  return result;
}
