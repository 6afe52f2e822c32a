/**
 * The whole data model (spec section 3). One dialect: PostgreSQL, for PGlite and pg alike.
 *
 * Conventions:
 * - ids are uuid, default gen_random_uuid().
 * - money is integer minor units (`*_minor`: pence, cents).
 * - every tenant table carries restaurant_id with an index, child tables included, so every
 *   query can be filtered by the resolved restaurant.
 * - times are timestamptz (UTC instants); opening hours are wall-clock times in the
 *   restaurant's IANA time zone.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { ORDER_STATUSES, PROMOTION_TYPES } from '@platter/domain';
import type { OpeningHours, Theme, aboutContentSchema, paymentMethodSchema } from '@platter/domain';

export type AboutContent = z.infer<typeof aboutContentSchema>;
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export interface ThemeSettings {
  faviconUrl: string | null;
}
export interface SocialLinks {
  facebook?: string;
  instagram?: string;
  twitter?: string;
  youtube?: string;
}
/** What the diner chose, frozen at order time (names and prices may change later). */
export interface SelectedOptionSnapshot {
  optionId: string;
  valueId: string;
  optionName: string;
  valueLabel: string;
  priceAdjustmentMinor: number;
}
/** The promotion as applied to an order, frozen at order time. */
export interface AppliedPromotionSnapshot {
  promotionId: string;
  name: string;
  description: string;
  type: string;
  discountValue: number;
  couponCode: string | null;
}

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const restaurantRef = () =>
  uuid('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });

export const staffRole = pgEnum('staff_role', ['Owner', 'Manager', 'Staff']);
export const replyRole = pgEnum('reply_role', ['Owner', 'Manager', 'Staff', 'Customer']);
export const promotionType = pgEnum('promotion_type', PROMOTION_TYPES);
export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
export const orderType = pgEnum('order_type', ['Delivery', 'Pickup']);
export const paymentStatus = pgEnum('payment_status', ['Pending', 'Paid', 'Failed', 'Refunded']);

export const restaurants = pgTable('restaurants', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** Exact host names (lowercase, no port) that serve this restaurant. */
  customDomains: text('custom_domains').array().notNull().default(sql`'{}'::text[]`),
  currencyCode: varchar('currency_code', { length: 3 }).notNull().default('GBP'),
  currencySymbol: text('currency_symbol').notNull().default('£'),
  timeZone: text('time_zone').notNull().default('Europe/London'),
  theme: jsonb('theme').$type<Theme>().notNull(),
  themeSettings: jsonb('theme_settings').$type<ThemeSettings>().notNull().default({ faviconUrl: null }),
  /** null = no delivery offered; 0 = free delivery. */
  deliveryFeeMinor: integer('delivery_fee_minor'),
  allowsCollection: boolean('allows_collection').notNull().default(true),
  paymentMethods: jsonb('payment_methods').$type<PaymentMethod[]>().notNull().default([]),
  openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull().default({}),
  contactPhone: text('contact_phone').notNull().default(''),
  contactEmail: text('contact_email').notNull().default(''),
  addressStreet: text('address_street').notNull().default(''),
  addressCity: text('address_city').notNull().default(''),
  addressPostalCode: text('address_postal_code').notNull().default(''),
  addressCountry: text('address_country').notNull().default('United Kingdom'),
  latitude: doublePrecision('latitude').notNull().default(0),
  longitude: doublePrecision('longitude').notNull().default(0),
  socialLinks: jsonb('social_links').$type<SocialLinks>().notNull().default({}),
  aboutContent: jsonb('about_content').$type<AboutContent>().notNull().default({ teaser: null, fullPage: null }),
  logoUrl: text('logo_url'),
  coverImageUrl: text('cover_image_url'),
  /** Loyalty points earned per whole currency unit spent. */
  pointsPerCurrencyUnit: integer('points_per_currency_unit').notNull().default(1),
  /** Kept in step with visible reviews by the reviews module. */
  averageRating: doublePrecision('average_rating').notNull().default(0),
  totalReviews: integer('total_reviews').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lowercased, so the unique index makes it unique case-insensitively. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number'),
    avatarUrl: text('avatar_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), check('users_email_lowercase', sql`${t.email} = lower(${t.email})`)],
);

export const staffMemberships = pgTable(
  'staff_memberships',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: restaurantRef(),
    role: staffRole('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_memberships_user_restaurant_unique').on(t.userId, t.restaurantId),
    index('staff_memberships_restaurant_idx').on(t.restaurantId),
  ],
);

export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default('Home'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    stateOrRegion: text('state_or_region').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('United Kingdom'),
    latitude: doublePrecision('latitude').notNull().default(0),
    longitude: doublePrecision('longitude').notNull().default(0),
    placeId: text('place_id'),
    note: text('note').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('saved_addresses_user_idx').on(t.userId),
    // At most one default address per user.
    uniqueIndex('saved_addresses_one_default_per_user').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/** Opaque refresh tokens, stored hashed; rotation chains share a family, reuse revokes it. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedById: uuid('replaced_by_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    // Every family lookup wants its live token (the per-request session check, revocation);
    // rotated rows pile up in a long session and stay out of this index.
    index('refresh_tokens_live_family_idx').on(t.familyId).where(sql`${t.revokedAt} IS NULL`),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    restaurantId: restaurantRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    priceMinor: integer('price_minor').notNull(),
    imageUrl: text('image_url'),
    thumbnailUrl: text('thumbnail_url'),
    allergens: text('allergens').array().notNull().default(sql`'{}'::text[]`),
    dietaryLabels: text('dietary_labels').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    isAvailable: boolean('is_available').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    /** May be negative (a smaller size). */
    priceAdjustmentMinor: integer('price_adjustment_minor').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [index('option_values_group_idx').on(t.groupId), index('option_values_restaurant_idx').on(t.restaurantId)],
);

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
    isActive: boolean('is_active').notNull().default(true),
    displayToCustomers: boolean('display_to_customers').notNull().default(true),
    usageLimitTotal: integer('usage_limit_total'),
    usageLimitPerUser: integer('usage_limit_per_user'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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

export const highlights = pgTable(
  'highlights',
  {
    id: id(),
    restaurantId: restaurantRef(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    /** Ends in .mp4 → shown as a video. */
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url'),
    linkText: text('link_text'),
    buttonColor: text('button_color'),
    buttonTextColor: text('button_text_color'),
    overlayColor: text('overlay_color'),
    textColor: text('text_color'),
    displayOrder: integer('display_order').notNull().default(0),
    animationHint: text('animation_hint').notNull().default('fade-in'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('highlights_restaurant_idx').on(t.restaurantId, t.displayOrder)],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    restaurantId: restaurantRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderNumber: text('order_number').notNull(),
    status: orderStatus('status').notNull().default('Pending Confirmation'),
    orderType: orderType('order_type').notNull(),
    isAsap: boolean('is_asap').notNull().default(true),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    pickupTimeEstimate: timestamp('pickup_time_estimate', { withTimezone: true }),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    deliveryFeeMinor: integer('delivery_fee_minor').notNull().default(0),
    serviceFeeMinor: integer('service_fee_minor').notNull().default(0),
    taxesMinor: integer('taxes_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    deliveryStreet: text('delivery_street'),
    deliveryCity: text('delivery_city'),
    deliveryPostalCode: text('delivery_postal_code'),
    deliveryCountry: text('delivery_country'),
    deliveryInstructions: text('delivery_instructions'),
    deliveryLatitude: doublePrecision('delivery_latitude'),
    deliveryLongitude: doublePrecision('delivery_longitude'),
    contactPhone: text('contact_phone').notNull(),
    customerNotes: text('customer_notes').notNull().default(''),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: paymentStatus('payment_status').notNull().default('Pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    promotionId: uuid('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    appliedPromotion: jsonb('applied_promotion').$type<AppliedPromotionSnapshot>(),
    pointsSpent: integer('points_spent').notNull().default(0),
    pointsEarned: integer('points_earned').notNull().default(0),
    /** Idempotency-Key header of POST /orders, with a hash of the request it came with. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.restaurantId, t.orderNumber),
    uniqueIndex('orders_idempotency_unique').on(t.userId, t.idempotencyKey).where(sql`${t.idempotencyKey} IS NOT NULL`),
    index('orders_restaurant_created_idx').on(t.restaurantId, t.createdAt),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    check(
      'orders_money_not_negative',
      sql`${t.subtotalMinor} >= 0 AND ${t.discountMinor} >= 0 AND ${t.deliveryFeeMinor} >= 0 AND ${t.totalMinor} >= 0`,
    ),
  ],
);

/**
 * The last order number given out per restaurant. Incremented inside the placing transaction
 * (the row lock serialises concurrent placements of one restaurant), so numbers have no gaps
 * or duplicates, and a rolled-back placement gives its number back.
 */
export const orderNumberCounters = pgTable('order_number_counters', {
  restaurantId: uuid('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(0),
});

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    restaurantId: restaurantRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productImage: text('product_image'),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    itemSubtotalMinor: integer('item_subtotal_minor').notNull(),
    selectedOptions: jsonb('selected_options').$type<SelectedOptionSnapshot[]>().notNull().default([]),
    lineNumber: integer('line_number').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_restaurant_idx').on(t.restaurantId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    restaurantId: restaurantRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatus('status').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    notes: text('notes'),
    changedByUserId: uuid('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Insertion order: the timeline's tie-breaker when two changes share a timestamp. */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.changedAt, t.sequence),
    index('order_status_history_restaurant_idx').on(t.restaurantId),
  ],
);

export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: id(),
    restaurantId: restaurantRef(),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    pointsSpent: integer('points_spent').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('promotion_redemptions_promotion_user_idx').on(t.promotionId, t.userId),
    index('promotion_redemptions_restaurant_idx').on(t.restaurantId),
  ],
);

/** rating_halves: stars × 2, so 1..10 means 0.5..5 stars in half steps. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    restaurantId: restaurantRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userRole: replyRole('user_role').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('review_replies_review_idx').on(t.reviewId), index('review_replies_restaurant_idx').on(t.restaurantId)],
);

export const loyaltyBalances = pgTable(
  'loyalty_balances',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

export type RestaurantRow = typeof restaurants.$inferSelect;
export type NewRestaurant = typeof restaurants.$inferInsert;
export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type OptionGroupRow = typeof optionGroups.$inferSelect;
export type OptionValueRow = typeof optionValues.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;
export type HighlightRow = typeof highlights.$inferSelect;
