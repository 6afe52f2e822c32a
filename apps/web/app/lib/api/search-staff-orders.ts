import { ORDER_SEARCH_MIN_LENGTH, type OrderSearchResponse, orderSearchResponse } from '@platter/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { i18n } from '../../i18n/index.ts';
import { http } from '../http.ts';
import { staffKeys } from './query-keys.ts';

export type OrderSearchPage = OrderSearchResponse['data'];

/** GET /staff/orders/search?q=&before= → a page of the restaurant's matching orders (full, newest first) and the next page's cursor. */
export async function searchStaffOrders(query: string, before: string | null): Promise<OrderSearchPage> {
  const params = new URLSearchParams({ q: query });
  if (before) params.set('before', before);
  const { data } = await http.get(`/staff/orders/search?${params}`, orderSearchResponse, i18n.t('staff:search.failed'));
  return data;
}

/** Whether a query is long enough for the server to search (shorter ones the board's own list answers). */
export const searchable = (query: string): boolean => query.trim().replace(/^#/, '').length >= ORDER_SEARCH_MIN_LENGTH;

/** Past orders change rarely: a page is kept for a minute (a move on one of them updates the board, which is shown first). */
export const staffOrderSearchQuery = (query: string) =>
  infiniteQueryOptions({
    queryKey: staffKeys.search(query),
    queryFn: ({ pageParam }) => searchStaffOrders(query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 60_000,
  });
