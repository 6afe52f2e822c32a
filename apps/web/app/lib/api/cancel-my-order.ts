import { type Order, type OrderResponse, orderResponse } from '@platter/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../i18n/index.ts';
import { ApiRequestError } from '../api-client.ts';
import { http } from '../http.ts';
import { storeOrder } from './order-cache.ts';
import { orderKeys } from './query-keys.ts';

/**
 * PATCH /orders/{id}/cancel-my-order with the order's restaurant id (spec 7) → data.order.
 * Without a restaurant the call is refused here: 'Cannot cancel: Restaurant information missing from order.'
 */
export async function cancelMyOrder(order: Pick<Order, '_id' | 'restaurantId'> & { guestToken?: string | null }): Promise<OrderResponse & { message?: string }> {
  if (!order.restaurantId) {
    const message = i18n.t('orders:cancel.restaurantMissing');
    throw new ApiRequestError(400, { message, code: 'VALIDATION_ERROR' }, message);
  }
  return http.send(
    `/orders/${encodeURIComponent(order._id)}/cancel-my-order${order.guestToken ? `?token=${encodeURIComponent(order.guestToken)}` : ''}`,
    { method: 'PATCH', body: { restaurantId: order.restaurantId } },
    orderResponse,
    i18n.t('orders:cancel.failed'),
  );
}

/** The answered order replaces the one in the details and history caches; a refusal (409) refetches it. */
export function useCancelMyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMyOrder,
    onSuccess: (answer) => storeOrder(queryClient, answer.data.order),
    onError: (_error, order) => void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order._id) }),
  });
}
