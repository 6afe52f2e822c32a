import { restaurantNameOf } from '@platter/domain';
import { FavoritesPage } from '../features/favorites/favorites-page.tsx';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { routeMeta } from '../lib/route-meta.ts';
import type { Route } from './+types/favorites';

registerCatalogues(import.meta.glob('../i18n/en-GB/favorites.json', { eager: true, import: 'default' }));

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: i18n.t('favorites:title'),
    description: (restaurant) => (restaurant ? i18n.t('favorites:metaDescription', { restaurantName: restaurantNameOf(restaurant) }) : undefined),
    jsonLd: [],
    noindex: true,
  });
}

/** Login required: the diner layout's guard renders this only for a signed-in diner; data loads in the browser. */
export default function FavoritesRoute() {
  return <FavoritesPage />;
}
