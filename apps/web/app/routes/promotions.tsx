import { restaurantNameOf } from '@platter/domain';
import { data } from 'react-router';
import { loadPromotions } from '../features/promotions/api/load-promotions.ts';
import { PromotionsPage } from '../features/promotions/promotions-page.tsx';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { apiClient } from '../lib/api-client.ts';
import { useRestaurant } from '../lib/restaurant.ts';
import { routeMeta } from '../lib/route-meta.ts';
import type { Route } from './+types/promotions';
import { tenantFailureStatus } from '../lib/load-context.ts';

registerCatalogues(import.meta.glob('../i18n/en-GB/promotions.json', { eager: true, import: 'default' }));

/** Server-rendered with the public offers; a page without them is not cached or indexed as the offers. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.restaurant) {
    const error = context.tenantError?.message ?? 'No restaurant data available.';
    return data({ promotions: { ok: false as const, error } }, { status: tenantFailureStatus(context.tenantError) });
  }
  const promotions = await loadPromotions(apiClient(context.api));
  return data({ promotions }, { status: promotions.ok ? 200 : 503 });
}

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: i18n.t('promotions:title'),
    description: (restaurant) => (restaurant ? i18n.t('promotions:metaDescription', { restaurantName: restaurantNameOf(restaurant) }) : undefined),
  });
}

export default function PromotionsRoute({ loaderData }: Route.ComponentProps) {
  const restaurant = useRestaurant();
  return restaurant ? <PromotionsPage data={loaderData.promotions} restaurant={restaurant} /> : null;
}
