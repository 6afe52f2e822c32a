import { orderSummaryOf, type Order } from '@platter/domain';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import type { MyOrdersPage } from '../api/get-my-orders.ts';
import { orderKeys, type OrderListParams } from '../api/query-keys.ts';
import { useSnackbarStore } from '../snackbar.ts';
import { testOrder } from '../test-fixtures.ts';
import { applyLiveOrder } from './apply-live-order.ts';

registerCatalogues(import.meta.glob('../../i18n/*/orders.json', { eager: true, import: 'default' }));

const pending = testOrder();
const other = testOrder({ _id: '9a1f6c2e-7a3b-4c4d-8e5f-000000000002', orderNumber: 'GF-000041', status: 'Completed' });
const confirmed: Order = {
  ...pending,
  status: 'Confirmed',
  statusHistory: [...pending.statusHistory, { status: 'Confirmed', changedAt: '2026-11-25T13:07:00.000Z', notes: null }],
};

const params = (overrides: Partial<OrderListParams> = {}): OrderListParams => ({ page: 1, status: null, sortBy: 'createdAt', sortOrder: 'desc', ...overrides });
const page = (...orders: Order[]): MyOrdersPage => ({ orders: orders.map(orderSummaryOf), currentPage: 1, totalPages: 1, totalOrders: orders.length });

describe('an order_status_updated order in the caches', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = new QueryClient();
    useSnackbarStore.setState({ current: null });
  });

  it('replaces the details and the card on every history page that shows it, and says what changed', () => {
    queryClient.setQueryData(orderKeys.detail(pending._id), pending);
    queryClient.setQueryData(orderKeys.list(params()), page(pending, other));
    applyLiveOrder(queryClient, confirmed);

    expect(queryClient.getQueryData(orderKeys.detail(pending._id))).toEqual(confirmed);
    const list = queryClient.getQueryData<MyOrdersPage>(orderKeys.list(params()));
    expect(list?.orders.map((o) => [o.orderNumber, o.status])).toEqual([
      ['GF-000042', 'Confirmed'],
      ['GF-000041', 'Completed'],
    ]);
    // An exact replacement: that page needs no new request.
    expect(queryClient.getQueryState(orderKeys.list(params()))?.isInvalidated).toBe(false);
    expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Order #GF-000042 is now Confirmed.', color: 'info' });
  });

  it("keeps the card's payment (a refund or a verified payment changes it)", () => {
    const card: Order = { ...pending, paymentDetails: { method: 'Online Payment', paymentStatus: 'Pending', paidAt: null } };
    queryClient.setQueryData(orderKeys.list(params()), { ...page(card), orders: [{ ...orderSummaryOf(card), payment: { method: 'Online Payment', paymentStatus: 'Pending' } }] });
    applyLiveOrder(queryClient, { ...confirmed, paymentDetails: { method: 'Online Payment', paymentStatus: 'Paid', paidAt: '2026-11-25T13:06:00.000Z' } });
    expect(queryClient.getQueryData<MyOrdersPage>(orderKeys.list(params()))?.orders[0]?.payment).toEqual({ method: 'Online Payment', paymentStatus: 'Paid' });
  });

  it('fetches again the pages the change may alter: filtered or sorted by status, or not showing the order', () => {
    const filtered = params({ status: 'Pending Confirmation' });
    const byStatus = params({ sortBy: 'status' });
    const secondPage = params({ page: 2 });
    queryClient.setQueryData(orderKeys.list(filtered), page(pending));
    queryClient.setQueryData(orderKeys.list(byStatus), page(pending, other));
    queryClient.setQueryData(orderKeys.list(secondPage), page(other));
    applyLiveOrder(queryClient, confirmed);

    for (const key of [filtered, byStatus, secondPage]) expect(queryClient.getQueryState(orderKeys.list(key))?.isInvalidated).toBe(true);
    // Still replaced at once where shown, until the new answer arrives.
    expect(queryClient.getQueryData<MyOrdersPage>(orderKeys.list(filtered))?.orders[0]?.status).toBe('Confirmed');
  });

  it('keeps an order nobody was looking at, quietly', () => {
    applyLiveOrder(queryClient, confirmed);
    expect(queryClient.getQueryData(orderKeys.detail(pending._id))).toEqual(confirmed);
    expect(useSnackbarStore.getState().current).toBeNull();
  });

  it('says nothing when the status did not change (the same event twice)', () => {
    queryClient.setQueryData(orderKeys.detail(pending._id), confirmed);
    applyLiveOrder(queryClient, confirmed);
    expect(useSnackbarStore.getState().current).toBeNull();
  });
});
