import { MAX_REVIEW_RATING, MIN_REVIEW_RATING, type PublicRestaurant, type ReviewsPage } from '@platter/domain';
import { restaurantJsonLd } from '../../lib/seo.ts';

/**
 * schema.org Restaurant with its AggregateRating (over every visible review) and the page's
 * Review entries. The text goes into JSON as data; React Router escapes `<` in the script.
 */
export function reviewsJsonLd(restaurant: PublicRestaurant, origin: string, page: ReviewsPage | null): Record<string, unknown> {
  const base = restaurantJsonLd(restaurant, origin);
  if (!page) return base;
  const bounds = { bestRating: MAX_REVIEW_RATING, worstRating: MIN_REVIEW_RATING };
  return {
    ...base,
    url: `${origin}/reviews`,
    aggregateRating:
      page.ratingCount > 0 ? { '@type': 'AggregateRating', ratingValue: page.averageRating, reviewCount: page.ratingCount, ...bounds } : undefined,
    review: page.reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.userName },
      datePublished: review.createdAt.slice(0, 10),
      reviewBody: review.comment || undefined,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, ...bounds },
    })),
  };
}
