import { type StaffReviewsPage, staffReviewsResponse } from '@platter/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http.ts';
import { reviewKeys, type StaffReviewListParams } from './query-keys.ts';

/** GET /staff/reviews?page&limit=10[&isVisible=false] → data {reviews (hidden ones too), currentPage, totalPages, totalReviews, averageRating, ratingCount, starCounts, hiddenCount}. */
export async function getStaffReviews(params: StaffReviewListParams, fallback?: string): Promise<StaffReviewsPage> {
  const search = new URLSearchParams({ page: String(params.page), limit: '10', sortBy: 'newest' });
  if (params.show === 'hidden') search.set('isVisible', 'false');
  return (await http.get(`/staff/reviews?${search}`, staffReviewsResponse, fallback)).data;
}

export const staffReviewsQuery = (params: StaffReviewListParams, fallback?: string) =>
  queryOptions({ queryKey: reviewKeys.staffList(params), queryFn: () => getStaffReviews(params, fallback), staleTime: 0 });

/** One page of the staff's review list; the previous page stays on screen while the next one loads. */
export function useStaffReviews(params: StaffReviewListParams, fallback?: string) {
  return useQuery({ ...staffReviewsQuery(params, fallback), placeholderData: keepPreviousData });
}
