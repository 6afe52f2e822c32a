import type { Order } from '@platter/domain';
import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../../i18n/index.ts';
import type { MyOrdersPage } from '../api/get-my-orders.ts';
import { storeOrder } from '../api/order-cache.ts';
import { orderKeys } from '../api/query-keys.ts';
import { showSnackbar } from '../snackbar.ts';

/** The status this browser last knew for the order (its details, else a history card), if any. */
function knownStatus(queryClient: QueryClient, orderId: string): Order['status'] | undefined {
  const detail = queryClient.getQueryData<Order>(orderKeys.detail(orderId));
  if (detail) return detail.status;
  for (const [, page] of queryClient.getQueriesData<MyOrdersPage>({ queryKey: orderKeys.lists() })) {
    const card = page?.orders.find((o) => o._id === orderId);
    if (card) return card.status;
  }
  return undefined;
}

/**
 * An `order_status_updated` order: it replaces the cached one (details and history, so the
 * status chip and timeline move with no reload), and a change of status is told in a snackbar.
 */
export function applyLiveOrder(queryClient: QueryClient, order: Order): void {
  const before = knownStatus(queryClient, order._id);
  storeOrder(queryClient, order);
  if (before !== undefined && before !== order.status) {
    const status = i18n.t(`orders:statuses.${order.status}`, { defaultValue: order.status });
    showSnackbar({ message: i18n.t('orders:live.statusChanged', { orderNumber: order.orderNumber, status }), color: 'info' });
  }
}
