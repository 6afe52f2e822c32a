/** Diners' reviews of a restaurant and the replies to them. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REVIEW_REPLY_ROLES } from '@platter/domain';
import { createdAt, id, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { restaurantRef } from './restaurants.ts';
import { userRef } from './users.ts';

export const replyRole = pgEnum('reply_role', REVIEW_REPLY_ROLES);

/** rating_halves: stars × 2, so 1..10 means 0.5..5 stars in half steps. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    restaurantId: restaurantRef(),
    userId: userRef(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    ratingHalves: smallint('rating_halves').notNull(),
    comment: text('comment').notNull().default(''),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_restaurant_created_idx').on(t.restaurantId, t.createdAt),
    uniqueIndex('reviews_one_per_order').on(t.orderId).where(sql`${t.orderId} IS NOT NULL`),
    check('reviews_rating_range', sql`${t.ratingHalves} BETWEEN 1 AND 10`),
  ],
);

export const reviewReplies = pgTable(
  'review_replies',
  {
    id: id(),
    restaurantId: restaurantRef(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: userRef(),
    userRole: replyRole('user_role').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('review_replies_review_idx').on(t.reviewId), index('review_replies_restaurant_idx').on(t.restaurantId)],
);

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewReplyRow = typeof reviewReplies.$inferSelect;
