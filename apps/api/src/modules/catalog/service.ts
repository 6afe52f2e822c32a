import { z } from 'zod';
import { categoriesResponse, productsResponse, type Language, type Product } from '@platter/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { API_MESSAGES_EN_GB, apiMessage } from '@platter/domain';
import type { AppDeps } from '../../platform/deps.ts';
import { recordAudit } from '../audit/index.ts';
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

export const PRODUCT_NOT_FOUND = API_MESSAGES_EN_GB['catalog.productNotFound'];

/** Call after any change to a restaurant's categories, products or options. */
export function invalidateCatalog(app: { catalogCache: Pick<CatalogCache, 'invalidate'> }, restaurantId: string): void {
  app.catalogCache.invalidate(restaurantId);
}

/** Validated against the response contract once, when it enters the cache. */
function serialize<T extends z.ZodType>(schema: T, body: z.output<T>): string {
  return JSON.stringify(z.encode(schema, body));
}

/** Each answer in the diner's language (content-translations.ts): cached per language; an invalidation forgets every one. */
export async function menuCategories(db: Database, cache: CatalogCache, restaurantId: string, language: Language): Promise<SerializedBody> {
  return cache.getOrLoad(restaurantId, `categories:${language}`, async () => {
    const rows = await listActiveCategories(db, restaurantId);
    return serialize(categoriesResponse, { data: { categories: rows.map((row) => presentCategory(row, language)) } });
  });
}

export async function menuProducts(
  db: Database,
  cache: CatalogCache,
  restaurantId: string,
  filter: ProductFilter,
  language: Language,
): Promise<SerializedBody> {
  const key = `products:${language}:${filter.isActive ?? '*'}:${filter.categoryId ?? '*'}:${filter.limit}`;
  return cache.getOrLoad(restaurantId, key, async () => {
    const rows = await listProducts(db, restaurantId, filter);
    const extras = await loadProductExtras(
      db,
      restaurantId,
      rows.map((r) => r.id),
    );
    return serialize(productsResponse, { data: { products: presentProducts(rows, extras, language) } });
  });
}

/** One product of this restaurant, in `language` (null: its own texts); another restaurant's product is not found. */
export async function menuProduct(db: Database, restaurantId: string, productId: string, language: Language | null = null): Promise<Product> {
  const row = await findProduct(db, restaurantId, productId);
  if (!row) throw AppError.notFound(apiMessage('catalog.productNotFound'));
  const extras = await loadProductExtras(db, restaurantId, [row.id]);
  const [product] = presentProducts([row], extras, language);
  if (!product) throw AppError.notFound(apiMessage('catalog.productNotFound'));
  return product;
}

/**
 * Sold out, or back on: the menu, product page and checkout see it at once (the menu cache is
 * invalidated, so its ETags change), and an order with the dish is refused naming it. A change
 * like any other: the dish's version is raised (an editor's change made before is then stale) and
 * the audit log records it.
 */
export async function changeAvailability(
  app: Pick<AppDeps, 'db' | 'clock'> & { catalogCache: Pick<CatalogCache, 'invalidate'> },
  staff: { restaurantId: string; user: { id: string; name: string } },
  productId: string,
  isAvailable: boolean,
): Promise<Product> {
  const { restaurantId } = staff;
  const by = { id: staff.user.id, name: staff.user.name };
  const now = app.clock();
  await app.db.transaction(async (tx) => {
    const before = await findProduct(tx, restaurantId, productId);
    if (!before) throw AppError.notFound(apiMessage('catalog.productNotFound'));
    const after = await setProductAvailability(tx, restaurantId, productId, isAvailable, { now, userId: by.id });
    if (!after) throw AppError.notFound(apiMessage('catalog.productNotFound'));
    await recordAudit(tx, {
      restaurantId,
      by,
      action: 'availability',
      entity: 'product',
      entityId: productId,
      before: { isAvailable: before.isAvailable, version: before.version },
      after: { isAvailable: after.isAvailable, version: after.version },
      at: now,
    });
  });
  invalidateCatalog(app, restaurantId);
  return menuProduct(app.db, restaurantId, productId);
}
