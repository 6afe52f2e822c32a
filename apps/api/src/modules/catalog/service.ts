import { z } from 'zod';
import { categoriesResponse, productsResponse, type Product } from '@platter/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { CatalogCache, SerializedBody } from './cache.ts';
import { presentCategory, presentProducts } from './presenters.ts';
import {
  findProduct,
  listActiveCategories,
  listProducts,
  loadProductExtras,
  setProductAvailability,
  type ProductFilter,
} from './queries.ts';

export const PRODUCT_NOT_FOUND = 'Product not found.';

/** Call after any change to a restaurant's categories, products or options. */
export function invalidateCatalog(app: FastifyInstance, restaurantId: string): void {
  app.catalogCache.invalidate(restaurantId);
}

/** Validated against the response contract once, when it enters the cache. */
function serialize<T extends z.ZodType>(schema: T, body: z.output<T>): string {
  return JSON.stringify(z.encode(schema, body));
}

export async function menuCategories(db: Database, cache: CatalogCache, restaurantId: string): Promise<SerializedBody> {
  return cache.getOrLoad(restaurantId, 'categories', async () => {
    const rows = await listActiveCategories(db, restaurantId);
    return serialize(categoriesResponse, { data: { categories: rows.map(presentCategory) } });
  });
}

export async function menuProducts(
  db: Database,
  cache: CatalogCache,
  restaurantId: string,
  filter: ProductFilter,
): Promise<SerializedBody> {
  const key = `products:${filter.isActive ?? '*'}:${filter.categoryId ?? '*'}:${filter.limit}`;
  return cache.getOrLoad(restaurantId, key, async () => {
    const rows = await listProducts(db, restaurantId, filter);
    const extras = await loadProductExtras(
      db,
      restaurantId,
      rows.map((r) => r.id),
    );
    return serialize(productsResponse, { data: { products: presentProducts(rows, extras) } });
  });
}

/** One product of this restaurant; another restaurant's product is not found. */
export async function menuProduct(db: Database, restaurantId: string, productId: string): Promise<Product> {
  const row = await findProduct(db, restaurantId, productId);
  if (!row) throw AppError.notFound(PRODUCT_NOT_FOUND);
  const extras = await loadProductExtras(db, restaurantId, [row.id]);
  const [product] = presentProducts([row], extras);
  if (!product) throw AppError.notFound(PRODUCT_NOT_FOUND);
  return product;
}

/**
 * Sold out, or back on: the menu, product page and checkout see it at once (the menu cache is
 * invalidated, so its ETags change), and an order with the dish is refused naming it.
 */
export async function changeAvailability(
  app: FastifyInstance,
  restaurantId: string,
  productId: string,
  isAvailable: boolean,
): Promise<Product> {
  const row = await setProductAvailability(app.db, restaurantId, productId, isAvailable);
  if (!row) throw AppError.notFound(PRODUCT_NOT_FOUND);
  invalidateCatalog(app, restaurantId);
  return menuProduct(app.db, restaurantId, productId);
}
