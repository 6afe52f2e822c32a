import { EMPTY_CART, type Order } from '@platter/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { settleDialog, useDialogStore } from '../../lib/dialog.ts';
import { useSnackbarStore } from '../../lib/snackbar.ts';
import { testOrder, testProduct, testPromotion, testRestaurant } from '../../lib/test-fixtures.ts';
import { json, renderOrders, signedIn, stubApi } from './orders-test-fixtures.tsx';

vi.mock('../../lib/live-orders/use-live-orders.ts', () => ({ useLiveOrders: () => undefined }));
registerCatalogues(import.meta.glob('../../i18n/*/{orders,cart}.json', { eager: true, import: 'default' }));

const placed = testOrder();
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 13, minutes)).toISOString();
const history = (...steps: [Order['status'], number, string?][]) => steps.map(([status, minutes, notes]) => ({ status, changedAt: at(minutes), notes: notes ?? null }));
const answerOrder = (order: Order) => stubApi((call) => (call.path === `/orders/${order._id}` ? json(200, { data: { order } }) : json(404, { message: 'Not found', code: 'NOT_FOUND' })));
const dialog = () => useDialogStore.getState().current;
const snackbar = () => useSnackbarStore.getState().current;
const chip = () => within(screen.getByTestId('order-details')).getAllByTestId('order-status')[0]!;

