import type { OrderResponse, OrderStatusChange } from '@platter/domain';
import { i18n } from '../../i18n/index.ts';
import { http } from '../http.ts';

/**
 * PATCH /staff/orders/{id}/status {status, notes?} → data.order (and 'Order #… is now …').
 * A move someone else made first is a 409 whose message names both statuses.
 */
export function changeOrderStatus(orderId: string, body: OrderStatusChange) {
  return http.send<OrderResponse & { message?: string }>(
    `/staff/orders/${encodeURIComponent(orderId)}/status`,
    { method: 'PATCH', body },
    i18n.t('staff:board.moveFailed'),
  );
}
