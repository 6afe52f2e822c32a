import { restaurantNameOf } from '@platter/domain';
import { CartPage } from '../features/cart/cart-page.tsx';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { routeMeta } from '../lib/route-meta.ts';
import type { Route } from './+types/cart';

registerCatalogues(import.meta.glob('../i18n/en-GB/cart.json', { eager: true, import: 'default' }));

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: i18n.t('cart:title'),
    description: (restaurant) => (restaurant ? i18n.t('cart:metaDescription', { restaurantName: restaurantNameOf(restaurant) }) : undefined),
    jsonLd: [],
    noindex: true,
  });
}

/** Per-diner: the frame renders on the server, the persisted cart fills it after hydration. */
export default function CartRoute() {
  return <CartPage />;
}
