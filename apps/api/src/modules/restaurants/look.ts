/**
 * The look part (docs/reference/tenancy.md, "The restaurant's parts"): the restaurants module owns
 * `restaurant_looks` (theme, tab icon, logo, cover); others read and write it only through these.
 */
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import type { PartSource } from '../../platform/tenant.ts';
import { findLookPart, storeLookPart, type LookPart } from './queries.ts';

export type { LookPart };

/** The restaurant's look as stored (uncached: the back office's section, the tenant file). */
export async function loadLookPart(db: Executor, restaurantId: string): Promise<LookPart> {
  const part = await findLookPart(db, restaurantId);
  if (!part) throw AppError.notFound(apiMessage('restaurant.notFound'));
  return part;
}

/** The restaurant's look, cached with the restaurant (app.restaurants.part). */
export function lookOf(source: PartSource, restaurantId: string): Promise<LookPart> {
  return source.restaurants.part('look', restaurantId, () => loadLookPart(source.db, restaurantId));
}

/** Sets it; the caller invalidates the restaurant directory after its commit. */
export async function storeLook(db: Executor, restaurantId: string, part: LookPart): Promise<void> {
  await storeLookPart(db, restaurantId, part);
}
