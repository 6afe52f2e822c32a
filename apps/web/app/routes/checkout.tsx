import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { rootDataFromMatches } from '../lib/restaurant.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/checkout';

registerCatalogues(import.meta.glob('../i18n/*/checkout.json', { eager: true, import: 'default' }));

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  const restaurant = root?.restaurant;
  return [
    ...pageMeta({
      restaurant,
      origin: root?.origin ?? '',
      title: i18n.t('checkout:title'),
      description: restaurant ? i18n.t('checkout:metaDescription', { restaurantName: restaurant.name }) : undefined,
      jsonLd: [],
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** Per-diner and signed in (the diner layout's guard): everything loads in the browser. */
export default function CheckoutRoute() {
  return <CheckoutPage />;
}
