/** A diner's favourite dishes, per restaurant. */
import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { products } from './catalogue.ts';
import { restaurantRef } from './restaurants.ts';
import { userRef } from './users.ts';

export const favorites = pgTable(
  'favorites',
  {
    userId: userRef(),
    restaurantId: restaurantRef(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('favorites_restaurant_user_created_idx').on(t.restaurantId, t.userId, t.createdAt),
    index('favorites_product_idx').on(t.productId),
  ],
);

export type FavoriteRow = typeof favorites.$inferSelect;
