import { restaurantNameOf } from '@platter/domain';
import { useSearchParams } from 'react-router';
import { OrderDetailsPage } from '../features/orders/order-details-page.tsx';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { routeMeta } from '../lib/route-meta.ts';
import type { Route } from './+types/order-details';

registerCatalogues(import.meta.glob('../i18n/en-GB/orders.json', { eager: true, import: 'default' }));

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: i18n.t('orders:details.title'),
    description: (restaurant) => (restaurant ? i18n.t('orders:details.metaDescription', { restaurantName: restaurantNameOf(restaurant) }) : undefined),
    jsonLd: [],
    noindex: true,
    // A guest's link carries the order's token: never sent on as a Referer.
  }).concat({ name: 'referrer', content: 'no-referrer' });
}

/** Login required (the diner layout's guard); the order loads in the browser and follows live updates. */
export default function OrderDetailsRoute({ params }: Route.ComponentProps) {
  // A guest's link (issue 30) carries the order's token; the page sends no Referer (Referrer-Policy: no-referrer on every answer).
  const [search] = useSearchParams();
  return <OrderDetailsPage key={params.orderId} orderId={params.orderId} guestToken={search.get('token')} />;
}
