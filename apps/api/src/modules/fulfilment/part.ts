/**
 * The fulfilment part (docs/reference/tenancy.md, "The restaurant's parts"): the fulfilment module owns
 * `restaurant_fulfilment` (how food reaches the diner: the delivery fee and minimum, collection); others read and write it only through these (index.ts).
 */
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import type { PartSource } from '../../platform/tenant.ts';
import { findFulfilmentPart, storeFulfilmentPart, type FulfilmentPart } from './queries.ts';

export type { FulfilmentPart };

/** The restaurant's fulfilment as stored (uncached: the back office's section, the tenant file). */
export async function loadFulfilmentPart(db: Executor, restaurantId: string): Promise<FulfilmentPart> {
  const part = await findFulfilmentPart(db, restaurantId);
  if (!part) throw AppError.notFound(apiMessage('restaurant.notFound'));
  return part;
}

/** The restaurant's fulfilment, cached with the restaurant (app.restaurants.part). */
export function fulfilmentOf(source: PartSource, restaurantId: string): Promise<FulfilmentPart> {
  return source.restaurants.part('fulfilment', restaurantId, () => loadFulfilmentPart(source.db, restaurantId));
}

/** Sets some of it; the caller invalidates the restaurant directory after its commit. */
export async function storeFulfilment(db: Executor, restaurantId: string, part: Partial<FulfilmentPart>): Promise<void> {
  await storeFulfilmentPart(db, restaurantId, part);
}
