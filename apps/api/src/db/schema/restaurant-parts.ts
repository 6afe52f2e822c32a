/**
 * The restaurant's parts (issue 41): what a restaurant is beyond its identity, one table per part,
 * one row per restaurant (keyed by `restaurant_id`), each written and read only by its owning
 * module (named on each table; the map is docs/reference/tenancy.md, "The restaurant's parts").
 * Every restaurant has a row in each: the tenant file's import makes them with the restaurant.
 */
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CapacityRules, MissedOrderRules, OpeningHours, Printer, SpecialDate, Theme } from '@platter/domain';
import { restaurants, type ThemeSettings } from './restaurants.ts';

const partOf = () =>
  uuid('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' });

/** Printers (owner: printing): the receipt printers on the restaurant's network (issue 29; the tenant file's `printers`). */
export const restaurantPrinters = pgTable('restaurant_printers', {
  restaurantId: partOf(),
  printers: jsonb('printers').$type<Printer[]>().notNull().default([]),
});

export type RestaurantPrintersRow = typeof restaurantPrinters.$inferSelect;

/** Capacity (owner: capacity): the kitchen's rules, its busy switch and when a waiting order is missed. */
export const restaurantCapacity = pgTable('restaurant_capacity', {
  restaurantId: partOf(),
  /** Kitchen capacity (issue 28): slot length, lead and travel time, caps per slot; null = no capacity rules (any time in the hours). */
  capacity: jsonb('capacity').$type<CapacityRules>(),
  /** The busy switch: extra minutes on every estimate until `busy_until` (ends by itself). */
  busyExtraMinutes: integer('busy_extra_minutes').notNull().default(0),
  busyUntil: timestamp('busy_until', { withTimezone: true }),
  /** Missed orders (issue 29): minutes before a waiting order alerts the kitchen, and before it is rejected by itself. */
  missedOrders: jsonb('missed_orders').$type<MissedOrderRules>().notNull().default({ alertMinutes: 3, rejectMinutes: 10 }),
});

export type RestaurantCapacityRow = typeof restaurantCapacity.$inferSelect;

/** Opening calendar (owner: calendar): the weekly hours and the special dates. */
export const restaurantCalendars = pgTable('restaurant_calendars', {
  restaurantId: partOf(),
  openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull().default({}),
  /** Closures and changed hours for dates or ranges, replacing the weekday's hours on those days. */
  specialDates: jsonb('special_dates').$type<SpecialDate[]>().notNull().default([]),
});

export type RestaurantCalendarRow = typeof restaurantCalendars.$inferSelect;

/** Fulfilment (owner: fulfilment): delivery's fee and minimum, and whether diners may collect. */
export const restaurantFulfilment = pgTable('restaurant_fulfilment', {
  restaurantId: partOf(),
  /** null = no delivery offered; 0 = free delivery. */
  deliveryFeeMinor: integer('delivery_fee_minor'),
  /** The items' subtotal a delivery needs (before fee and discount); 0 = no minimum. Pickup has none. */
  deliveryMinimumMinor: integer('delivery_minimum_minor').notNull().default(0),
  allowsCollection: boolean('allows_collection').notNull().default(true),
});

export type RestaurantFulfilmentRow = typeof restaurantFulfilment.$inferSelect;

/** Look (owner: restaurants, the storefront): the theme's colours, the tab icon, the logo and the cover picture. */
export const restaurantLooks = pgTable('restaurant_looks', {
  restaurantId: partOf(),
  theme: jsonb('theme').$type<Theme>().notNull(),
  themeSettings: jsonb('theme_settings').$type<ThemeSettings>().notNull().default({ faviconUrl: null }),
  logoUrl: text('logo_url'),
  coverImageUrl: text('cover_image_url'),
});

export type RestaurantLookRow = typeof restaurantLooks.$inferSelect;
