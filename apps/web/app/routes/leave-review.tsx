import { restaurantNameOf } from '@platter/domain';
import { useSearchParams } from 'react-router';
import { LeaveReviewPage } from '../features/reviews/leave-review-page.tsx';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { useRestaurant } from '../lib/restaurant.ts';
import { routeMeta } from '../lib/route-meta.ts';
import type { Route } from './+types/leave-review';

// The order's statuses are told in the order pages' words.
registerCatalogues(import.meta.glob('../i18n/en-GB/{reviews,orders}.json', { eager: true, import: 'default' }));

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: i18n.t('reviews:leave.title'),
    description: (restaurant) => (restaurant ? i18n.t('reviews:leave.metaDescription', { restaurantName: restaurantNameOf(restaurant) }) : undefined),
    jsonLd: [],
    noindex: true,
  });
}

/** Login required (the diner layout's guard); the order and its review load in the browser. */
export default function LeaveReviewRoute() {
  const [search] = useSearchParams();
  const restaurant = useRestaurant();
  const orderId = search.get('orderId');
  return restaurant ? <LeaveReviewPage key={orderId ?? ''} orderId={orderId} restaurantId={search.get('restaurantId')} restaurant={restaurant} /> : null;
}
