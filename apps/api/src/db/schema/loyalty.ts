/** Loyalty points: one balance per diner per restaurant. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, updatedAt } from './columns.ts';
import { restaurantRef } from './restaurants.ts';
import { userRef } from './users.ts';

export const loyaltyBalances = pgTable(
  'loyalty_balances',
  {
    id: id(),
    userId: userRef(),
    restaurantId: restaurantRef(),
    points: integer('points').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('loyalty_balances_user_restaurant_unique').on(t.userId, t.restaurantId),
    index('loyalty_balances_restaurant_idx').on(t.restaurantId),
    check('loyalty_balances_points_not_negative', sql`${t.points} >= 0`),
  ],
);

export type LoyaltyBalanceRow = typeof loyaltyBalances.$inferSelect;
