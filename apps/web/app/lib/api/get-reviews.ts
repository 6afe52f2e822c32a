import { REVIEW_MESSAGES, type ReviewSort, type ReviewsPage, reviewsResponse } from '@platter/domain';
import { apiClient, browserTransport, type ApiClient } from '../api-client.ts';

/** What one page of the public reviews asks for; `rating` null = every rating. */
export interface ReviewListParams {
  page: number;
  /** At least this many stars (the filter's 5, 4+, 3+). */
  rating: number | null;
  sortBy: ReviewSort;
}

/** The query string of one reviews page (spec 7: page, limit 10, rating, isVisible true, sortBy). */
export function reviewsSearch(params: ReviewListParams): string {
  const search = new URLSearchParams({ page: String(params.page), limit: '10', isVisible: 'true', sortBy: params.sortBy });
  if (params.rating !== null) search.set('rating', String(params.rating));
  return search.toString();
}

/**
 * GET /restaurants/{restaurantId}/reviews → data {reviews, currentPage, totalPages, totalReviews,
 * averageRating, ratingCount, starCounts} (public; the page's loader calls it in-process).
 */
export async function getReviews(restaurantId: string, params: ReviewListParams, api: ApiClient = apiClient(browserTransport)): Promise<ReviewsPage> {
  const path = `/restaurants/${encodeURIComponent(restaurantId)}/reviews?${reviewsSearch(params)}`;
  return (await api.get(path, reviewsResponse, REVIEW_MESSAGES.fetchFailed)).data;
}
