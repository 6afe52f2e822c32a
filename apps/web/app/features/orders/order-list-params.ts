import { isOrderStatus, ORDER_SORT_FIELDS } from '@platter/domain';
import type { OrderListParams, OrderSortField } from '../../lib/api/query-keys.ts';

const DEFAULT_LIST_PARAMS: OrderListParams = { page: 1, status: null, sortBy: 'createdAt', sortOrder: 'desc' };

const isSortField = (value: string | null): value is OrderSortField => (ORDER_SORT_FIELDS as readonly (string | null)[]).includes(value);

/** The history's filter, sort and page from the address (`?status=Confirmed&sortBy=totalAmount&sortOrder=asc&page=2`); anything unknown is the default. */
export function listParamsFrom(search: URLSearchParams): OrderListParams {
  const page = Number(search.get('page'));
  const status = search.get('status');
  const sortBy = search.get('sortBy');
  const sortOrder = search.get('sortOrder');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : DEFAULT_LIST_PARAMS.page,
    status: isOrderStatus(status) ? status : DEFAULT_LIST_PARAMS.status,
    sortBy: isSortField(sortBy) ? sortBy : DEFAULT_LIST_PARAMS.sortBy,
    sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : DEFAULT_LIST_PARAMS.sortOrder,
  };
}

/** The address of those settings, defaults left out (the plain /orders is the first page, newest first). */
export function searchOf(params: OrderListParams): string {
  const search = new URLSearchParams();
  if (params.status) search.set('status', params.status);
  if (params.sortBy !== DEFAULT_LIST_PARAMS.sortBy) search.set('sortBy', params.sortBy);
  if (params.sortOrder !== DEFAULT_LIST_PARAMS.sortOrder) search.set('sortOrder', params.sortOrder);
  if (params.page !== DEFAULT_LIST_PARAMS.page) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}
