import { ContactPage } from '../features/contact/contact-page.tsx';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { rootDataFromMatches, useRestaurant } from '../lib/restaurant.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/contact';

registerCatalogues(import.meta.glob('../i18n/*/contact.json', { eager: true, import: 'default' }));

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  const restaurant = root?.restaurant;
  const address = restaurant ? [restaurant.address.street, restaurant.address.city, restaurant.address.postalCode].filter(Boolean).join(', ') : '';
  return pageMeta({
    restaurant,
    origin: root?.origin ?? '',
    title: i18n.t('contact:title'),
    description: restaurant ? i18n.t('contact:metaDescription', { restaurantName: restaurant.name, address }) : undefined,
  });
}

/** The restaurant comes from the root loader (server-rendered); without one the shell shows the error. */
export default function Contact() {
  const restaurant = useRestaurant();
  return restaurant ? <ContactPage restaurant={restaurant} /> : null;
}
