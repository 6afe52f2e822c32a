import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import type { Writes } from '../../platform/events.ts';
import { setAcceptingOrders } from './queries.ts';
import { publicPartsOf, type PublicRestaurantParts } from './public-configuration.ts';
import { type RestaurantDirectory, type TenantRestaurant } from '../../platform/tenant.ts';

/** The slug that means "the restaurant of the domain this request came to". */
export const CURRENT_DOMAIN_SLUG = '-';

/** A restaurant by slug, or by the request's host when the slug is '-'. */
export async function publicRestaurant(
  directory: RestaurantDirectory,
  slug: string,
  hostHeader: string | undefined,
): Promise<TenantRestaurant> {
  if (slug === CURRENT_DOMAIN_SLUG) {
    const row = await directory.byHost(hostHeader);
    if (!row) throw AppError.notFound(apiMessage('restaurant.noneForHost'));
    return row;
  }
  const row = await directory.bySlug(slug);
  if (!row) throw AppError.notFound(apiMessage('restaurant.notFound'));
  return row;
}

/**
 * Pauses online ordering, or resumes it: the public configuration says so at once (the tenant
 * directory is invalidated), POST /orders refuses while paused, and after the commit every board
 * and open storefront page hears it (`restaurant.ordering_switched` on the live channel).
 */
export async function switchOrdering(
  writes: Writes,
  directory: RestaurantDirectory,
  restaurantId: string,
  isAcceptingOrders: boolean,
): Promise<PublicRestaurantParts> {
  await writes.events.commit(writes.db, async (tx) => {
    const updated = await setAcceptingOrders(tx, restaurantId, isAcceptingOrders);
    if (!updated) throw AppError.notFound(apiMessage('restaurant.notFound'));
    return {
      value: updated,
      events: [{ type: 'restaurant.ordering_switched', restaurantId, isAcceptingOrders: updated.isAcceptingOrders }],
    };
  });
  directory.invalidate();
  // The configuration as it is now (read again: the directory has just forgotten the old one).
  return publicPartsOf({ db: writes.db, restaurants: directory }, restaurantId);
}
