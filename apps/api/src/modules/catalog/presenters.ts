import { toMajor, type Category, type OptionGroup, type Product } from '@platter/domain';
import type { CategoryRow, ProductRow } from '../../db/schema.ts';
import type { ProductExtras } from './queries.ts';

export function presentCategory(row: CategoryRow): Category {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    displayOrder: row.displayOrder,
    isActive: row.isActive,
  };
}

/** Rows → the wire shape: money in major units, options nested, category ids listed. */
export function presentProducts(rows: ProductRow[], extras: ProductExtras): Product[] {
  const categoriesByProduct = new Map<string, string[]>();
  for (const link of extras.categoryLinks) {
    const list = categoriesByProduct.get(link.productId) ?? [];
    list.push(link.categoryId);
    categoriesByProduct.set(link.productId, list);
  }
  const valuesByGroup = new Map<string, OptionGroup['values']>();
  for (const value of extras.values) {
    const list = valuesByGroup.get(value.groupId) ?? [];
    list.push({
      _id: value.id,
      label: value.label,
      priceAdjustment: toMajor(value.priceAdjustmentMinor),
      isDefault: value.isDefault,
    });
    valuesByGroup.set(value.groupId, list);
  }
  const groupsByProduct = new Map<string, OptionGroup[]>();
  for (const group of extras.groups) {
    const list = groupsByProduct.get(group.productId) ?? [];
    list.push({
      _id: group.id,
      name: group.name,
      minSelections: group.minSelections,
      maxSelections: group.maxSelections,
      values: valuesByGroup.get(group.id) ?? [],
    });
    groupsByProduct.set(group.productId, list);
  }
  return rows.map((row) => ({
    _id: row.id,
    restaurantId: row.restaurantId,
    name: row.name,
    description: row.description,
    price: toMajor(row.priceMinor),
    imageUrl: row.imageUrl,
    thumbnailUrl: row.thumbnailUrl,
    categories: categoriesByProduct.get(row.id) ?? [],
    options: groupsByProduct.get(row.id) ?? [],
    allergens: row.allergens,
    dietaryLabels: row.dietaryLabels,
    isActive: row.isActive,
    isFeatured: row.isFeatured,
    isAvailable: row.isAvailable,
    displayOrder: row.displayOrder,
  }));
}
