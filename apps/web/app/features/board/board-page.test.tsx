import type { Order, OrderStatus } from '@platter/domain';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnackbarStore } from '../../lib/snackbar.ts';
import { json, stubApi } from '../../lib/test-fixtures.ts';
import BoardPage from './board-page.tsx';
import { boardAnswer, boardOrder, renderStaff, signedInAsStaff } from '../../staff-area/staff-test-fixtures.tsx';

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

  const openCard = async (card: HTMLElement) => {
    await act(async () => fireEvent.click(within(card).getByTestId('open-order')));
    return screen.findByTestId('order-details');
  };
  const numbers = (id: string) => within(section(id)).queryAllByTestId('order-number').map((n) => n.textContent);

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
    // Beside the kitchen strip's GET /staff/kitchen-load.
    expect(calls).toContainEqual(expect.objectContaining({ method: 'GET', path: '/staff/orders' }));
    await vi.waitFor(() => expect(numbers('new')).toEqual([`#${orders[0]!.orderNumber}`]));
    expect(numbers('accepted')).toEqual([`#${orders[1]!.orderNumber}`]);
    expect(numbers('preparing')).toEqual([`#${orders[2]!.orderNumber}`]);
    expect(numbers('ready')).toEqual([`#${orders[3]!.orderNumber}`, `#${orders[4]!.orderNumber}`]);
    expect(within(section('done')).getAllByTestId('done-order').map((row) => row.dataset.status)).toEqual(['Completed', 'Cancelled by Restaurant']);
    expect(screen.getByTestId('board-summary').textContent).toBe('5 in progress · 2 done today');
    // The card: number, type, dishes with quantities; everything else one tap away.
    const delivery = await cardIn('ready', orders[4]!.orderNumber);
    expect(delivery.textContent).toContain('Delivery');
    expect(delivery.textContent).toContain('2×Chickpea & Spinach Curry');
    const details = await openCard(delivery);
    expect(details.textContent).toContain('1 Canada Square, London E14 5AB');
    expect(details.textContent).toContain('Ring twice');
    expect(within(details).getByRole('link', { name: /07700 900123/ }).getAttribute('href')).toBe('tel:07700900123');
    // Cash is named by how the food is handed over: the restaurant's 'Cash on Delivery' on a pickup is paid at the counter.
    expect(details.textContent).toContain('Cash on Delivery');
    await act(async () => fireEvent.click(within(details).getByRole('button', { name: 'Close' })));
    const pickup = await openCard(await cardIn('ready', orders[3]!.orderNumber));
    expect(pickup.textContent).toContain('Cash on Collection');
    expect(pickup.textContent).not.toContain('Cash on Delivery');
  });

  it('shows the newest new order first, where staff look, and the kitchen’s columns oldest first', async () => {
    const older = boardOrder('Pending Confirmation', { createdAt: '2026-11-25T13:00:00.000Z' });
    const newer = boardOrder('Pending Confirmation', { createdAt: '2026-11-25T13:10:00.000Z' });
    const cooking = [boardOrder('Preparing', { createdAt: '2026-11-25T12:00:00.000Z' }), boardOrder('Preparing', { createdAt: '2026-11-25T12:30:00.000Z' })];
    stubApi(() => json(200, boardAnswer([older, newer, ...cooking])));
    renderStaff(<BoardPage />);
    await vi.waitFor(() => expect(numbers('new')).toEqual([`#${newer.orderNumber}`, `#${older.orderNumber}`]));
    expect(numbers('preparing')).toEqual(cooking.map((o) => `#${o.orderNumber}`));
  });

  it('gives each card one move, and the open order its moves in full with the stops that need a reason', async () => {
    const cases: [OrderStatus, 'Pickup' | 'Delivery', string, string[]][] = [
      ['Pending Confirmation', 'Pickup', 'Accept', ['Reject']],
      ['Confirmed', 'Delivery', 'Start Preparing', ['Cancel order']],
      ['Preparing', 'Pickup', 'Ready for Pickup', []],
      ['Preparing', 'Delivery', 'Out for Delivery', []],
      ['Ready for Pickup', 'Pickup', 'Completed', ['Mark as failed']],
      ['Out for Delivery', 'Delivery', 'Delivered', ['Mark as failed']],
    ];
    const orders = cases.map(([status, orderType]) => boardOrder(status, { orderType }));
    stubApi(() => json(200, boardAnswer(orders)));
    renderStaff(<BoardPage />);
    await screen.findByRole('heading', { name: 'Order board' });
    for (const [index, [, , forward, stops]] of cases.entries()) {
      const card = await vi.waitFor(() => screen.getAllByTestId('board-order').find((c) => c.dataset.orderId === orders[index]!._id)!);
      expect(within(card).getAllByTestId('forward-move').map((b) => b.textContent)).toEqual([forward]);
      const details = await openCard(card);
      const actions = within(details).getByTestId('order-actions');
      expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual([forward, ...stops]);
      await act(async () => fireEvent.click(within(details).getByRole('button', { name: 'Close' })));
    }
  });

  it('accepts in one click from the card (20 minutes, from the status it shows), or from the open order with another ready time', async () => {
    const order = boardOrder('Pending Confirmation');
    const other = boardOrder('Pending Confirmation');
    const calls = stubApi((call) => {
      if (call.method !== 'PATCH') return json(200, boardAnswer([order, other]));
      const which = call.path.includes(order._id) ? order : other;
      return json(200, { data: { order: moved(which, 'Confirmed') }, message: `Order #${which.orderNumber} is now Confirmed.` });
    });
    renderStaff(<BoardPage />);
    await act(async () => fireEvent.click(within(await cardIn('new', order.orderNumber)).getByRole('button', { name: 'Accept' })));
    await cardIn('accepted', order.orderNumber);
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)).toEqual({ method: 'PATCH', path: `/staff/orders/${order._id}/status`, body: { status: 'Confirmed', readyInMinutes: 20, fromStatus: 'Pending Confirmation' } });
    expect(useSnackbarStore.getState().current).toMatchObject({ message: `Order #${order.orderNumber} is now Confirmed.`, color: 'success' });

    const details = await openCard(await cardIn('new', other.orderNumber));
    fireEvent.change(within(details).getByLabelText('Ready in'), { target: { value: '30' } });
    await act(async () => fireEvent.click(within(details).getByRole('button', { name: 'Accept' })));
    await cardIn('accepted', other.orderNumber);
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)).toEqual({ method: 'PATCH', path: `/staff/orders/${other._id}/status`, body: { status: 'Confirmed', readyInMinutes: 30, fromStatus: 'Pending Confirmation' } });
    await vi.waitFor(() => expect(screen.queryByTestId('order-details')).toBeNull());
  });

  it('accepts a scheduled order for its slot unless staff choose a time', async () => {
    const slot = new Date(Date.now() + 3 * 60 * 60_000).toISOString();
    const order = boardOrder('Pending Confirmation', { isASAP: false, scheduledAt: slot });
    const calls = stubApi((call) => (call.method === 'PATCH' ? json(200, { data: { order: moved(order, 'Confirmed') } }) : json(200, boardAnswer([order]))));
    renderStaff(<BoardPage />);
    const details = await openCard(await cardIn('new', order.orderNumber));
    expect((within(details).getByLabelText('Ready in') as HTMLSelectElement).selectedOptions[0]!.textContent).toMatch(/^At .* \(their slot\)$/);
    await act(async () => fireEvent.click(within(details).getByRole('button', { name: 'Accept' })));
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ status: 'Confirmed', readyInMinutes: null, fromStatus: 'Pending Confirmation' });
  });

  it('shows the ready time promised to the diner and who made the last move', async () => {
    const order = boardOrder('Confirmed', {
      pickupTimeEstimate: '2026-11-25T13:40:00.000Z',
      statusHistory: [
        { status: 'Pending Confirmation', changedAt: '2026-11-25T13:05:00.000Z', notes: null, changedBy: null },
        { status: 'Confirmed', changedAt: '2026-11-25T13:20:00.000Z', notes: null, changedBy: 'Sam Porter' },
      ],
    });
    stubApi(() => json(200, boardAnswer([order])));
    renderStaff(<BoardPage />);
    const card = await cardIn('accepted', order.orderNumber);
    expect(within(card).getByTestId('order-promised').getAttribute('title')).toMatch(/^Ready by (.*, )?13:40$/);
    expect(within(card).getByTestId('order-promised').textContent).toMatch(/^by (.*, )?13:40/);
    expect(within(card).getByTestId('order-moved-by').textContent).toBe('Accepted by Sam');
    expect(within(card).queryByTestId('order-accepted-by')).toBeNull();
    const details = await openCard(card);
    expect(within(details).getByTestId('details-history').textContent).toContain('Confirmedby Sam Porter');
  });

  it('finds any of today’s orders by number, name or phone, and opens a finished one', async () => {
    const mine = boardOrder('Completed', { customerName: 'Zoë Ashworth', contactPhone: '+44 7700 900456' });
    const others = [boardOrder('Pending Confirmation'), boardOrder('Preparing')];
    stubApi(() => json(200, boardAnswer([mine, ...others])));
    renderStaff(<BoardPage />);
    const search = await screen.findByRole('searchbox', { name: 'Search orders by number, name or phone' });
    const results = () => within(screen.getByTestId('search-results')).queryAllByTestId('search-result').map((r) => r.textContent);
    for (const query of [mine.orderNumber, `#${mine.orderNumber.slice(-2)}`, 'zoe', '900456', '07700 900 456'.slice(6)]) {
      fireEvent.change(search, { target: { value: query } });
      expect(results(), query).toHaveLength(1);
      expect(results()[0], query).toContain(`#${mine.orderNumber}`);
    }
    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(screen.getByTestId('search-results').textContent).toContain('No order today matches your search.');
    fireEvent.change(search, { target: { value: 'Zoë' } });
    await act(async () => fireEvent.click(within(screen.getByTestId('search-results')).getByRole('button')));
    const details = await screen.findByTestId('order-details');
    expect(details.textContent).toContain('Zoë Ashworth');
    expect(within(details).queryByTestId('order-actions')).toBeNull();
  });

  it('opens a finished order from Done today', async () => {
    const order = boardOrder('Cancelled by Restaurant', {});
    stubApi(() => json(200, boardAnswer([order])));
    renderStaff(<BoardPage />);
    const row = await cardIn('done', order.orderNumber);
    await act(async () => fireEvent.click(within(row).getByRole('button')));
    expect((await screen.findByTestId('order-details')).textContent).toContain(`#${order.orderNumber}`);
  });

  it('asks for a reason (required, at most 500 characters) before rejecting, and sends it', async () => {
    const order = boardOrder('Pending Confirmation');
    const reason = 'Sorry, the kitchen is closing early tonight.';
    const calls = stubApi((call) =>
      call.method === 'PATCH' ? json(200, { data: { order: moved(order, 'Cancelled by Restaurant', reason) } }) : json(200, boardAnswer([order])),
    );
    renderStaff(<BoardPage />);
    const details = await openCard(await cardIn('new', order.orderNumber));
    await act(async () => fireEvent.click(within(details).getByRole('button', { name: 'Reject' })));
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
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)).toEqual({ method: 'PATCH', path: `/staff/orders/${order._id}/status`, body: { status: 'Cancelled by Restaurant', notes: reason, fromStatus: 'Pending Confirmation' } });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why a move was refused (another tablet moved it first) and shows where the order is now', async () => {
    const order = boardOrder('Pending Confirmation');
    const cancelled = moved(order, 'Cancelled by Restaurant', 'Out of steak');
    let board = [order];
    const calls = stubApi((call) => {
      if (call.method !== 'PATCH') return json(200, boardAnswer(board));
      board = [cancelled];
      return json(409, { message: `Order #${order.orderNumber} has already moved on: it is Cancelled by Restaurant now.`, code: 'ORDER_MOVED_ON', order: cancelled });
    });
    renderStaff(<BoardPage />);
    const card = await cardIn('new', order.orderNumber);
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Accept' })));
    await cardIn('done', order.orderNumber);
    expect(within(section('new')).queryAllByTestId('board-order')).toEqual([]);
    expect(useSnackbarStore.getState().current).toMatchObject({ message: `Order #${order.orderNumber} has already moved on: it is Cancelled by Restaurant now.`, color: 'error' });
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ fromStatus: 'Pending Confirmation' });
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

  it('keeps who accepted an order in sight once someone else moves it on', async () => {
    const order = boardOrder('Preparing', {
      statusHistory: [
        { status: 'Pending Confirmation', changedAt: '2026-11-25T13:05:00.000Z', notes: null, changedBy: null },
        { status: 'Confirmed', changedAt: '2026-11-25T13:20:00.000Z', notes: null, changedBy: 'Sam Porter' },
        { status: 'Preparing', changedAt: '2026-11-25T13:25:00.000Z', notes: null, changedBy: 'Jo Chef' },
      ],
    });
    stubApi(() => json(200, boardAnswer([order])));
    renderStaff(<BoardPage />);
    const card = await cardIn('preparing', order.orderNumber);
    // First names on the card (the pass calls people by them), full names in the open order.
    expect(within(card).getByTestId('order-accepted-by').textContent).toBe('Accepted by Sam · ');
    expect(within(card).getByTestId('order-moved-by').textContent).toBe('Started by Jo');
    const details = await openCard(card);
    expect(within(details).getByTestId('details-history').textContent).toMatch(/Confirmedby Sam Porter.*Preparingby Jo Chef/);
  });

  it('accepts an ASAP order for the slot it holds, offering only later ready times; a delivery’s time reads as at the door', async () => {
    const held = new Date(Date.now() + 35 * 60_000).toISOString();
    const order = boardOrder('Pending Confirmation', { orderType: 'Delivery', pickupTimeEstimate: held });
    const calls = stubApi((call) => (call.method === 'PATCH' ? json(200, { data: { order: moved(order, 'Confirmed') } }) : json(200, boardAnswer([order]))));
    renderStaff(<BoardPage />);
    const card = await cardIn('new', order.orderNumber);
    const details = await openCard(card);
    const select = within(details).getByLabelText('Ready in') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['0', '45', '60', '90']);
    expect(select.selectedOptions[0]!.textContent).toMatch(/^At .* \(their slot\)$/);
    await act(async () => fireEvent.click(within(details).getByRole('button', { name: 'Accept' })));
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ status: 'Confirmed', readyInMinutes: null, fromStatus: 'Pending Confirmation' });
    expect((await cardIn('accepted', order.orderNumber)).querySelector('[data-testid="order-promised"]')?.getAttribute('title')).toMatch(/^At the door by /);
  });

  it('shows the diner’s note itself on the card (two lines at most, in full in the open order), not only that there is one', async () => {
    const note = 'No nuts at all please, severe allergy. Ring the bell twice, the buzzer is broken, and leave it with the neighbour.';
    const order = boardOrder('Pending Confirmation', { customerNotes: `  ${note} ` });
    const plain = boardOrder('Pending Confirmation', { customerNotes: '' });
    stubApi(() => json(200, boardAnswer([order, plain])));
    renderStaff(<BoardPage />);
    const shown = within(await cardIn('new', order.orderNumber)).getByTestId('order-notes');
    expect(shown.textContent).toBe(`Note from the diner: ${note}`);
    expect(shown.querySelector('.line-clamp-2')?.textContent).toBe(note);
    expect(within(await cardIn('new', plain.orderNumber)).queryByTestId('order-notes')).toBeNull();
    expect((await openCard(await cardIn('new', order.orderNumber))).querySelector('[data-testid="details-notes"]')?.textContent?.trim()).toBe(note);
  });

  it('rejects from the card with the open order’s flow: a reason first, then the move from the status it shows; only new orders have it', async () => {
    const order = boardOrder('Pending Confirmation');
    const cooking = boardOrder('Preparing');
    const reason = 'Sorry, we have run out of steak tonight.';
    const calls = stubApi((call) =>
      call.method === 'PATCH' ? json(200, { data: { order: moved(order, 'Cancelled by Restaurant', reason) } }) : json(200, boardAnswer([order, cooking])),
    );
    renderStaff(<BoardPage />);
    expect(within(await cardIn('preparing', cooking.orderNumber)).queryByRole('button', { name: 'Reject' })).toBeNull();
    const card = await cardIn('new', order.orderNumber);
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Reject' })));
    const dialog = await screen.findByRole('dialog', { name: `Reject order #${order.orderNumber}` });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' })));
    expect(within(dialog).getByText('Please give a reason.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: reason } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' })));
    expect((await cardIn('done', order.orderNumber)).textContent).toContain(`Reason: ${reason}`);
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: `/staff/orders/${order._id}/status`, body: { status: 'Cancelled by Restaurant', notes: reason, fromStatus: 'Pending Confirmation' } },
    ]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
