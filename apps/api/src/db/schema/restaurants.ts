/** Restaurants (the tenants) and who works at each. */
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { STAFF_ROLES, TIP_DEFAULTS } from '@platter/domain';
import type { AboutSettings, TipSettings, RestaurantLanguages, SettingsStamps, paymentMethodSchema } from '@platter/domain';
import { createdAt, id, translations, updatedAt } from './columns.ts';
import { organisationRef } from './organisations.ts';
import { userRef, users } from './users.ts';

/** The About teaser and page as written, with their translations (served in the diner's language). */
export type AboutContent = AboutSettings;
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

export const staffRole = pgEnum('staff_role', STAFF_ROLES);

export const restaurants = pgTable('restaurants', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** The organisation that owns the restaurant (issue 41): its Owners are the restaurant's. */
  organisationId: organisationRef(),
  description: text('description').notNull().default(''),
  /** The description in languages other than the default (issue 31; the tenant file's `translations`). */
  translations: translations(),
  /** Exact host names (lowercase, no port) that serve this restaurant. */
  customDomains: text('custom_domains').array().notNull().default(sql`'{}'::text[]`),
  currencyCode: varchar('currency_code', { length: 3 }).notNull().default('GBP'),
  currencySymbol: text('currency_symbol').notNull().default('£'),
  timeZone: text('time_zone').notNull().default('Europe/London'),
  /** The languages the storefront offers and its default (issue 31; the tenant file's `languages`). */
  languages: jsonb('languages').$type<RestaurantLanguages>().notNull().default({ default: 'en-GB', offered: ['en-GB'] }),
  paymentMethods: jsonb('payment_methods').$type<PaymentMethod[]>().notNull().default([]),
  /** The restaurant's Stripe connected account (acct_…): card payments go straight to it. null = not connected. */
  stripeAccountId: text('stripe_account_id'),
  /** Per back-office section (hours, fulfilment, …): its version, when and by whom it last changed. */
  settingsStamps: jsonb('settings_stamps').$type<SettingsStamps>().notNull().default({}),
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
  /** Loyalty points earned per whole currency unit spent. */
  pointsPerCurrencyUnit: integer('points_per_currency_unit').notNull().default(1),
  /** Off while the kitchen has paused online ordering (staff switch); POST /orders is refused meanwhile. */
  isAcceptingOrders: boolean('is_accepting_orders').notNull().default(true),
  /** Tips (issue 30): off by default; presets, a custom amount, the order types that take them. */
  tips: jsonb('tips')
    .$type<TipSettings>()
    .notNull()
    .default(TIP_DEFAULTS),
  /** Guest checkout (issue 30): diners may order without an account (name, e-mail, phone); on by default. */
  guestCheckout: boolean('guest_checkout').notNull().default(true),
  /** Kept in step with visible reviews by the reviews module. */
  averageRating: doublePrecision('average_rating').notNull().default(0),
  totalReviews: integer('total_reviews').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The owning restaurant of a tenant row: every tenant table, child tables included, carries one. */
export const restaurantRef = () =>
  uuid('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });

export const staffMemberships = pgTable(
  'staff_memberships',
  {
    id: id(),
    userId: userRef(),
    restaurantId: restaurantRef(),
    role: staffRole('role').notNull(),
    createdAt: createdAt(),
    /** Raised by every change of role (the team screen names the version it changed: 409 STALE_EDIT otherwise). */
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
    /** Who changed the role last; null as joined, or set by the tenant file. */
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('staff_memberships_user_restaurant_unique').on(t.userId, t.restaurantId),
    index('staff_memberships_restaurant_idx').on(t.restaurantId),
  ],
);

/**
 * Invitations to join a restaurant's team (issue 27): the link's token is stored only as its
 * SHA-256, works once and for TEAM_INVITE_TTL_DAYS. One waits per e-mail and restaurant: sending
 * again withdraws the one waiting (`revoked_at`). Kept after use, so the audit trail's ids resolve.
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: id(),
    restaurantId: restaurantRef(),
    /** Lowercased, as accounts' e-mails are. */
    email: text('email').notNull(),
    role: staffRole('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_invites_token_hash_unique').on(t.tokenHash),
    // One invitation waits per e-mail at a restaurant; two owners sending at once cannot make two.
    uniqueIndex('staff_invites_one_waiting').on(t.restaurantId, t.email).where(sql`${t.acceptedAt} IS NULL AND ${t.revokedAt} IS NULL`),
  ],
);

export type RestaurantRow = typeof restaurants.$inferSelect;
export type NewRestaurant = typeof restaurants.$inferInsert;
export type StaffMembershipRow = typeof staffMemberships.$inferSelect;
export type StaffInviteRow = typeof staffInvites.$inferSelect;
