import { restaurantNameOf } from '@platter/domain';
import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { routeMeta } from '../lib/route-meta.ts';
import type { Route } from './+types/checkout';

registerCatalogues(import.meta.glob('../i18n/en-GB/checkout.json', { eager: true, import: 'default' }));

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: i18n.t('checkout:title'),
    description: (restaurant) => (restaurant ? i18n.t('checkout:metaDescription', { restaurantName: restaurantNameOf(restaurant) }) : undefined),
    jsonLd: [],
    noindex: true,
  });
}

/** Per-diner and signed in (the diner layout's guard): everything loads in the browser. */
export default function CheckoutRoute() {
  return <CheckoutPage />;
}
