import { orderReviewResponse, type Review } from '@platter/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../api-client.ts';
import { http } from '../http.ts';
import { reviewKeys } from './query-keys.ts';

/** GET /orders/{id}/review → data.review: the diner's review of that order, or null when there is none yet. */
export async function getOrderReview(orderId: string): Promise<Review | null> {
  const { data } = await http.get(`/orders/${encodeURIComponent(orderId)}/review`, orderReviewResponse);
  return data.review;
}

/** A 404 (not the diner's order) is an answer: asking again will not change it. */
const retryUnlessNotFound = (failures: number, error: Error) => !(error instanceof ApiRequestError && error.status === 404) && failures < 1;

export const orderReviewQuery = (orderId: string) =>
  queryOptions({ queryKey: reviewKeys.ofOrder(orderId), queryFn: () => getOrderReview(orderId), retry: retryUnlessNotFound, staleTime: 30_000 });

/** Whether (and how) the diner reviewed an order; only asked when `enabled` (a finished order). */
export function useOrderReview(orderId: string, enabled = true) {
  return useQuery({ ...orderReviewQuery(orderId), enabled: enabled && !!orderId });
}
