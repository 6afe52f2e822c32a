/**
 * The restaurant's own row, for what no part holds yet: read through the directory's part cache
 * (platform/tenant.ts), so it is kept and forgotten with the restaurant.
 */
import type { RestaurantRow } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import type { PartSource } from '../../platform/tenant.ts';
import { findRestaurantRow } from './queries.ts';

export async function restaurantRowOf(source: PartSource, restaurantId: string): Promise<RestaurantRow> {
  const row = await source.restaurants.part('row', restaurantId, () => findRestaurantRow(source.db, restaurantId));
  if (!row) throw AppError.notFound(apiMessage('restaurant.notFound'));
  return row;
}
