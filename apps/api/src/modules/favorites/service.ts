/**
 * Favourites: a diner's dishes at one restaurant. Adding and removing are idempotent; only a dish
 * on this restaurant's menu can be added (another restaurant's, an unknown or a withdrawn one is
 * not found); a diner keeps at most MAX_FAVORITES per restaurant, so the list is one page.
 */
import { MAX_FAVORITES, type Favorite } from '@platter/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { loadProductExtras } from '../catalog/index.ts';
import { presentFavorites } from './presenters.ts';
import {
  countFavorites,
  deleteFavorite,
  hasFavorite,
  insertFavorite,
  isActiveProduct,
  listFavoriteIds,
  listFavoriteProducts,
  lockDiner,
} from './queries.ts';

/** Newest first, each with its dish as the menu shows it, sold-out and withdrawn ones included. */
export async function favoritesOf(db: Database, restaurantId: string, userId: string): Promise<Favorite[]> {
  const rows = await listFavoriteProducts(db, restaurantId, userId, MAX_FAVORITES);
  const extras = await loadProductExtras(
    db,
    restaurantId,
    rows.map((row) => row.product.id),
  );
  return presentFavorites(rows, extras);
}

export async function favoriteIdsOf(db: Database, restaurantId: string, userId: string): Promise<string[]> {
  return listFavoriteIds(db, restaurantId, userId, MAX_FAVORITES);
}

/** Adds the dish; already a favourite is fine (nothing changes, its date stays). */
export async function addFavorite(db: Database, restaurantId: string, userId: string, productId: string): Promise<void> {
  if (await hasFavorite(db, restaurantId, userId, productId)) return;
  if (!(await isActiveProduct(db, restaurantId, productId))) throw AppError.notFound(apiMessage('catalog.productNotFound'));
  try {
    await db.transaction(async (tx) => {
      await lockDiner(tx, userId);
      if ((await countFavorites(tx, restaurantId, userId)) >= MAX_FAVORITES) {
        // A concurrent request of the same diner may have added this very dish.
        if (await hasFavorite(tx, restaurantId, userId, productId)) return;
        throw new AppError('CONFLICT', apiMessage('favorites.tooMany', { max: MAX_FAVORITES }));
      }
      await insertFavorite(tx, restaurantId, userId, productId);
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw AppError.notFound(apiMessage('catalog.productNotFound'));
    throw err;
  }
}

/** Removes the dish; not a favourite (or not this restaurant's) is fine too. */
export async function removeFavorite(db: Database, restaurantId: string, userId: string, productId: string): Promise<void> {
  await deleteFavorite(db, restaurantId, userId, productId);
}
