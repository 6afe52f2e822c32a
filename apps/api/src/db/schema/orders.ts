/**
 * Orders and what hangs off them: their lines, status history, the per-restaurant order number
 * counter, and the promotions (coupons, rewards) redeemed with them.
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
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { ORDER_CHANNELS, ORDER_STATUSES, ORDER_TYPES, PAYMENT_STATUSES } from '@platter/domain';
import { products } from './catalogue.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { promotions } from './promotions.ts';
import { restaurantRef, restaurants } from './restaurants.ts';
import { userRef, users } from './users.ts';

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

/** Each discount in the order's total, frozen at order time: the diner's code or reward and the offers that applied by themselves. */
export interface AppliedDiscountSnapshot {
  promotionId: string;
  name: string;
  kind: 'discount' | 'freeDelivery';
  amountMinor: number;
  automatic: boolean;
}

export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
export const orderType = pgEnum('order_type', ORDER_TYPES);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const orderChannel = pgEnum('order_channel', ORDER_CHANNELS);

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
    /** The capacity slot the order holds (its start): the scheduled time, or the ASAP estimate's slot; null without capacity rules. */
    slotStartsAt: timestamp('slot_starts_at', { withTimezone: true }),
    /** How many items the order counts for against a slot's item cap (the sum of its lines' quantities). */
    itemCount: integer('item_count').notNull().default(0),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    deliveryFeeMinor: integer('delivery_fee_minor').notNull().default(0),
    serviceFeeMinor: integer('service_fee_minor').notNull().default(0),
    taxesMinor: integer('taxes_minor').notNull().default(0),
    /** The diner's tip (issue 30), part of `total_minor`; never discounted, never earning points. */
    tipMinor: integer('tip_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    /** The language the diner ordered in (issue 31): the order's e-mails to the diner go out in it. */
    language: text('language').notNull().default('en-GB'),
    deliveryStreet: text('delivery_street'),
    deliveryCity: text('delivery_city'),
    deliveryPostalCode: text('delivery_postal_code'),
    deliveryCountry: text('delivery_country'),
    deliveryInstructions: text('delivery_instructions'),
    deliveryLatitude: doublePrecision('delivery_latitude'),
    deliveryLongitude: doublePrecision('delivery_longitude'),
    /** The diner's name when they ordered (what the kitchen calls out; kept if the account is renamed). */
    customerName: text('customer_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull(),
    /**
     * A phone or counter order's e-mail for the caller's confirmation and status e-mails (issue 29; null:
     * none are sent). Online orders mail the diner's account instead, and leave it null.
     */
    customerEmail: text('customer_email'),
    customerNotes: text('customer_notes').notNull().default(''),
    paymentMethod: text('payment_method').notNull(),
    /** The storefront ('online'), or staff entering it for a caller ('phone') or at the counter (issue 29). */
    channel: orderChannel('channel').notNull().default('online'),
    paymentStatus: paymentStatus('payment_status').notNull().default('Pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Card payments: what succeeded refunds have given back. */
    amountRefundedMinor: integer('amount_refunded_minor').notNull().default(0),
    /** Card payments: what the payment charged when it was not the total (a session paid at another amount, issue 40); null: the total. */
    amountPaidMinor: integer('amount_paid_minor'),
    promotionId: uuid('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    appliedPromotion: jsonb('applied_promotion').$type<AppliedPromotionSnapshot>(),
    appliedDiscounts: jsonb('applied_discounts').$type<AppliedDiscountSnapshot[]>().notNull().default(sql`'[]'::jsonb`),
    pointsSpent: integer('points_spent').notNull().default(0),
    pointsEarned: integer('points_earned').notNull().default(0),
    /** A guest's order (issue 30): SHA-256 of the random token in its link; null for an account's order. */
    guestTokenHash: text('guest_token_hash'),
    /** When a guest order was claimed by the account that verified its e-mail (points are earned from then on). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Idempotency-Key header of POST /orders, with a hash of the request it came with. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /** Missed orders (issue 29): when the kitchen was alerted that this order waits (claimed once, so the restaurant gets one e-mail). */
    waitingAlertedAt: timestamp('waiting_alerted_at', { withTimezone: true }),
    /**
     * Missed orders (issue 40, C): when the kitchen's clock started for this order (the domain's
     * `missedOrderClockFrom`): due for attention and the restaurant open; a card order's from its
     * payment. null (orders stored before it): its placing time.
     */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.restaurantId, t.orderNumber),
    uniqueIndex('orders_idempotency_unique').on(t.userId, t.idempotencyKey).where(sql`${t.idempotencyKey} IS NOT NULL`),
    index('orders_restaurant_created_idx').on(t.restaurantId, t.createdAt),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // A diner's history sorted by total or by status, newest first among equals (GET
    // /orders/my-orders): a page reads its rows in order from an index, one per direction,
    // instead of sorting the whole history, ties included (issue 24, finding 15). DESC NULLS
    // FIRST is what `desc()` in a query means: an index in another null order is not used for it.
    index('orders_diner_total_asc_idx').on(t.restaurantId, t.userId, t.totalMinor.asc(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_diner_total_desc_idx').on(t.restaurantId, t.userId, t.totalMinor.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_diner_status_asc_idx').on(t.restaurantId, t.userId, t.status.asc(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_diner_status_desc_idx').on(t.restaurantId, t.userId, t.status.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The staff board: active orders and today's finished ones.
    index('orders_restaurant_status_updated_idx').on(t.restaurantId, t.status, t.updatedAt),
    // The missed-orders sweep (issue 29): orders still waiting for the kitchen, oldest first, every restaurant's.
    index('orders_waiting_idx').on(t.createdAt).where(sql`${t.status} = 'Pending Confirmation'`),
    // The offer an order used: the offers editor asks which offers orders refer to, and deleting an
    // offer sets its orders' promotion_id to null (a foreign key's lookup, which was a scan of every order).
    index('orders_promotion_idx').on(t.promotionId).where(sql`${t.promotionId} is not null`),
    check(
      'orders_money_not_negative',
      sql`${t.subtotalMinor} >= 0 AND ${t.discountMinor} >= 0 AND ${t.deliveryFeeMinor} >= 0 AND ${t.totalMinor} >= 0 AND ${t.tipMinor} >= 0`,
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
    userId: userRef(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    pointsSpent: integer('points_spent').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('promotion_redemptions_promotion_user_idx').on(t.promotionId, t.userId),
    index('promotion_redemptions_restaurant_idx').on(t.restaurantId),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItemRow = typeof orderItems.$inferInsert;
export type StatusChangeRow = typeof orderStatusHistory.$inferSelect;
export type PromotionRedemptionRow = typeof promotionRedemptions.$inferSelect;

/**
 * Kitchen capacity (issue 28): how many orders, and items, hold each slot of a restaurant per
 * order type. Taken by the statement that stores an order (a conditional upsert: never past the
 * caps), given back when an order moves to a status that frees its place (cancelled, failed).
 */
export const slotLoads = pgTable(
  'slot_loads',
  {
    restaurantId: restaurantRef(),
    orderType: orderType('order_type').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    orders: integer('orders').notNull().default(0),
    items: integer('items').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.orderType, t.startsAt] })],
);
export type SlotLoadRow = typeof slotLoads.$inferSelect;
