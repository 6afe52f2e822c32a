import { PAYMENT_MESSAGES, type Order, type OrderRefund } from '@platter/domain';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { orderKeys } from '../../lib/api/query-keys.ts';
import { testOrder } from '../../lib/test-fixtures.ts';
import { historyPage, json, renderOrders, signedIn, stubApi, type ApiCall } from './orders-test-fixtures.tsx';
import { PAYMENT_CHECK_EVERY_MS, PAYMENT_CHECK_FOR_MS } from './use-payment-check.ts';

vi.mock('../../lib/live-orders/use-live-orders.ts', () => ({ useLiveOrders: () => undefined }));
registerCatalogues(import.meta.glob('../../i18n/*/{orders,cart}.json', { eager: true, import: 'default' }));

const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/cs_test_123';
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 13, minutes)).toISOString();
const awaiting = testOrder({
  status: 'Awaiting Payment',
  paymentDetails: { method: 'Online Payment', paymentStatus: 'Pending', paidAt: null, checkoutUrl: CHECKOUT_URL, refunds: [], amountRefunded: 0 },
  statusHistory: [{ status: 'Awaiting Payment', changedAt: at(5), notes: null }],
});
const paid: Order = {
  ...awaiting,
  status: 'Pending Confirmation',
  paymentDetails: { ...awaiting.paymentDetails, paymentStatus: 'Paid', paidAt: at(6), checkoutUrl: null },
  statusHistory: [...awaiting.statusHistory, { status: 'Pending Confirmation', changedAt: at(6), notes: null }],
};
const refund = (overrides: Partial<OrderRefund>): OrderRefund => ({
  _id: '7c1b2a3d-0000-4000-8000-000000000001',
  amount: 5,
  reason: 'The naan was missing.',
  status: 'Succeeded',
  lines: null,
  automatic: false,
  createdAt: at(40),
  ...overrides,
});

const checks = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST' && call.path === `/orders/${awaiting._id}/check-payment`).length;
const tick = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

