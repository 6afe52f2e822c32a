/**
 * The restaurant's own row, for what no part holds yet: read through the directory's part cache
 * (platform/tenant.ts), so it is kept and forgotten with the restaurant.
 */
import type { RestaurantRow } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { RESTAURANT_NOT_FOUND, type PartSource } from '../../platform/tenant.ts';
import { findRestaurantRow } from './queries.ts';

export async function restaurantRowOf(source: PartSource, restaurantId: string): Promise<RestaurantRow> {
  const row = await source.restaurants.part('row', restaurantId, () => findRestaurantRow(source.db, restaurantId));
  if (!row) throw AppError.notFound(RESTAURANT_NOT_FOUND);
  return row;
}
