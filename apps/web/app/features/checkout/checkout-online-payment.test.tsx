import { EMPTY_CART, type Order, type PlaceOrderBody } from '@platter/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { orderKeys } from '../../lib/api/query-keys.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { useDialogStore } from '../../lib/dialog.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { useSnackbarStore } from '../../lib/snackbar.ts';
import { chips, goldenForkCart, json, stubApi, testOrder, testRestaurant, testUser, type ApiCall } from '../../lib/test-fixtures.ts';
import type * as LeaveSite from '../../lib/leave-site.ts';
import { CheckoutPage } from './checkout-page.tsx';

// The browser's own navigation to the provider's page (jsdom has none).
const left = vi.hoisted(() => ({ to: [] as string[] }));
vi.mock('../../lib/leave-site.ts', async (original) => ({
  ...(await original<typeof LeaveSite>()),
  leaveFor: (url: string) => {
    left.to.push(url);
    return true;
  },
}));

registerCatalogues(import.meta.glob('../../i18n/*/{checkout,cart}.json', { eager: true, import: 'default' }));

/** Wednesday 25 November 2026, 13:00 in London: The Golden Fork is open. */
const LUNCH = new Date('2026-11-25T13:00:00Z');
const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/cs_test_123';
const awaiting: Order = testOrder({
  status: 'Awaiting Payment',
  paymentDetails: { method: 'Online Payment', paymentStatus: 'Pending', paidAt: null, checkoutUrl: CHECKOUT_URL },
  statusHistory: [{ status: 'Awaiting Payment', changedAt: '2026-11-25T13:00:00.000Z', notes: null }],
});

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

function renderCheckout() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', Component: Outlet, children: [{ path: 'checkout', Component: CheckoutPage }, { path: '*', Component: Landed }] }],
    { initialEntries: ['/checkout'], hydrationData: { loaderData: { root: { restaurant: testRestaurant({ isAcceptingOrders: true }) } } } },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/** The diner's account, no offers or rewards, and `placed` as POST /orders's answer. */
function answering(placed: (call: ApiCall) => Response): ApiCall[] {
  return stubApi((call) => {
    if (call.method === 'POST' && call.path === '/orders') return placed(call);
    if (call.path === '/users/me') return json(200, { data: { user: testUser() } });
    if (call.path === '/promotions/automatic') return json(200, { data: { promotions: [] } });
    if (call.path === '/promotions/rewards') return json(200, { data: { rewardsPromotions: [], points: 0 } });
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
}

async function placeWithOnlinePayment() {
  const place = await screen.findByRole('button', { name: 'Place Order' });
  const online = screen.getByRole('radio', { name: 'Online Payment' });
  fireEvent.click(online);
  await act(async () => fireEvent.click(place));
  return place;
}

describe('Checkout with online payment (issue 25)', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(LUNCH);
    left.to = [];
    localStorage.clear();
    useDialogStore.setState({ current: null });
    useSnackbarStore.setState({ current: null });
    useSessionStore.setState({ isLoggedIn: true, user: testUser(), accessToken: 'token-1', status: 'ready', leaving: false });
    await useCartStore.persist.rehydrate();
    useCartStore.setState(EMPTY_CART);
    useCartStore.getState().add({ product: chips, restaurant: goldenForkCart, selectedOptions: [], quantity: 2 });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("says where the diner pays: 'Pay securely by card, Apple Pay or Google Pay on the next page.'", async () => {
    answering(() => json(500, {}));
    renderCheckout();
    const payment = (await screen.findByRole('radio', { name: 'Online Payment' })).closest('label')!;
    expect(within(payment).getByText('Pay securely by card, Apple Pay or Google Pay on the next page.')).toBeTruthy();
  });

  it("goes to the provider's page once the order is stored: the cart empties, the button says 'Redirecting to secure payment…' and stays off, no success dialog", async () => {
    const calls = answering(() => json(201, { data: { order: awaiting, checkoutUrl: CHECKOUT_URL }, message: 'Order #GF-000042 placed successfully!' }));
    const { router, queryClient } = renderCheckout();
    await placeWithOnlinePayment();

    await vi.waitFor(() => expect(left.to).toEqual([CHECKOUT_URL]));
    const body = calls.find((call) => call.method === 'POST')!.body as PlaceOrderBody;
    expect(body.paymentDetails).toMatchObject({ method: 'Online Payment' });
    const button = screen.getByTestId('place-order') as HTMLButtonElement;
    expect(button.textContent).toBe('Redirecting to secure payment…');
    expect(button.disabled).toBe(true);
    // The order exists (the diner can come back to pay from its page): the cart is emptied as for any placed order.
    expect(useCartStore.getState().items).toEqual([]);
    expect(queryClient.getQueryData(orderKeys.detail(awaiting._id))).toEqual(awaiting);
    // Still on checkout, showing what was ordered: not sent to the menu for an empty cart, no success dialog or snackbar.
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.getByTestId('checkout-summary').textContent).toContain('Triple-Cooked Chips');
    expect(useDialogStore.getState().current).toBeNull();
    expect(useSnackbarStore.getState().current).toBeNull();
    // A second press does nothing.
    await act(async () => fireEvent.click(button));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('comes back to the order page, not paid, when the browser restores checkout from its back-forward cache', async () => {
    answering(() => json(201, { data: { order: awaiting, checkoutUrl: CHECKOUT_URL } }));
    const { router } = renderCheckout();
    await placeWithOnlinePayment();
    await vi.waitFor(() => expect(left.to).toHaveLength(1));
    await act(async () => {
      const event = new Event('pageshow') as PageTransitionEvent;
      Object.defineProperty(event, 'persisted', { value: true });
      window.dispatchEvent(event);
    });
    expect(router.state.location.pathname + router.state.location.search).toBe(`/orders/${awaiting._id}?payment=cancelled`);
  });

  it('keeps the cart and says so when card payments are unavailable (503: nothing charged or stored)', async () => {
    const message = 'Card payments are not available right now: nothing was charged. Please try again in a minute, or choose another payment method.';
    answering(() => json(503, { message, code: 'PAYMENTS_UNAVAILABLE' }));
    renderCheckout();
    const place = await placeWithOnlinePayment();
    await vi.waitFor(() => expect(useSnackbarStore.getState().current).toMatchObject({ message, color: 'error' }));
    expect(left.to).toEqual([]);
    expect(useCartStore.getState().items).toHaveLength(1);
    expect(place.textContent).toBe('Place Order');
    expect((place as HTMLButtonElement).disabled).toBe(false);
  });

  it("says the minimum when the order is too small for a card (400 ONLINE_PAYMENT_BELOW_MINIMUM)", async () => {
    const message = 'Online payment needs an order of at least £0.30. Please choose another payment method.';
    answering(() => json(400, { message, code: 'ONLINE_PAYMENT_BELOW_MINIMUM' }));
    renderCheckout();
    await placeWithOnlinePayment();
    await vi.waitFor(() => expect(useSnackbarStore.getState().current).toMatchObject({ message, color: 'error' }));
    expect(useCartStore.getState().items).toHaveLength(1);
  });

  it('keeps the success dialog for a cash order (no checkoutUrl)', async () => {
    answering(() => json(201, { data: { order: testOrder() }, message: 'Order #GF-000042 placed successfully!' }));
    renderCheckout();
    const place = await screen.findByRole('button', { name: 'Place Order' });
    await act(async () => fireEvent.click(place));
    await vi.waitFor(() => expect(useDialogStore.getState().current).toMatchObject({ title: 'Order Placed Successfully!' }));
    expect(left.to).toEqual([]);
  });
});
