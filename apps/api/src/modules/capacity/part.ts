/**
 * The capacity part (docs/reference/tenancy.md, "The restaurant's parts"): the capacity module
 * owns `restaurant_capacity` (the kitchen's rules, the busy switch, the missed-order minutes);
 * others read and write it only through these (index.ts).
 */
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import type { PartSource } from '../../platform/tenant.ts';
import { findCapacityPart, storeCapacityPart, type CapacityPart } from './queries.ts';

export type { CapacityPart };

/** The restaurant's capacity part as stored (uncached: the back office's section, the tenant file). */
export async function loadCapacityPart(db: Executor, restaurantId: string): Promise<CapacityPart> {
  const part = await findCapacityPart(db, restaurantId);
  if (!part) throw AppError.notFound(apiMessage('restaurant.notFound'));
  return part;
}

/** The restaurant's capacity part, cached with the restaurant (app.restaurants.part). */
export function capacityPartOf(source: PartSource, restaurantId: string): Promise<CapacityPart> {
  return source.restaurants.part('capacity', restaurantId, () => loadCapacityPart(source.db, restaurantId));
}

/** Sets some of it; the caller invalidates the restaurant directory after its commit. */
export async function storeCapacity(db: Executor, restaurantId: string, part: Partial<CapacityPart>): Promise<void> {
  await storeCapacityPart(db, restaurantId, part);
}
