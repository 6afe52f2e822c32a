import { REVIEW_MESSAGES, restaurantNameOf } from '@platter/domain';
import { data, redirect } from 'react-router';
import { loadReviews, type LoadedReviews } from '../features/reviews/api/load-reviews.ts';
import { reviewParamsFrom, reviewSearchOf } from '../features/reviews/review-list-params.ts';
import { ReviewsPage } from '../features/reviews/reviews-page.tsx';
import { reviewsJsonLd } from '../features/reviews/reviews-json-ld.ts';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { apiClient } from '../lib/api-client.ts';
import { rootDataFromMatches, useRestaurant } from '../lib/restaurant.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/reviews';
import { tenantFailureStatus } from '../lib/load-context.ts';

registerCatalogues(import.meta.glob('../i18n/en-GB/reviews.json', { eager: true, import: 'default' }));

/** Server-rendered with one page of reviews; filter, sort and page come from the address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = reviewParamsFrom(new URL(request.url).searchParams);
  if (!context.restaurant) {
    const failed: LoadedReviews = { ok: false, error: REVIEW_MESSAGES.fetchFailed };
    return data({ reviews: failed, params }, { status: tenantFailureStatus(context.tenantError) });
  }
  const reviews = await loadReviews(apiClient(context.api), context.restaurant._id, params);
  // An address past the last page (an old link, reviews hidden since): the last page instead.
  if (reviews.ok && reviews.data.totalPages > 0 && params.page > reviews.data.totalPages) {
    throw redirect(`/reviews${reviewSearchOf({ ...params, page: reviews.data.totalPages })}`);
  }
  return data({ reviews, params }, { status: reviews.ok ? 200 : 503 });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  const restaurant = root?.restaurant;
  const origin = root?.origin ?? '';
  const page = loaderData?.reviews.ok ? loaderData.reviews.data : null;
  const description = restaurant
    ? page && page.ratingCount > 0
      ? i18n.t('reviews:metaDescription', { name: restaurantNameOf(restaurant), count: page.ratingCount, average: page.averageRating.toFixed(1) })
      : i18n.t('reviews:metaDescriptionEmpty', { name: restaurantNameOf(restaurant) })
    : undefined;
  const pageNumber = loaderData?.params.page ?? 1;
  return [
    ...pageMeta({
      restaurant,
      origin,
      title: i18n.t('reviews:title'),
      description,
      jsonLd: restaurant ? [reviewsJsonLd(restaurant, origin, page)] : [],
    }),
    { tagName: 'link', rel: 'canonical', href: `${origin}/reviews${pageNumber > 1 ? `?page=${pageNumber}` : ''}` },
  ];
}

export default function ReviewsRoute({ loaderData }: Route.ComponentProps) {
  const restaurant = useRestaurant();
  return restaurant ? <ReviewsPage data={loaderData.reviews} params={loaderData.params} restaurant={restaurant} /> : null;
}
