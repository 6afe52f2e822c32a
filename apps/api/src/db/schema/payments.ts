/**
 * Card payments (issue 25): an online order's checkout session at the provider, the provider
 * events already applied (so a replayed or duplicated webhook changes nothing twice), and refunds,
 * which are also the payments worker's queue of calls still to make to the provider.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RefundLine, RefundStatus } from '@platter/domain';
import { createdAt, id, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { restaurantRef } from './restaurants.ts';
import { users } from './users.ts';

/** Where an online order's checkout session stands at the provider. */
export type CheckoutSessionState = 'open' | 'paid' | 'expired';

/** One hosted checkout per online order, made when the order is placed. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    restaurantId: restaurantRef(),
    /** 'stripe'. */
    provider: text('provider').notNull(),
    /** The connected account the session was made on (the restaurant's at the time). */
    accountId: text('account_id').notNull(),
    sessionId: text('session_id').notNull(),
    url: text('url').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currencyCode: text('currency_code').notNull(),
    state: text('state').$type<CheckoutSessionState>().notNull().default('open'),
    /** The provider's payment (Stripe: the PaymentIntent), what refunds are made against. */
    paymentId: text('payment_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('checkout_sessions_session_unique').on(t.provider, t.sessionId),
    index('checkout_sessions_restaurant_idx').on(t.restaurantId),
    // The sweeper's work: sessions still open, oldest first.
    index('checkout_sessions_open_idx').on(t.createdAt).where(sql`${t.state} = 'open'`),
  ],
);
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

/** Provider events already applied, by id: a webhook delivered again finds its id here and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] }), index('payment_events_received_idx').on(t.receivedAt)],
);

/**
 * A refund of a card payment. Written (Pending) in the transaction that decides it, under the
 * order's row lock, so refunds never add up to more than was paid; the payments worker then makes
 * it at the provider (idempotently, keyed by this row's id), retrying with backoff; its outcome
 * comes back from the provider's answer or its webhook.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    restaurantId: restaurantRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    reason: text('reason').notNull(),
    lines: jsonb('lines').$type<RefundLine[]>(),
    status: text('status').$type<RefundStatus>().notNull().default('Pending'),
    automatic: boolean('automatic').notNull().default(false),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_order_idx').on(t.restaurantId, t.orderId),
    uniqueIndex('refunds_provider_unique').on(t.providerRefundId).where(sql`${t.providerRefundId} IS NOT NULL`),
    // The worker's queue: refunds not yet made at the provider.
    index('refunds_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'Pending' AND ${t.providerRefundId} IS NULL`),
  ],
);
export type RefundRow = typeof refunds.$inferSelect;
