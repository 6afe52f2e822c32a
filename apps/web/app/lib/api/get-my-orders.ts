import { type MyOrdersResponse, myOrdersResponse } from '@platter/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { i18n } from '../../i18n/index.ts';
import { http } from '../http.ts';
import { orderKeys, type OrderListParams } from './query-keys.ts';

export type MyOrdersPage = MyOrdersResponse['data'];

/** The query string of one history page; the API's defaults (every status) are left out. */
function myOrdersSearch(params: OrderListParams): string {
  const search = new URLSearchParams({ page: String(params.page), limit: '10', sortBy: params.sortBy, sortOrder: params.sortOrder });
  if (params.status) search.set('status', params.status);
  return search.toString();
}

/** GET /orders/my-orders → data {orders (cards), currentPage, totalPages, totalOrders}. */
export async function getMyOrders(params: OrderListParams): Promise<MyOrdersPage> {
  const { data } = await http.get(`/orders/my-orders?${myOrdersSearch(params)}`, myOrdersResponse, i18n.t('orders:history.loadFailed'));
  return data;
}

export const myOrdersQuery = (params: OrderListParams) =>
  queryOptions({ queryKey: orderKeys.list(params), queryFn: () => getMyOrders(params), staleTime: 30_000 });

/** One page of history; the previous page stays on screen while the next one loads. */
export function useMyOrders(params: OrderListParams) {
  return useQuery({ ...myOrdersQuery(params), placeholderData: keepPreviousData });
}
