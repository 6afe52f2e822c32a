/**
 * Transactional e-mail: the outbox (written in the same transaction as the change that causes a
 * message, sent afterwards by the mail worker) and password-reset tokens.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { restaurantRef } from './restaurants.ts';
import { userRef } from './users.ts';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export const mailStatus = pgEnum('mail_status', MAIL_STATUSES);

/** One message to send. `payload` holds what its template needs; it is rendered when sent. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    restaurantId: restaurantRef(),
    /** The template: 'order_received', 'order_status', 'new_order', 'password_reset', 'contact', … */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    replyTo: text('reply_to'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** The language it is written in (issue 31); null: the restaurant's default (staff e-mails). */
    language: text('language'),
    status: mailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The worker's queue: due pending messages, oldest first.
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('mail_outbox_restaurant_idx').on(t.restaurantId, t.createdAt),
  ],
);

/** A password-reset link's token, stored only as its SHA-256 hash; single use. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: userRef(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when a newer request supersedes it. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    requestedFromRestaurantId: uuid('requested_from_restaurant_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId)],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type NewMailOutboxRow = typeof mailOutbox.$inferInsert;
export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
