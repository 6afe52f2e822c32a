import { type OrderSummary, reviewableOrdersResponse } from '@platter/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../http.ts';
import { reviewKeys } from './query-keys.ts';

/** GET /orders/reviewable → data.orders: the diner's Delivered or Completed orders here with no review yet, newest first. */
export async function getReviewableOrders(fallback?: string): Promise<OrderSummary[]> {
  return (await http.get('/orders/reviewable', reviewableOrdersResponse, fallback)).data.orders;
}

export function useReviewableOrders(fallback?: string) {
  return useQuery({ queryKey: reviewKeys.reviewableOrders(), queryFn: () => getReviewableOrders(fallback), staleTime: 0 });
}
