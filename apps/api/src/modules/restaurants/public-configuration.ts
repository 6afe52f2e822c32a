/**
 * The public configuration's parts (GET /restaurants/public/:slug, read on every page): the
 * restaurant's row and the parts it shows, assembled once and cached with the restaurant
 * (app.restaurants.part), so a request costs what it did when the row held them all; forgotten
 * with the restaurant by every invalidation, in every process.
 */
import type { RestaurantRow } from '../../db/schema.ts';
import type { PartSource } from '../../platform/tenant.ts';
import { calendarOf, type CalendarPart } from '../calendar/index.ts';
import { fulfilmentOf, type FulfilmentPart } from '../fulfilment/index.ts';
import { lookOf, type LookPart } from './look.ts';
import { restaurantRowOf } from './row.ts';

/** What the public configuration and the theme's stylesheet are presented from. */
export type PublicRestaurantParts = RestaurantRow & LookPart & CalendarPart & FulfilmentPart;

export function publicPartsOf(source: PartSource, restaurantId: string): Promise<PublicRestaurantParts> {
  return source.restaurants.part('public-configuration', restaurantId, async () => {
    const [row, look, calendar, fulfilment] = await Promise.all([
      restaurantRowOf(source, restaurantId),
      lookOf(source, restaurantId),
      calendarOf(source, restaurantId),
      fulfilmentOf(source, restaurantId),
    ]);
    return { ...row, ...look, ...calendar, ...fulfilment };
  });
}
