import { z } from 'zod';
import { envelope } from './common.ts';
import { productSchema } from './catalog.ts';

/** How many favourites a diner keeps at one restaurant: one page, no pagination needed. */
export const MAX_FAVORITES = 200;

export const FAVORITE_MESSAGES = {
  productIdRequired: 'Product ID is required.',
  productNotFound: 'Product not found.',
  tooMany: `You can keep up to ${MAX_FAVORITES} favourites. Remove one to add another.`,
} as const;

/** PUT / DELETE /favorites/{productId}: a malformed id names no product (404, like an unknown one). */
export const favoriteParams = z.object({
  productId: z
    .string()
    .trim()
    .min(1, FAVORITE_MESSAGES.productIdRequired)
    .pipe(z.uuid({ message: FAVORITE_MESSAGES.productNotFound })),
});

/**
 * One favourite: the dish as the menu presents it (price, options, image), including its state:
 * `isAvailable: false` (sold out for now) and `isActive: false` (taken off the menu) are listed
 * so the page can say so.
 */
export const favoriteSchema = z.object({
  productId: z.uuid(),
  addedAt: z.iso.datetime(),
  product: productSchema,
});
export type Favorite = z.infer<typeof favoriteSchema>;

/** GET /favorites: newest first. */
export const favoritesResponse = envelope({ favorites: z.array(favoriteSchema) });
export type FavoritesResponse = z.infer<typeof favoritesResponse>;

/** GET /favorites/ids: just the product ids, newest first (the menu's hearts). */
export const favoriteIdsResponse = envelope({ productIds: z.array(z.uuid()) });
export type FavoriteIdsResponse = z.infer<typeof favoriteIdsResponse>;
