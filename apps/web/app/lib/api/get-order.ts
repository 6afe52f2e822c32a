import { type Order, ORDER_MESSAGES, orderResponse } from '@platter/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18n } from '../../i18n/index.ts';
import { ApiRequestError } from '../api-client.ts';
import { http } from '../http.ts';
import { orderKeys } from './query-keys.ts';

/** GET /orders/{id} → data.order; no id is refused before any request ('Order ID is required.'). */
export async function getOrder(id: string, token?: string | null): Promise<Order> {
  if (!id) throw new ApiRequestError(400, { message: ORDER_MESSAGES.orderIdRequired, code: 'VALIDATION_ERROR' }, ORDER_MESSAGES.orderIdRequired);
  // A guest's order (issue 30): its link's token instead of a session.
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  const { data } = await http.get(`/orders/${encodeURIComponent(id)}${query}`, orderResponse, i18n.t('orders:details.fetchFailed'));
  return data.order;
}

/** A 404 is an answer (the order is not the diner's, or does not exist): asking again will not change it. */
const retryUnlessNotFound = (failures: number, error: Error) => !(error instanceof ApiRequestError && error.status === 404) && failures < 1;

export const orderQuery = (id: string, token?: string | null) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => getOrder(id, token), retry: retryUnlessNotFound });

export function useOrder(id: string, token?: string | null) {
  return useQuery(orderQuery(id, token));
}
