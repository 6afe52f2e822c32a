import { restaurantNameOf } from '@platter/domain';
import { ContactPage } from '../features/contact/contact-page.tsx';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { useRestaurant } from '../lib/restaurant.ts';
import { routeMeta } from '../lib/route-meta.ts';
import type { Route } from './+types/contact';

registerCatalogues(import.meta.glob('../i18n/en-GB/contact.json', { eager: true, import: 'default' }));

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: i18n.t('contact:title'),
    description: (restaurant) => {
      if (!restaurant) return undefined;
      const address = [restaurant.address.street, restaurant.address.city, restaurant.address.postalCode].filter(Boolean).join(', ');
      return i18n.t('contact:metaDescription', { restaurantName: restaurantNameOf(restaurant), address });
    },
  });
}

/** The restaurant comes from the root loader (server-rendered); without one the shell shows the error. */
export default function Contact() {
  const restaurant = useRestaurant();
  return restaurant ? <ContactPage restaurant={restaurant} /> : null;
}
