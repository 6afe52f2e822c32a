/**
 * Staff hand-offs (issue 41): an Owner switching restaurants opens the other restaurant's staff
 * area on its own host, where the refresh cookie (host-only) is not. A hand-off code, stored only
 * as its SHA-256, good once and for 60 seconds, is redeemed on that host for a session there.
 */
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { restaurantRef } from './restaurants.ts';
import { userRef } from './users.ts';

export const staffHandoffs = pgTable(
  'staff_handoffs',
  {
    id: id(),
    userId: userRef(),
    /** The restaurant the code opens: redeemed only on its host. */
    restaurantId: restaurantRef(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_handoffs_code_hash_unique').on(t.codeHash), index('staff_handoffs_user_idx').on(t.userId)],
);

export type StaffHandoffRow = typeof staffHandoffs.$inferSelect;
