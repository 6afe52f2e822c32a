import { orderResponse, type OrderStatusChange } from '@platter/domain';
import { i18n } from '../../i18n/index.ts';
import { http } from '../http.ts';

/**
 * PATCH /staff/orders/{id}/status {status, fromStatus, notes?, readyInMinutes?} → data.order (and
 * 'Order #… is now …'). A move from a status the order has left (someone else moved it first) is
 * a 409 `ORDER_MOVED_ON` whose body carries the order as it is now.
 */
export function changeOrderStatus(orderId: string, body: OrderStatusChange) {
  return http.send(
    `/staff/orders/${encodeURIComponent(orderId)}/status`,
    { method: 'PATCH', body },
    orderResponse,
    i18n.t('staff:board.moveFailed'),
  );
}
