/**
 * The restaurant's parts (issue 41): what a restaurant is beyond its identity, one table per part,
 * one row per restaurant (keyed by `restaurant_id`), each written and read only by its owning
 * module (named on each table; the map is docs/reference/tenancy.md, "The restaurant's parts").
 * Every restaurant has a row in each: the tenant file's import makes them with the restaurant.
 */
import { jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import type { Printer } from '@platter/domain';
import { restaurants } from './restaurants.ts';

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
