/**
 * Promotions: coupons, automatic offers and loyalty rewards bought with points. They carry the back
 * office's optimistic concurrency (contracts/promotion-editing.ts), as dishes do: `version`, raised
 * by every change, and who made the last one (`updated_by`, null for an import).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PROMOTION_TYPES } from '@platter/domain';
import { updatedByColumn, versionColumn } from './catalogue.ts';
import { createdAt, id, translations, updatedAt } from './columns.ts';
import { restaurantRef } from './restaurants.ts';

export const promotionType = pgEnum('promotion_type', PROMOTION_TYPES);

/**
 * discount_value depends on the type: a whole percent (10 = 10%) for the percentage types,
 * minor units (500 = £5.00) for the fixed-amount types, 0 for FreeShipping and BuyXGetY.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    restaurantId: restaurantRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    translations: translations(),
    type: promotionType('type').notNull(),
    discountValue: integer('discount_value').notNull().default(0),
    /** Matched case-insensitively; unique per restaurant. */
    couponCode: text('coupon_code'),
    minOrderValueMinor: integer('min_order_value_minor'),
    applicableProductIds: uuid('applicable_product_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** > 0 makes it a loyalty reward bought with points. */
    pointsCost: integer('points_cost').notNull().default(0),
    buyQuantity: integer('buy_quantity'),
    getQuantity: integer('get_quantity'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** Weekdays (lowercase names, in the restaurant's time zone) it applies on; empty = every day. */
    activeDays: text('active_days').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    displayToCustomers: boolean('display_to_customers').notNull().default(true),
    usageLimitTotal: integer('usage_limit_total'),
    usageLimitPerUser: integer('usage_limit_per_user'),
    version: versionColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedByColumn(),
  },
  (t) => [
    index('promotions_restaurant_idx').on(t.restaurantId),
    uniqueIndex('promotions_coupon_code_unique')
      .on(t.restaurantId, sql`lower(${t.couponCode})`)
      .where(sql`${t.couponCode} IS NOT NULL`),
    check('promotions_discount_not_negative', sql`${t.discountValue} >= 0`),
    check('promotions_points_cost_not_negative', sql`${t.pointsCost} >= 0`),
  ],
);

export type PromotionRow = typeof promotions.$inferSelect;