describe('Order details (/orders/{id})', () => {
  beforeEach(() => {
    signedIn();
    useDialogStore.setState({ current: null });
    useSnackbarStore.setState({ current: null });
    useCartStore.setState(EMPTY_CART);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the items with options, pickup, notes, summary with the promo code, payment, and the history newest first', async () => {
    const order = testOrder({
      status: 'Cancelled by Restaurant',
      subtotal: 30,
      discountAmount: 3,
      totalAmount: 27,
      customerNotes: 'No coriander, please.',
      appliedPromotion: { promotionId: '338a34be-f9ed-4100-8b9b-f72dee5af049', name: 'Welcome Offer', description: '', type: 'PercentageDiscountOrder', discountValue: 10, couponCode: 'WELCOME10', pointsCost: 0 },
      paymentDetails: { method: 'Online Payment', paymentStatus: 'Refunded', paidAt: at(6) },
      items: [
        {
          ...placed.items[0]!,
          quantity: 2,
          unitPrice: 15,
          itemSubtotal: 30,
          selectedOptions: [{ optionId: '84b638d2-2daf-4e71-89e2-0d4861cc9061', valueId: 'a387b1d3-9820-4edc-8818-c4e170602f27', optionName: 'Spice', valueLabel: 'Hot', priceAdjustment: 0.5 }],
        },
      ],
      statusHistory: history(['Pending Confirmation', 5], ['Confirmed', 7], ['Cancelled by Restaurant', 20, 'Sorry, our kitchen had to close early tonight.']),
    });
    answerOrder(order);
    renderOrders(`/orders/${order._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #GF-000042' })).toBeTruthy();
    expect(chip().textContent).toBe('Cancelled by Restaurant');

    const item = screen.getByTestId('order-item');
    expect(item.textContent).toContain('2 ×Chickpea & Spinach Curry');
    expect(item.textContent).toContain('Spice: Hot (+£0.50)');
    expect(item.textContent).toContain('£15.00 each');
    expect(item.textContent).toContain('£30.00');

    expect(screen.getByText('Pick up from')).toBeTruthy();
    expect(screen.getByText('12 Fleet Street')).toBeTruthy();
    expect(screen.getByText('As soon as possible')).toBeTruthy();
    expect(screen.getByText('No coriander, please.')).toBeTruthy();

    const totals = screen.getByTestId('order-totals').textContent;
    expect(totals).toContain('Subtotal£30.00');
    expect(totals).toContain('Discount (WELCOME10)Welcome Offer−£3.00');
    expect(totals).not.toContain('Delivery Fee');
    expect(totals).toContain('Total£27.00');
    expect(screen.getByTestId('payment-status').textContent).toBe('Refunded');
    expect(screen.getByText('Online Payment')).toBeTruthy();

    const entries = screen.getAllByTestId('timeline-entry').map((entry) => entry.textContent);
    expect(entries).toEqual([
      'Cancelled by Restaurant25 Nov 2026, 13:20Sorry, our kitchen had to close early tonight.',
      'Confirmed25 Nov 2026, 13:07',
      'Pending Confirmation25 Nov 2026, 13:05',
    ]);
    // Neither cancellable nor reviewable; finished, so it can be ordered again.
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Leave a Review/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reorder' })).toBeTruthy();
    // An undone order has no progress bar.
    expect(screen.queryByTestId('order-progress')).toBeNull();
  });

  it('names the offers that applied by themselves, and a waived delivery fee as Free', async () => {
    const order = testOrder({
      orderType: 'Delivery',
      subtotal: 30,
      discountAmount: 6,
      deliveryFee: 0,
      totalAmount: 24,
      deliveryAddress: { street: '1 Canada Square', city: 'London', postalCode: 'E14 5AB', country: 'United Kingdom', deliveryInstructions: '' },
      discounts: [
        { promotionId: 'b26c556e-f2f0-4629-81b3-5437bdcbb84c', name: 'Pizza Tuesday', kind: 'discount', amount: 6, automatic: true },
        { promotionId: '7d0cc893-0d72-4cf7-8dae-7935cf4f3cf5', name: 'Free Delivery', kind: 'freeDelivery', amount: 2.5, automatic: true },
      ],
    });
    answerOrder(order);
    renderOrders(`/orders/${order._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Order #GF-000042' });
    const totals = screen.getByTestId('order-totals').textContent;
    expect(totals).toContain('DiscountPizza Tuesday−£6.00');
    expect(totals).toContain('Delivery FeeFree DeliveryFree');
    expect(totals).toContain('Total£24.00');
  });

  it('shows a delivery address with its instructions, the fee, when it arrives, and the progress of a delivery', async () => {
    const order = testOrder({
      orderType: 'Delivery',
      status: 'Preparing',
      pickupTimeEstimate: '2026-11-25T14:05:00.000Z',
      deliveryFee: 2.5,
      deliveryAddress: { street: '48 Doughty Street', city: 'London', postalCode: 'WC1N 2LX', country: 'United Kingdom', deliveryInstructions: 'Blue door.' },
    });
    answerOrder(order);
    renderOrders(`/orders/${order._id}`);
    expect(await screen.findByText('48 Doughty Street')).toBeTruthy();
    expect(screen.getByText(/Blue door\./).textContent).toBe('Delivery instructions: Blue door.');
    expect(screen.getByTestId('order-totals').textContent).toContain('Delivery Fee£2.50');
    // The time promised is when it reaches the door (checkout said 'Arrives around' too).
    expect(screen.getByText(/^Arrives around /)).toBeTruthy();
    const steps = within(screen.getByTestId('order-progress')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Pending Confirmation', 'Confirmed', 'Preparing', 'Out for Delivery', 'Delivered']);
    expect(steps[2]!.getAttribute('aria-current')).toBe('step');
    // The current step and every one before it read as done.
    expect(steps.map((step) => step.getAttribute('data-done'))).toEqual(['true', 'true', 'true', 'false', 'false']);
  });

  it("names a Portuguese restaurant's dishes and choices in English on an English page, from today's menu by id", async () => {
    const stored = { optionId: 'e6561e65-9e14-4381-8451-b289494dba0b', valueId: '1c4fec5d-a2ba-4a27-8942-f4e18b0e0b62', optionName: 'Adicionar Ovo', valueLabel: 'Ovo Estrelado por Cima', priceAdjustment: 1 };
    const order = testOrder({
      items: [
        { ...placed.items[0]!, productId: '89d8ac5b-d49f-4ceb-8ec7-e48b875051de', productName: 'Francesinha', selectedOptions: [stored] },
        { ...placed.items[0]!, _id: 'c1d2e3f4-0000-4000-8000-000000000002', productId: '888e3177-eae4-4b24-8ef1-33598c5fadd2', productName: 'Caldo Verde', selectedOptions: [] },
      ],
    });
    const menu = [
      testProduct({
        _id: '89d8ac5b-d49f-4ceb-8ec7-e48b875051de',
        name: 'Francesinha',
        price: 13.5,
        options: [{ _id: 'e6561e65-9e14-4381-8451-b289494dba0b', name: 'Add an egg', minSelections: 0, maxSelections: 1, values: [{ _id: '1c4fec5d-a2ba-4a27-8942-f4e18b0e0b62', label: 'Fried egg on top', priceAdjustment: 1, isDefault: false }] }],
      }),
    ];
    const calls = stubApi((call) =>
      call.path === `/orders/${order._id}` ? json(200, { data: { order } }) : call.path.startsWith('/products') ? json(200, { data: { products: menu } }) : json(404, { message: 'Not found', code: 'NOT_FOUND' }),
    );
    renderOrders(`/orders/${order._id}`, { ...testRestaurant(), languages: { default: 'pt-PT', offered: ['pt-PT', 'en-GB'] } });
    const [first, second] = await screen.findAllByTestId('order-item');
    await waitFor(() => expect(first!.textContent).toContain('Add an egg: Fried egg on top'));
    // A dish no longer on the menu keeps the name the order stored.
    expect(second!.textContent).toContain('Caldo Verde');
    expect(calls.map((call) => call.path)).toContain('/products?isActive=true&limit=200');
  });

  it("asks for no menu where the page is in the restaurant's own language", async () => {
    const order = testOrder();
    const calls = answerOrder(order);
    renderOrders(`/orders/${order._id}`);
    await screen.findByTestId('order-item');
    expect(calls.map((call) => call.path)).toEqual([`/orders/${order._id}`]);
  });

  it('completes the progress bar at the last step: every step of a delivered order reads as done', async () => {
    const order = testOrder({ orderType: 'Delivery', status: 'Delivered' });
    answerOrder(order);
    renderOrders(`/orders/${order._id}`);
    const steps = within(await screen.findByTestId('order-progress')).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-done'))).toEqual(['true', 'true', 'true', 'true', 'true']);
    expect(steps[4]!.getAttribute('aria-current')).toBe('step');
  });

  it("names cash by how the food is handed over: 'Cash on Collection' for a pickup, the restaurant's name for a delivery", async () => {
    const pickup = testOrder({ orderType: 'Pickup', paymentDetails: { method: 'Cash on Delivery', paymentStatus: 'Pending', paidAt: null } });
    answerOrder(pickup);
    renderOrders(`/orders/${pickup._id}`);
    await screen.findByTestId('order-details');
    expect(screen.getByText('Cash on Collection')).toBeTruthy();
    expect(screen.queryByText('Cash on Delivery')).toBeNull();
    cleanup();
    const delivery = testOrder({ orderType: 'Delivery', paymentDetails: { method: 'Cash on Delivery', paymentStatus: 'Pending', paidAt: null } });
    answerOrder(delivery);
    renderOrders(`/orders/${delivery._id}`);
    await screen.findByTestId('order-details');
    expect(screen.getByText('Cash on Delivery')).toBeTruthy();
  });

  it.each([
    ['Pending Confirmation', true, false],
    ['Confirmed', false, false],
    ['Out for Delivery', false, false],
    ['Delivered', false, true],
    ['Completed', false, true],
    ['Cancelled by User', false, false],
  ] as const)('%s: Cancel Order %s, Leave a Review %s', async (status, cancellable, reviewable) => {
    const order = testOrder({ status });
    answerOrder(order);
    renderOrders(`/orders/${order._id}`);
    await screen.findByTestId('order-details');
    expect(!!screen.queryByRole('button', { name: 'Cancel Order' })).toBe(cancellable);
    const review = screen.queryByRole('link', { name: /Leave a Review/ });
    expect(!!review).toBe(reviewable);
    if (review) expect(review.getAttribute('href')).toBe(`/leave-review?orderId=${order._id}&restaurantId=8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e`);
  });

  it("reads 'Reviewed' once the diner has reviewed a finished order, still leading to their review", async () => {
    const order = testOrder({ status: 'Completed' });
    const review = { _id: 'f84d32be-1d73-4b5c-884d-7aedad110796', userName: 'Demo D.', rating: 4, comment: 'Good.', createdAt: order.createdAt, replies: [] };
    stubApi((call) => json(200, call.path === `/orders/${order._id}/review` ? { data: { review } } : { data: { order } }));
    renderOrders(`/orders/${order._id}`);
    const link = await screen.findByRole('link', { name: 'Reviewed' });
    expect(link.getAttribute('href')).toBe(`/leave-review?orderId=${order._id}&restaurantId=8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e`);
    expect(screen.queryByRole('link', { name: /Leave a Review/ })).toBeNull();
  });

  it("cancels after the spec's confirmation and shows the answered order", async () => {
    const cancelled = testOrder({ status: 'Cancelled by User', statusHistory: history(['Pending Confirmation', 5], ['Cancelled by User', 9]) });
    const calls = stubApi((call) =>
      call.method === 'PATCH' ? json(200, { data: { order: cancelled }, message: 'Order cancelled successfully.' }) : json(200, { data: { order: placed } }),
    );
    renderOrders(`/orders/${placed._id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    expect(dialog()).toMatchObject({
      type: 'confirm',
      message: 'Are you sure you want to cancel this order? This action might not be reversible.',
      confirmText: 'Yes, Cancel Order',
      cancelText: 'No, Keep Order',
      destructive: true,
    });
    await act(async () => settleDialog(true));
    await vi.waitFor(() => expect(chip().textContent).toBe('Cancelled by User'));
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({ method: 'PATCH', path: `/orders/${placed._id}/cancel-my-order`, body: { restaurantId: '8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e' } });
    expect(snackbar()).toMatchObject({ message: 'Order cancelled successfully.', color: 'success' });
    expect(screen.getAllByTestId('timeline-entry')[0]!.textContent).toContain('Cancelled by User');
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });

  it("keeps the order when the diner says 'No, Keep Order', and says the server's refusal", async () => {
    const calls = stubApi((call) =>
      call.method === 'PATCH'
        ? json(409, { message: 'This order has been confirmed by the restaurant and can no longer be cancelled.', code: 'CONFLICT' })
        : json(200, { data: { order: placed } }),
    );
    renderOrders(`/orders/${placed._id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await act(async () => settleDialog(false));
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel Order' })));
    await act(async () => settleDialog(true));
    await vi.waitFor(() => expect(snackbar()).toMatchObject({ message: 'This order has been confirmed by the restaurant and can no longer be cancelled.', color: 'error' }));
  });

  it('leads an open order with its progress and Cancel, and offers Reorder only once it is finished', async () => {
    answerOrder(placed);
    renderOrders(`/orders/${placed._id}`);
    const actions = await screen.findByRole('group', { name: 'Order actions' });
    expect(within(actions).getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel Order']);
    expect(screen.getByTestId('order-progress')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reorder' })).toBeNull();
    cleanup();

    // Confirmed: no longer cancellable by the diner, not finished: nothing to press, the progress leads.
    const confirmed = testOrder({ status: 'Confirmed', statusHistory: history(['Pending Confirmation', 5], ['Confirmed', 7]) });
    answerOrder(confirmed);
    renderOrders(`/orders/${confirmed._id}`);
    expect(await screen.findByTestId('order-progress')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Order actions' })).toBeNull();
    cleanup();

    const completed = testOrder({ status: 'Completed' });
    stubApi((call) => (call.path.endsWith('/review') ? json(404, { message: 'Not found', code: 'NOT_FOUND' }) : json(200, { data: { order: completed } })));
    renderOrders(`/orders/${completed._id}`);
    const finished = await screen.findByRole('group', { name: 'Order actions' });
    expect(within(finished).getAllByRole('button').map((button) => button.textContent)).toEqual(['Reorder']);
    expect(within(finished).getByRole('link', { name: /Leave a Review/ })).toBeTruthy();
  });

  it("says 'Points returned' and nothing pending for a cancelled reward order that was never paid", async () => {
    const order = testOrder({
      status: 'Cancelled by User',
      pointsSpent: 100,
      appliedPromotion: { promotionId: 'b84b16b2-53b2-431e-806b-d0849a354292', name: 'Free Dessert', description: '', type: 'FixedAmountDiscountOrder', discountValue: 5, couponCode: null, pointsCost: 100 },
      statusHistory: history(['Pending Confirmation', 5], ['Cancelled by User', 9]),
    });
    answerOrder(order);
    renderOrders(`/orders/${order._id}`);
    expect((await screen.findByTestId('order-points')).textContent).toBe('Points returned: the 100 points for this reward are back in your balance.');
    expect(screen.queryByText(/points redeemed/)).toBeNull();
    expect(screen.getByTestId('payment-status').textContent).toBe('Nothing to pay');
    expect(screen.queryByText('Pending')).toBeNull();
  });

  it('says the points earned only where the restaurant has rewards to spend them on', async () => {
    const order = testOrder({ status: 'Completed', pointsEarned: 29 });
    const reward = { ...testPromotion(), pointsCost: 100, isRedeemable: false, pointsNeeded: 71 };
    for (const [rewards, says] of [[[], null], [[reward], 'You earned 29 points with this order.']] as const) {
      stubApi((call) =>
        call.path === '/promotions/rewards'
          ? json(200, { data: { rewardsPromotions: rewards, points: 29 } })
          : call.path.endsWith('/review')
            ? json(404, { message: 'Not found', code: 'NOT_FOUND' })
            : json(200, { data: { order } }),
      );
      renderOrders(`/orders/${order._id}`);
      await screen.findByTestId('order-totals');
      if (says) expect((await screen.findByTestId('order-points')).textContent).toBe(says);
      else {
        await vi.waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).endsWith('/promotions/rewards'))).toBe(true));
        await act(async () => undefined);
        expect(screen.queryByTestId('order-points')).toBeNull();
      }
      cleanup();
    }
  });

  it("says 'Order Not Found' with the way back to the orders for an unknown order", async () => {
    stubApi(() => json(404, { message: 'Order not found.', code: 'NOT_FOUND' }));
    renderOrders('/orders/0f8fad5b-d9cb-469f-a165-000000000000');
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /My Orders/ }).getAttribute('href')).toBe('/orders');
  });

  it("says 'Could not load order details.' with Retry and My Orders when the call fails", async () => {
    let fail = true;
    stubApi(() => (fail ? Promise.reject(new TypeError('Failed to fetch')) : json(200, { data: { order: placed } })));
    renderOrders(`/orders/${placed._id}`);
    expect(await screen.findByRole('heading', { name: 'Could not load order details.' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('Failed to fetch order details.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/orders');
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Retry/ })));
    expect(await screen.findByTestId('order-details')).toBeTruthy();
  });

  it("reorders what is still on today's menu into the cart, goes to the cart and lists what was left out", async () => {
    const order = testOrder({
      status: 'Completed',
      items: [placed.items[0]!, { ...placed.items[0]!, _id: 'c1d2e3f4-0000-4000-8000-000000000009', productId: '888e3177-eae4-4b24-8ef1-33598c5fadd2', productName: 'Game Pie', quantity: 1 }],
    });
    const curry = testProduct({ _id: '35b5b298-aff9-4764-858d-81f12b41b52b', name: 'Chickpea & Spinach Curry', price: 15 });
    stubApi((call) => (call.path.startsWith('/products') ? json(200, { data: { products: [curry] } }) : json(200, { data: { order } })));
    const { router } = renderOrders(`/orders/${order._id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Reorder' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    const { items, restaurantId } = useCartStore.getState();
    expect(restaurantId).toBe('8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e');
    // Today's price.
    expect(items.map((line) => [line.name, line.quantity, line.itemSubtotal])).toEqual([['Chickpea & Spinach Curry', 2, 30]]);
    expect(dialog()).toMatchObject({
      type: 'info',
      title: 'Some items could not be added',
      message: "The rest of order #GF-000042 is in your cart, at today's prices. These items were left out:\n• Game Pie: no longer on the menu",
    });
  });
});
