import { orderSummaryOf, type Order } from '@platter/domain';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { MyOrdersPage } from './get-my-orders.ts';
import { orderKeys, type OrderListParams } from './query-keys.ts';


function listParamsOf(key: QueryKey): Partial<OrderListParams> {
  const params = key[2];
  return params && typeof params === 'object' ? (params as Partial<OrderListParams>) : {};
}

/**
 * An order the server has just answered (a cancel, a live `order_status_updated`) replaces the
 * one in the caches (spec 4: "replaces the matching order in the list and details"): its
 * details at once, and its card on every history page that shows it. A page whose contents the
 * change may alter (filtered or sorted by status), or that does not show the order (it may be a
 * new one), is fetched again.
 */
export function storeOrder(queryClient: QueryClient, order: Order): void {
  queryClient.setQueryData(orderKeys.detail(order._id), order);
  const card = orderSummaryOf(order);
  for (const [key, page] of queryClient.getQueriesData<MyOrdersPage>({ queryKey: orderKeys.lists() })) {
    const shown = page?.orders.some((o) => o._id === order._id) ?? false;
    if (page && shown) queryClient.setQueryData<MyOrdersPage>(key, { ...page, orders: page.orders.map((o) => (o._id === order._id ? card : o)) });
    const params = listParamsOf(key);
    if (!shown || params.status || params.sortBy === 'status') void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
}