/** GET answers `order`; each check-payment answers the next of `answers` (the last one again once they run out). */
function answering(order: Order, answers: Order[] = [order]): ApiCall[] {
  let next = 0;
  return stubApi((call) => {
    if (call.method === 'POST' && call.path.endsWith('/check-payment')) return json(200, { data: { order: answers[Math.min(next++, answers.length - 1)] } });
    // Giving the checkout up: the order as the server leaves it (here, the provider could not be reached: still waiting).
    if (call.method === 'POST' && call.path.endsWith('/cancel-payment')) return json(200, { data: { order } });
    if (call.path === `/orders/${order._id}`) return json(200, { data: { order } });
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
}

describe('The order page of an order paid online (issue 25)', () => {
  beforeEach(() => {
    signedIn();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("back from paying: 'Confirming your payment…', a check at once and every 3 s, until the order is paid; no Cancel Order meanwhile", async () => {
    const calls = answering(awaiting, [awaiting, awaiting, paid]);
    renderOrders(`/orders/${awaiting._id}?payment=return&session_id=cs_test_123`);
    const confirming = await screen.findByTestId('confirming-payment');
    expect(within(confirming).getByRole('status').textContent).toContain(PAYMENT_MESSAGES.confirming);
    expect(PAYMENT_MESSAGES.confirming).toBe('Confirming your payment…');
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    expect(screen.queryByTestId('order-progress')).toBeNull();
    await vi.waitFor(() => expect(checks(calls)).toBe(1));
    expect(calls.find((call) => call.path.endsWith('/check-payment'))?.body).toBeUndefined();

    await tick(PAYMENT_CHECK_EVERY_MS);
    expect(checks(calls)).toBe(2);
    await tick(PAYMENT_CHECK_EVERY_MS);
    expect(checks(calls)).toBe(3);
    // Paid: the order page as ever, and no more checks.
    await vi.waitFor(() => expect(screen.queryByTestId('confirming-payment')).toBeNull());
    expect(within(screen.getByTestId('order-details')).getAllByTestId('order-status')[0]!.textContent).toBe('Pending Confirmation');
    expect(screen.getByTestId('payment-status').textContent).toBe('Paid');
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeTruthy();
    await tick(PAYMENT_CHECK_EVERY_MS * 3);
    expect(checks(calls)).toBe(3);
  });

  it('stops checking as soon as the live channel says the order is paid', async () => {
    const calls = answering(awaiting);
    const { queryClient } = renderOrders(`/orders/${awaiting._id}?payment=return&session_id=cs_test_123`);
    await screen.findByTestId('confirming-payment');
    await vi.waitFor(() => expect(checks(calls)).toBe(1));
    await act(async () => void queryClient.setQueryData(orderKeys.detail(awaiting._id), paid));
    // The first check's answer (still awaiting) may land after the live update: it does not undo it.
    await tick(0);
    expect(screen.queryByTestId('confirming-payment')).toBeNull();
    await tick(PAYMENT_CHECK_EVERY_MS * 3);
    expect(checks(calls)).toBe(1);
  });

  it("stops after 2 minutes with 'Check again' (and the way back to pay), which checks again", async () => {
    const calls = answering(awaiting);
    renderOrders(`/orders/${awaiting._id}?payment=return&session_id=cs_test_123`);
    await screen.findByTestId('confirming-payment');
    await tick(PAYMENT_CHECK_FOR_MS + PAYMENT_CHECK_EVERY_MS);
    const again = await screen.findByRole('button', { name: 'Check again' });
    const made = checks(calls);
    expect(made).toBeGreaterThanOrEqual(PAYMENT_CHECK_FOR_MS / PAYMENT_CHECK_EVERY_MS);
    expect(screen.getByTestId('confirming-payment').textContent).not.toContain(PAYMENT_MESSAGES.confirming);
    expect(screen.getByRole('link', { name: 'Return to payment' }).getAttribute('href')).toBe(CHECKOUT_URL);
    await tick(PAYMENT_CHECK_EVERY_MS * 3);
    expect(checks(calls)).toBe(made);

    await act(async () => fireEvent.click(again));
    await vi.waitFor(() => expect(checks(calls)).toBe(made + 1));
    expect(screen.getByTestId('confirming-payment').textContent).toContain(PAYMENT_MESSAGES.confirming);
  });

  it('back from a cancelled payment: the order gives its checkout up at once, so nothing is held for it (issue 40)', async () => {
    const failed: Order = {
      ...awaiting,
      status: 'Failed',
      paymentDetails: { ...awaiting.paymentDetails, paymentStatus: 'Failed', checkoutUrl: null },
      statusHistory: [...awaiting.statusHistory, { status: 'Failed', changedAt: at(7), notes: 'The card payment was not completed.' }],
    };
    const calls = stubApi((call) => {
      if (call.method === 'POST' && call.path.endsWith('/cancel-payment')) return json(200, { data: { order: failed } });
      if (call.path === `/orders/${awaiting._id}`) return json(200, { data: { order: awaiting } });
      return json(404, { message: 'Not found', code: 'NOT_FOUND' });
    });
    renderOrders(`/orders/${awaiting._id}?payment=cancelled`);
    expect((await screen.findByTestId('payment-not-completed')).textContent).toContain('Your payment was not completed. Nothing was charged.');
    await vi.waitFor(() => expect(screen.queryByTestId('payment-not-completed')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST' && call.path === `/orders/${awaiting._id}/cancel-payment`)).toHaveLength(1);
    expect(screen.getByText('The card payment was not completed.')).toBeTruthy();
    expect(checks(calls)).toBe(0);
  });

  it("back from a cancelled payment the provider could not be told of: 'Your payment was not completed. Nothing was charged.' and 'Return to payment', with no checks", async () => {
    const calls = answering(awaiting);
    renderOrders(`/orders/${awaiting._id}?payment=cancelled`);
    const notice = await screen.findByTestId('payment-not-completed');
    expect(notice.textContent).toContain('Your payment was not completed. Nothing was charged.');
    const back = await within(notice).findByRole('link', { name: 'Return to payment' });
    expect(back.getAttribute('href')).toBe(CHECKOUT_URL);
    expect(screen.queryByTestId('confirming-payment')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    await tick(PAYMENT_CHECK_EVERY_MS * 2);
    expect(checks(calls)).toBe(0);
  });

  it("shows the payment's refunds: what came back, and each with its reason and status", async () => {
    const order = testOrder({
      status: 'Completed',
      paymentDetails: {
        method: 'Online Payment',
        paymentStatus: 'Partially Refunded',
        paidAt: at(6),
        amountRefunded: 5,
        refunds: [
          refund({}),
          refund({ _id: '7c1b2a3d-0000-4000-8000-000000000002', amount: 3.5, reason: 'Cold chips.', status: 'Pending', createdAt: at(45) }),
          refund({ _id: '7c1b2a3d-0000-4000-8000-000000000003', amount: 2, reason: 'Retried.', status: 'Failed', createdAt: at(46) }),
        ],
      },
    });
    stubApi((call) => (call.path.endsWith('/review') ? json(404, { message: 'Not found', code: 'NOT_FOUND' }) : json(200, { data: { order } })));
    renderOrders(`/orders/${order._id}`);
    const payment = await screen.findByTestId('order-payment');
    expect(within(payment).getByText('Online Payment')).toBeTruthy();
    const chip = within(payment).getByTestId('payment-status');
    expect(chip.textContent).toBe('Partially Refunded');
    expect(chip.className).toContain('bg-info/12');
    expect(payment.textContent).toContain('Paid25 Nov 2026, 13:06');
    expect(payment.textContent).toContain('Refunded£5.00');
    const refunds = screen.getAllByTestId('refund');
    expect(refunds.map((r) => [within(r).getByTestId('refund-status').textContent, r.textContent?.includes('The naan was missing.') || r.textContent?.includes('Cold chips.') || r.textContent?.includes('Retried.')])).toEqual([
      ['Refunded', true],
      ['Refund processing', true],
      ['Refund failed', true],
    ]);
    expect(refunds[1]!.textContent).toContain('£3.50');
  });

  it('shows no refunds for an order without any', async () => {
    stubApi((call) => (call.path.endsWith('/review') ? json(404, { message: 'Not found', code: 'NOT_FOUND' }) : json(200, { data: { order: paid } })));
    renderOrders(`/orders/${paid._id}`);
    await screen.findByTestId('order-payment');
    expect(screen.queryByTestId('refunds')).toBeNull();
    expect(screen.queryByText('Refunded')).toBeNull();
  });
});

describe('Order history cards: the payment status beside the total (issue 25)', () => {
  beforeEach(signedIn);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('always for a card order, for another only once it is paid, and not when the summary has no payment', async () => {
    const orders = [
      testOrder({ _id: '0f8fad5b-d9cb-469f-a165-000000000101', orderNumber: 'GF-000101', paymentDetails: { method: 'Online Payment', paymentStatus: 'Pending', paidAt: null } }),
      testOrder({ _id: '0f8fad5b-d9cb-469f-a165-000000000102', orderNumber: 'GF-000102', paymentDetails: { method: 'Online Payment', paymentStatus: 'Refunded', paidAt: at(6) } }),
      testOrder({ _id: '0f8fad5b-d9cb-469f-a165-000000000103', orderNumber: 'GF-000103', paymentDetails: { method: 'Cash on Delivery', paymentStatus: 'Pending', paidAt: null } }),
      testOrder({ _id: '0f8fad5b-d9cb-469f-a165-000000000104', orderNumber: 'GF-000104', paymentDetails: { method: 'Cash on Delivery', paymentStatus: 'Paid', paidAt: at(50) } }),
    ];
    const page = historyPage(orders);
    const withPayment = { data: { ...page.data, orders: page.data.orders.map((card, i) => ({ ...card, payment: { method: orders[i]!.paymentDetails.method, paymentStatus: orders[i]!.paymentDetails.paymentStatus } })) } };
    stubApi(() => json(200, withPayment));
    renderOrders('/orders');
    const cards = await screen.findAllByTestId('order-card');
    expect(cards.map((card) => within(card).queryByTestId('payment-status')?.textContent ?? null)).toEqual(['Pending', 'Refunded', null, 'Paid']);
    cleanup();

    // A history from before cards were paid (no `payment`): no chip.
    const withoutPayment = { data: { ...page.data, orders: page.data.orders.map(({ payment: _payment, ...card }) => card) } };
    stubApi(() => json(200, withoutPayment));
    renderOrders('/orders');
    const without = await screen.findAllByTestId('order-card');
    expect(without.map((card) => within(card).queryByTestId('payment-status'))).toEqual([null, null, null, null]);
  });
});
