/**
 * The menu: categories, products (in any number of categories) and their option groups and values.
 * Categories and products carry the editor's optimistic concurrency (contracts/menu-editing.ts):
 * `version`, raised by every change, and who made the last one (`updated_by`, null for an import).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, translations, updatedAt } from './columns.ts';
import { restaurantRef } from './restaurants.ts';
import { users } from './users.ts';

/** Raised by every change to the row; a change names the version it was made on (promotions carry it too). */
export const versionColumn = () => integer('version').notNull().default(1);
/** Who made the last change in the back office; null for the tenant file's import (or a deleted account). */
export const updatedByColumn = () => uuid('updated_by').references(() => users.id, { onDelete: 'set null' });

export const categories = pgTable(
  'categories',
  {
    id: id(),
    restaurantId: restaurantRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    translations: translations(),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    version: versionColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedByColumn(),
  },
  (t) => [index('categories_restaurant_idx').on(t.restaurantId, t.displayOrder)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    restaurantId: restaurantRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    translations: translations(),
    priceMinor: integer('price_minor').notNull(),
    imageUrl: text('image_url'),
    thumbnailUrl: text('thumbnail_url'),
    allergens: text('allergens').array().notNull().default(sql`'{}'::text[]`),
    dietaryLabels: text('dietary_labels').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    isAvailable: boolean('is_available').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    /** The photo in the media store (no foreign key: the media table is wired separately). */
    mediaId: text('media_id'),
    /** Deleted in the editor while orders refer to it: kept, withdrawn (is_active false). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    version: versionColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedByColumn(),
  },
  (t) => [
    index('products_restaurant_idx').on(t.restaurantId, t.displayOrder),
    check('products_price_not_negative', sql`${t.priceMinor} >= 0`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    restaurantId: restaurantRef(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
    index('product_categories_restaurant_idx').on(t.restaurantId),
  ],
);

export const optionGroups = pgTable(
  'option_groups',
  {
    id: id(),
    restaurantId: restaurantRef(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    translations: translations(),
    minSelections: integer('min_selections').notNull().default(0),
    maxSelections: integer('max_selections').notNull().default(1),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [
    index('option_groups_product_idx').on(t.productId),
    index('option_groups_restaurant_idx').on(t.restaurantId),
    check(
      'option_groups_selection_bounds',
      sql`${t.minSelections} >= 0 AND ${t.maxSelections} >= 1 AND ${t.minSelections} <= ${t.maxSelections}`,
    ),
  ],
);

export const optionValues = pgTable(
  'option_values',
  {
    id: id(),
    restaurantId: restaurantRef(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    translations: translations(),
    /** May be negative (a smaller size). */
    priceAdjustmentMinor: integer('price_adjustment_minor').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [index('option_values_group_idx').on(t.groupId), index('option_values_restaurant_idx').on(t.restaurantId)],
);

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type OptionGroupRow = typeof optionGroups.$inferSelect;
export type OptionValueRow = typeof optionValues.$inferSelect;
