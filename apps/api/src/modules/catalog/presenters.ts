import { localized, toMajor, type Category, type Language, type OptionGroup, type Product, type ProductPhoto } from '@platter/domain';
import type { CategoryRow, ProductRow } from '../../db/schema.ts';
import { productPhotoOf } from '../media/index.ts';
import type { ProductExtras, ProductPhotoRow } from './queries.ts';

/** The width a dish's thumbnail asks of its photo (`?w=`: the narrowest rendition at least that wide). */
const THUMBNAIL_WIDTH = 320;

/**
 * `language`: the diner's (the storefront: each text in it, else the default language's,
 * content-translations.ts); null for the editor, which shows the row's own texts and edits the
 * translations beside them.
 */
export function presentCategory(stored: CategoryRow, language: Language | null = null): Category {
  const row = language ? localized(stored, language, ['name', 'description']) : stored;
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    displayOrder: row.displayOrder,
    isActive: row.isActive,
  };
}

/** Each dish's photo from its renditions' rows (one query for the whole list: queries.ts). */
function photosByProduct(rows: readonly ProductPhotoRow[]): Map<string, ProductPhoto> {
  const grouped = new Map<string, ProductPhotoRow[]>();
  for (const row of rows) grouped.set(row.productId, [...(grouped.get(row.productId) ?? []), row]);
  const photos = new Map<string, ProductPhoto>();
  for (const [productId, list] of grouped) {
    const { mediaId, sha256, width, height, placeholder } = list[0]!;
    photos.set(productId, productPhotoOf({ id: mediaId, sha256, width, height, placeholder, variants: list.map((r) => r.variant) }));
  }
  return photos;
}

/**
 * Rows → the wire shape: money in major units, options nested, category ids listed. A dish with
 * an uploaded photo shows it everywhere: `photo` for `<picture>`, and `imageUrl` / `thumbnailUrl`
 * its URL (the thumbnail at 320 px), so the cart, order lines and any plain `<img>` show it too.
 */
function shownImage(row: ProductRow, photo: ProductPhoto | null): Pick<Product, 'imageUrl' | 'thumbnailUrl' | 'photo'> {
  if (!photo) return { imageUrl: row.imageUrl, thumbnailUrl: row.thumbnailUrl, photo: null };
  return { imageUrl: photo.url, thumbnailUrl: `${photo.url}?w=${THUMBNAIL_WIDTH}`, photo };
}

export function presentProducts(rows: ProductRow[], extras: ProductExtras, language: Language | null = null): Product[] {
  const shown = <R extends { translations: ProductRow['translations'] }, F extends keyof R & string>(row: R, fields: F[]): R =>
    language ? localized(row, language, fields) : row;
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
      label: shown(value, ['label']).label,
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
      name: shown(group, ['name']).name,
      minSelections: group.minSelections,
      maxSelections: group.maxSelections,
      values: valuesByGroup.get(group.id) ?? [],
    });
    groupsByProduct.set(group.productId, list);
  }
  const photos = photosByProduct(extras.photos);
  return rows.map((row) => ({
    _id: row.id,
    restaurantId: row.restaurantId,
    name: shown(row, ['name']).name,
    description: shown(row, ['description']).description,
    price: toMajor(row.priceMinor),
    ...shownImage(row, photos.get(row.id) ?? null),
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

