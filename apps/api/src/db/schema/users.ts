/** Platform-wide accounts, their saved addresses and their sessions (refresh tokens). */
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

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
    /**
     * Guest checkout (issue 30): one account per guest e-mail owns that e-mail's guest orders, so
     * throttles, idempotency keys and promotion limits count per e-mail. It never signs in (its
     * e-mail is a made-up address under .invalid; the guest's own is on each order).
     */
    isGuest: boolean('is_guest').notNull().default(false),
    /** When the diner proved the e-mail is theirs by an e-mailed link (claiming guest orders needs it). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), check('users_email_lowercase', sql`${t.email} = lower(${t.email})`)],
);

/** The account a row belongs to; deleting the account deletes the row. */
export const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: id(),
    userId: userRef(),
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
    userId: userRef(),
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

/** E-mailed links that prove an account's e-mail (issue 30), stored as SHA-256 hashes; used once. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: id(),
    userId: userRef(),
    /** The address the link was sent to: verifying proves this one (the account's e-mail when sent). */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_verifications_token_unique').on(t.tokenHash), index('email_verifications_user_idx').on(t.userId)],
);

export type EmailVerificationRow = typeof emailVerifications.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type SavedAddressRow = typeof savedAddresses.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
