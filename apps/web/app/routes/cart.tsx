import { CartPage } from '../features/cart/cart-page.tsx';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { rootDataFromMatches } from '../lib/restaurant.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/cart';

registerCatalogues(import.meta.glob('../i18n/*/cart.json', { eager: true, import: 'default' }));

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  const restaurant = root?.restaurant;
  return [
    ...pageMeta({
      restaurant,
      origin: root?.origin ?? '',
      title: i18n.t('cart:title'),
      description: restaurant ? i18n.t('cart:metaDescription', { restaurantName: restaurant.name }) : undefined,
      jsonLd: [],
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** Per-diner: the frame renders on the server, the persisted cart fills it after hydration. */
export default function CartRoute() {
  return <CartPage />;
}
