import { ORDER_STATUSES } from '@platter/domain';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { testOrder, testRestaurant } from '../../lib/test-fixtures.ts';
import { historyPage, json, renderOrders, signedIn, stubApi } from './orders-test-fixtures.tsx';

vi.mock('../../lib/live-orders/use-live-orders.ts', () => ({ useLiveOrders: () => undefined }));
registerCatalogues(import.meta.glob('../../i18n/*/{orders,cart}.json', { eager: true, import: 'default' }));

const curry = testOrder();
const delivered = testOrder({
  _id: '9a1f6c2e-7a3b-4c4d-8e5f-000000000002',
  orderNumber: 'GF-000041',
  status: 'Delivered',
  orderType: 'Delivery',
  totalAmount: 34.22,
  items: ['The Golden Burger', 'Garlic Bread', 'Chickpea & Spinach Curry', 'Cola'].map((productName, i) => ({
    ...curry.items[0]!,
    _id: `c1d2e3f4-0000-4000-8000-00000000001${i}`,
    productName,
    quantity: 1,
  })),
});

const path = (url: string) => url.split('?')[0];
const query = (url: string) => Object.fromEntries(new URLSearchParams(url.split('?')[1]));

describe('Order history (/orders)', () => {
  beforeEach(signedIn);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows skeleton cards, then a card per order: number, date, status, total, dishes; each opens its order', async () => {
    const calls = stubApi(() => json(200, historyPage([curry, delivered])));
    renderOrders('/orders');
    expect(screen.getByTestId('orders-skeleton')).toBeTruthy();
    const cards = await screen.findAllByTestId('order-card');
    expect(query(calls[0]!.path)).toEqual({ page: '1', limit: '10', sortBy: 'createdAt', sortOrder: 'desc' });
    expect(path(calls[0]!.path)).toBe('/orders/my-orders');
    expect(screen.getByText('2 orders')).toBeTruthy();

    const [first, second] = cards;
    expect(within(first!).getByRole('heading', { name: 'Order #GF-000042' })).toBeTruthy();
    expect(within(first!).getByTestId('order-status').textContent).toBe('Pending Confirmation');
    // The restaurant's own clock (London), 12-hour.
    expect(first!.textContent).toContain('25 Nov 2026, 13:05 · Pickup');
    expect(first!.textContent).toContain('Chickpea & Spinach Curry');
    expect(first!.textContent).toContain('2 items');
    expect(first!.textContent).toContain('£29.00');
    expect(within(first!).getByRole('link').getAttribute('href')).toBe(`/orders/${curry._id}`);

    expect(within(second!).getByTestId('order-status').getAttribute('data-status')).toBe('Delivered');
    expect(second!.textContent).toContain('The Golden Burger, Garlic Bread, Chickpea & Spinach Curry + 1 more');
    expect(second!.textContent).toContain('£34.22');
    // One page: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Order history pages' })).toBeNull();
  });

  it("says 'No Orders Yet!' with 'Start Ordering' to the menu when there are none", async () => {
    stubApi(() => json(200, historyPage([])));
    renderOrders('/orders');
    expect(await screen.findByText('No Orders Yet!')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Start Ordering/ }).getAttribute('href')).toBe('/menu');
  });

  it('says when no order has the chosen status, and shows them all again', async () => {
    const calls = stubApi((call) => json(200, historyPage(query(call.path).status ? [] : [curry])));
    const { router } = renderOrders('/orders?status=Failed&sortBy=totalAmount');
    expect(await screen.findByText('No orders with this status.')).toBeTruthy();
    expect(query(calls[0]!.path)).toMatchObject({ status: 'Failed', sortBy: 'totalAmount' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show all orders' })));
    expect(router.state.location.search).toBe('?sortBy=totalAmount');
    expect(await screen.findByTestId('order-card')).toBeTruthy();
  });

  it("shows 'Failed to fetch order history.' with Retry, which fetches again", async () => {
    let fail = true;
    stubApi(() => (fail ? json(500, { message: 'Something went wrong on our side.', code: 'INTERNAL_ERROR' }) : json(200, historyPage([curry]))));
    renderOrders('/orders');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch order history.');
    fail = false;
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Retry' })));
    expect(await screen.findByTestId('order-card')).toBeTruthy();
  });

  it('pages with up to 7 page links around the current page, each with its address', async () => {
    stubApi(() => json(200, historyPage([curry], { currentPage: 6, totalPages: 12, totalOrders: 112 })));
    renderOrders('/orders?page=6&status=Completed');
    const nav = await screen.findByRole('navigation', { name: 'Order history pages' });
    const pages = within(nav).getAllByRole('link', { name: /^Page / });
    expect(pages.map((link) => link.textContent)).toEqual(['3', '4', '5', '6', '7', '8', '9']);
    expect(within(nav).getByRole('link', { name: 'Page 6' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Page 7' }).getAttribute('href')).toBe('/orders?status=Completed&page=7');
    expect(within(nav).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/orders?status=Completed&page=5');
    expect(within(nav).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/orders?status=Completed&page=7');
  });

  it('keeps the status filter, sort field and order in the address, back on page 1, and asks the API for them', async () => {
    const calls = stubApi(() => json(200, historyPage([curry])));
    const { router } = renderOrders('/orders?page=3');
    await screen.findByTestId('order-card');
    const statusSelect = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...statusSelect.options].map((o) => o.textContent)).toEqual(['All', ...ORDER_STATUSES]);
    await act(async () => fireEvent.change(statusSelect, { target: { value: 'Confirmed' } }));
    expect(router.state.location.search).toBe('?status=Confirmed');
    const sortSelect = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect([...sortSelect.options].map((o) => o.textContent)).toEqual(['Date', 'Total', 'Status']);
    await act(async () => fireEvent.change(sortSelect, { target: { value: 'totalAmount' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Sorted descending/ })));
    expect(router.state.location.search).toBe('?status=Confirmed&sortBy=totalAmount&sortOrder=asc');
    expect(screen.getByRole('button', { name: /Sorted ascending/ })).toBeTruthy();
    await vi.waitFor(() => expect(query(calls.at(-1)!.path)).toEqual({ page: '1', limit: '10', sortBy: 'totalAmount', sortOrder: 'asc', status: 'Confirmed' }));
  });

  it("offers only the statuses of the fulfilment and payment the restaurant offers: no 'Out for Delivery' where it is pickup only, no 'Awaiting Payment' without online payment", async () => {
    stubApi(() => json(200, historyPage([curry])));
    renderOrders('/orders', testRestaurant({ deliverySettings: { delivery: { fee: null, allowsCollection: true, minimumOrder: 0 } } }));
    await screen.findByTestId('order-card');
    const options = () => [...(screen.getByLabelText('Status') as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options().slice(0, 3)).toEqual(['All', 'Awaiting Payment', 'Pending Confirmation']);
    cleanup();
    renderOrders('/orders', testRestaurant({ deliverySettings: { delivery: { fee: null, allowsCollection: true, minimumOrder: 0 } }, paymentMethods: [{ methodName: 'Cash on Delivery', isEnabled: true }, { methodName: 'Online Payment', isEnabled: false }] }));
    await screen.findByTestId('order-card');
    expect(options()).toEqual([
      'All',
      'Pending Confirmation',
      'Confirmed',
      'Preparing',
      'Ready for Pickup',
      'Completed',
      'Cancelled by User',
      'Cancelled by Restaurant',
      'Failed',
    ]);
  });
});
