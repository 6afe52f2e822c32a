import { REVIEW_MESSAGES, type ReviewsPage } from '@platter/domain';
import type { ApiClient } from '../../../lib/api-client.ts';
import { getReviews, type ReviewListParams } from '../../../lib/api/get-reviews.ts';

/** The page's reviews, or the text shown in their place. */
export type LoadedReviews = { ok: true; data: ReviewsPage } | { ok: false; error: string };

/** One page of the restaurant's reviews for the page's loader (in-process on the server). */
export async function loadReviews(api: ApiClient, restaurantId: string, params: ReviewListParams): Promise<LoadedReviews> {
  try {
    return { ok: true, data: await getReviews(restaurantId, params, api) };
  } catch (error) {
    return { ok: false, error: error instanceof Error && error.message ? error.message : REVIEW_MESSAGES.fetchFailed };
  }
}
