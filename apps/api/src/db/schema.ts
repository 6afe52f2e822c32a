/**
 * The whole data model (spec section 3), one file per aggregate under schema/. This index
 * re-exports them all: importers and drizzle-kit (drizzle.config.ts) read this file.
 * One dialect: PostgreSQL, for PGlite and pg alike.
 *
 * Conventions:
 * - ids are uuid, default gen_random_uuid() (schema/columns.ts).
 * - money is integer minor units (`*_minor`: pence, cents).
 * - every tenant table carries restaurant_id (`restaurantRef()`) with an index, child tables
 *   included, so every query can be filtered by the resolved restaurant.
 * - a row a diner owns carries user_id (`userRef()`: deleted with the account).
 * - times are timestamptz (UTC instants); opening hours are wall-clock times in the
 *   restaurant's IANA time zone.
 * - enums come from the domain's lists (STAFF_ROLES, ORDER_STATUSES, ...), never written here.
 * - each table's row types (`typeof table.$inferSelect`) stand beside it.
 */
export * from './schema/organisations.ts';
export * from './schema/restaurants.ts';
export * from './schema/users.ts';
export * from './schema/catalogue.ts';
export * from './schema/promotions.ts';
export * from './schema/highlights.ts';
export * from './schema/orders.ts';
export * from './schema/reviews.ts';
export * from './schema/loyalty.ts';
export * from './schema/favorites.ts';
export * from './schema/mail.ts';
export * from './schema/payments.ts';
export * from './schema/audit.ts';
export * from './schema/media.ts';
export * from './schema/printing.ts';
export * from './schema/restaurant-parts.ts';
export * from './schema/handoffs.ts';
