import type { Order, OrderStatus } from '@platter/domain';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnackbarStore } from '../../lib/snackbar.ts';
import { json, stubApi } from '../../lib/test-fixtures.ts';
import BoardPage from './board-page.tsx';
import { boardAnswer, boardOrder, renderStaff, signedInAsStaff } from './staff-test-fixtures.tsx';

const moved = (order: Order, status: OrderStatus, notes: string | null = null): Order => ({
  ...order,
  status,
  statusHistory: [...order.statusHistory, { status, changedAt: '2026-11-25T14:00:00.000Z', notes }],
});

const section = (id: string) => screen.getByTestId(`board-${id}`);
const cardIn = async (id: string, orderNumber: string) =>
  vi.waitFor(() => {
    const card = within(section(id))
      .queryAllByTestId(id === 'done' ? 'done-order' : 'board-order')
      .find((c) => c.textContent?.includes(`#${orderNumber}`));
    if (!card) throw new Error(`#${orderNumber} is not in ${id}`);
    return card;
  });

describe('The order board (/staff)', () => {
  beforeEach(() => {
    signedInAsStaff();
    useSnackbarStore.setState({ current: null });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('puts each order in its column: New, Accepted, Preparing, Ready (pickup and delivery), and today’s Done', async () => {
    const orders = [
      boardOrder('Pending Confirmation'),
      boardOrder('Confirmed'),
      boardOrder('Preparing'),
      boardOrder('Ready for Pickup'),
      boardOrder('Out for Delivery', { orderType: 'Delivery', deliveryAddress: { street: '1 Canada Square', city: 'London', postalCode: 'E14 5AB', country: 'United Kingdom', deliveryInstructions: 'Ring twice' } }),
      boardOrder('Completed'),
      boardOrder('Cancelled by Restaurant'),
    ];
    const calls = stubApi(() => json(200, boardAnswer(orders)));
    renderStaff(<BoardPage />);
    await screen.findByRole('heading', { name: 'Order board' });
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/staff/orders' });
    const numbers = (id: string) => within(section(id)).queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(numbers('new')).toEqual([`#${orders[0]!.orderNumber}`]);
    expect(numbers('accepted')).toEqual([`#${orders[1]!.orderNumber}`]);
    expect(numbers('preparing')).toEqual([`#${orders[2]!.orderNumber}`]);
    expect(numbers('ready')).toEqual([`#${orders[3]!.orderNumber}`, `#${orders[4]!.orderNumber}`]);
    expect(within(section('done')).getAllByTestId('done-order').map((row) => row.dataset.status)).toEqual(['Completed', 'Cancelled by Restaurant']);
    expect(screen.getByTestId('board-summary').textContent).toBe('5 in progress · 2 done today');
    // The delivery card says where it goes; each card its items, customer and phone.
    const delivery = await cardIn('ready', orders[4]!.orderNumber);
    expect(delivery.textContent).toContain('1 Canada Square, London E14 5AB');
    expect(delivery.textContent).toContain('Ring twice');
    expect(delivery.textContent).toContain('Chickpea & Spinach Curry');
    expect(within(delivery).getByRole('link', { name: /07700 900123/ }).getAttribute('href')).toBe('tel:07700900123');
    // Cash is named by how the food is handed over: the restaurant's 'Cash on Delivery' on a pickup is paid at the counter.
    expect(delivery.textContent).toContain('Cash on Delivery');
    const pickup = await cardIn('ready', orders[3]!.orderNumber);
    expect(pickup.textContent).toContain('Cash on Collection');
    expect(pickup.textContent).not.toContain('Cash on Delivery');
  });

  it('offers the next move the workflow allows for each status and order type, and the stops that need a reason', async () => {
    const cases: [OrderStatus, 'Pickup' | 'Delivery', string[]][] = [
      ['Pending Confirmation', 'Pickup', ['Accept', 'Reject']],
      ['Confirmed', 'Delivery', ['Start Preparing', 'Cancel order']],
      ['Preparing', 'Pickup', ['Ready for Pickup']],
      ['Preparing', 'Delivery', ['Out for Delivery']],
      ['Ready for Pickup', 'Pickup', ['Completed', 'Mark as failed']],
      ['Out for Delivery', 'Delivery', ['Delivered', 'Mark as failed']],
    ];
    const orders = cases.map(([status, orderType]) => boardOrder(status, { orderType }));
    stubApi(() => json(200, boardAnswer(orders)));
    renderStaff(<BoardPage />);
    await screen.findByRole('heading', { name: 'Order board' });
    for (const [index, [, , buttons]] of cases.entries()) {
      const card = screen.getAllByTestId('board-order').find((c) => c.dataset.orderId === orders[index]!._id)!;
      expect(within(card).getAllByRole('button').map((b) => b.textContent)).toEqual(buttons);
    }
  });

  it('moves an order on in one click, with the server’s answer', async () => {
    const order = boardOrder('Pending Confirmation');
    const calls = stubApi((call) =>
      call.method === 'PATCH' ? json(200, { data: { order: moved(order, 'Confirmed') }, message: `Order #${order.orderNumber} is now Confirmed.` }) : json(200, boardAnswer([order])),
    );
    renderStaff(<BoardPage />);
    const card = await cardIn('new', order.orderNumber);
    // Accepting quotes the kitchen's ready time: 20 minutes unless changed.
    fireEvent.change(within(card).getByLabelText('Ready in'), { target: { value: '30' } });
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Accept' })));
    await cardIn('accepted', order.orderNumber);
    expect(calls.at(-1)).toEqual({ method: 'PATCH', path: `/staff/orders/${order._id}/status`, body: { status: 'Confirmed', readyInMinutes: 30 } });
    expect(useSnackbarStore.getState().current).toMatchObject({ message: `Order #${order.orderNumber} is now Confirmed.`, color: 'success' });
  });

  it('asks for a reason (required, at most 500 characters) before rejecting, and sends it', async () => {
    const order = boardOrder('Pending Confirmation');
    const reason = 'Sorry, the kitchen is closing early tonight.';
    const calls = stubApi((call) =>
      call.method === 'PATCH' ? json(200, { data: { order: moved(order, 'Cancelled by Restaurant', reason) } }) : json(200, boardAnswer([order])),
    );
    renderStaff(<BoardPage />);
    const card = await cardIn('new', order.orderNumber);
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Reject' })));
    const dialog = await screen.findByRole('dialog', { name: `Reject order #${order.orderNumber}` });
    expect(dialog.textContent).toContain('The customer sees this reason on their order.');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' })));
    expect(within(dialog).getByText('Please give a reason.')).toBeTruthy();
    const field = within(dialog).getByLabelText('Reason');
    fireEvent.change(field, { target: { value: 'x'.repeat(501) } });
    expect(within(dialog).getByText('Please keep the reason to 500 characters.')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' })));
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);

    fireEvent.change(field, { target: { value: `  ${reason} ` } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' })));
    const done = await cardIn('done', order.orderNumber);
    expect(done.textContent).toContain(`Reason: ${reason}`);
    expect(calls.at(-1)).toEqual({ method: 'PATCH', path: `/staff/orders/${order._id}/status`, body: { status: 'Cancelled by Restaurant', notes: reason } });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why a move was refused (someone else moved it first) and shows where the order really is', async () => {
    const order = boardOrder('Pending Confirmation');
    const cancelled = moved(order, 'Cancelled by User');
    let board = [order];
    const calls = stubApi((call) => {
      if (call.method !== 'PATCH') return json(200, boardAnswer(board));
      board = [cancelled];
      return json(409, { message: 'An order that is Cancelled by User cannot be changed to Confirmed.', code: 'CONFLICT' });
    });
    renderStaff(<BoardPage />);
    const card = await cardIn('new', order.orderNumber);
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Accept' })));
    await cardIn('done', order.orderNumber);
    expect(within(section('new')).queryAllByTestId('board-order')).toEqual([]);
    expect(useSnackbarStore.getState().current).toMatchObject({ message: 'An order that is Cancelled by User cannot be changed to Confirmed.', color: 'error' });
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });

  it('marks a scheduled order due 15 minutes ahead, and late once its time has passed', async () => {
    const soon = boardOrder('Confirmed', { isASAP: false, scheduledAt: new Date(Date.now() + 10 * 60_000).toISOString() });
    const later = boardOrder('Confirmed', { isASAP: false, scheduledAt: new Date(Date.now() + 60 * 60_000).toISOString() });
    const late = boardOrder('Preparing', { isASAP: false, scheduledAt: new Date(Date.now() - 5 * 60_000).toISOString() });
    stubApi(() => json(200, boardAnswer([soon, later, late])));
    renderStaff(<BoardPage />);
    const timing = async (order: Order) => within(await cardIn(order.status === 'Confirmed' ? 'accepted' : 'preparing', order.orderNumber)).getByTestId('order-timing');
    expect((await timing(soon)).textContent).toMatch(/^Due /);
    expect((await timing(soon)).dataset.due).toBe('true');
    expect((await timing(later)).textContent).toMatch(/^For /);
    expect((await timing(later)).dataset.due).toBeUndefined();
    expect((await timing(late)).textContent).toMatch(/^Late · /);
  });

  it('shows the 404 page when the API says this account is not staff here', async () => {
    stubApi(() => json(403, { message: "This is for the restaurant's staff only.", code: 'FORBIDDEN' }));
    renderStaff(<BoardPage />);
    expect(await screen.findByText("Oops! The page you're looking for doesn't exist.")).toBeTruthy();
  });
});
