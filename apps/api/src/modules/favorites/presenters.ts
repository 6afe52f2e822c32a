import type { Favorite } from '@platter/domain';
import { presentProducts, type ProductExtras } from '../catalog/index.ts';
import type { FavoriteProductRow } from './queries.ts';

/** Each favourite with its dish exactly as the menu presents it (the catalogue's own presenter). */
export function presentFavorites(rows: FavoriteProductRow[], extras: ProductExtras): Favorite[] {
  const products = presentProducts(
    rows.map((row) => row.product),
    extras,
  );
  return rows.map((row, index) => ({
    productId: row.product.id,
    addedAt: row.addedAt.toISOString(),
    product: products[index]!,
  }));
}
