import { restaurantNameOf } from '@platter/domain';
import { OrdersPage } from '../features/orders/orders-page.tsx';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { routeMeta } from '../lib/route-meta.ts';
import type { Route } from './+types/orders';

registerCatalogues(import.meta.glob('../i18n/en-GB/orders.json', { eager: true, import: 'default' }));

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: i18n.t('orders:history.title'),
    description: (restaurant) => (restaurant ? i18n.t('orders:history.metaDescription', { restaurantName: restaurantNameOf(restaurant) }) : undefined),
    jsonLd: [],
    noindex: true,
  });
}

/** Login required: the diner layout's guard renders this only for a signed-in diner; data loads in the browser. */
export default function OrdersRoute() {
  return <OrdersPage />;
}
