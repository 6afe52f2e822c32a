import { PAYMENT_MESSAGES, type Order, type OrderRefund } from '@platter/domain';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnackbarStore } from '../../lib/snackbar.ts';
import { json, stubApi, testOrder, type ApiCall } from '../../lib/test-fixtures.ts';
import BoardPage from './board-page.tsx';
import { boardAnswer, boardOrder, renderStaff, signedInAsStaff } from '../../staff-area/staff-test-fixtures.tsx';

const base = testOrder();
const curry = base.items[0]!;
const naan = { ...curry, _id: 'c1d2e3f4-0000-4000-8000-000000000002', productId: '2f36aa56-9b2b-4967-8a0d-289ba2e49b13', productName: 'Garlic Naan', quantity: 1, unitPrice: 3.5, itemSubtotal: 3.5 };
/** 2× curry (£29.00) and a naan (£3.50), paid by card: £32.50. */
const paidByCard = (overrides: Partial<Order['paymentDetails']> = {}, status: Order['status'] = 'Completed') =>
  boardOrder(status, {
    items: [curry, naan],
    subtotal: 32.5,
    totalAmount: 32.5,
    paymentDetails: { method: 'Online Payment', paymentStatus: 'Paid', paidAt: '2026-11-25T13:06:00.000Z', refunds: [], amountRefunded: 0, ...overrides },
  });
const pendingRefund = (amount: number, reason: string): OrderRefund => ({
  _id: '7c1b2a3d-0000-4000-8000-000000000011',
  amount,
  reason,
  status: 'Pending',
  lines: null,
  automatic: false,
  createdAt: '2026-11-25T14:00:00.000Z',
});
const refunded = (order: Order, refund: OrderRefund): Order => ({
  ...order,
  updatedAt: '2026-11-25T14:00:00.000Z',
  paymentDetails: { ...order.paymentDetails, refunds: [...(order.paymentDetails.refunds ?? []), refund] },
});

/** The board holds `order`; a refund answers `answer(call)`. */
function boardWith(order: Order, answer: (call: ApiCall) => Response = () => json(500, {})): ApiCall[] {
  return stubApi((call) => (call.method === 'POST' ? answer(call) : json(200, boardAnswer([order]))));
}

async function openOrder(order: Order) {
  renderStaff(<BoardPage />);
  await act(async () => fireEvent.click(await screen.findByTestId('show-done')));
  const row = await vi.waitFor(() => screen.getAllByTestId('done-order').find((r) => r.textContent?.includes(order.orderNumber))!);
  await act(async () => fireEvent.click(within(row).getByRole('button')));
  return screen.findByTestId('order-details');
}

async function openRefund(order: Order) {
  const details = await openOrder(order);
  await act(async () => fireEvent.click(within(details).getByRole('button', { name: 'Refund' })));
  return screen.findByTestId('refund-dialog');
}

const submit = (dialog: HTMLElement) => within(dialog).getByTestId('refund-submit');
const reason = (dialog: HTMLElement, text: string) => fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: text } });
const refundCalls = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

describe('Refunds from the board (issue 25)', () => {
  beforeEach(() => {
    signedInAsStaff('Owner');
    useSnackbarStore.setState({ current: null });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the order's payment: method, status chip and its refunds", async () => {
    const order = paidByCard({
      paymentStatus: 'Partially Refunded',
      amountRefunded: 3.5,
      refunds: [{ ...pendingRefund(3.5, 'Naan was missing.'), status: 'Succeeded' }, pendingRefund(2, 'Cold curry.')],
    });
    boardWith(order);
    const details = await openOrder(order);
    const payment = within(details).getByTestId('details-payment');
    expect(payment.textContent).toContain('Online Payment');
    expect(within(payment).getByTestId('payment-status').textContent).toBe('Partially Refunded');
    expect(within(payment).getByTestId('amount-refunded').textContent).toBe('Refunded £3.50');
    expect(within(payment).getAllByTestId('refund').map((r) => within(r).getByTestId('refund-status').textContent)).toEqual(['Refunded', 'Refund processing']);
    expect(payment.textContent).toContain('Naan was missing.');
    // £32.50 paid, £5.50 of it refunded or on its way.
    await act(async () => fireEvent.click(within(details).getByRole('button', { name: 'Refund' })));
    const dialog = await screen.findByTestId('refund-dialog');
    expect(submit(dialog).textContent).toBe('Refund £27.00');
  });

  it('refunds in full with a reason (required), then shows the order with its new pending refund', async () => {
    const order = paidByCard();
    const calls = boardWith(order, (call) =>
      json(201, { data: { order: refunded(order, pendingRefund(32.5, (call.body as { reason: string }).reason)), refund: pendingRefund(32.5, 'x') }, message: PAYMENT_MESSAGES.refundRequested }),
    );
    const dialog = await openRefund(order);
    expect(within(dialog).getByRole('heading', { name: `Refund order #${order.orderNumber}` })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'Full refund' })).toHaveProperty('checked', true);
    expect(dialog.textContent).toContain('Everything still refundable: £32.50');
    expect(submit(dialog).textContent).toBe('Refund £32.50');

    await act(async () => fireEvent.click(submit(dialog)));
    expect(dialog.textContent).toContain('Please give a reason for the refund.');
    expect(within(dialog).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(refundCalls(calls)).toEqual([]);

    reason(dialog, '  Order never arrived.  ');
    await act(async () => fireEvent.click(submit(dialog)));
    await vi.waitFor(() => expect(screen.queryByTestId('refund-dialog')).toBeNull());
    expect(refundCalls(calls)).toEqual([{ method: 'POST', path: `/staff/orders/${order._id}/refunds`, body: { reason: 'Order never arrived.', includeTip: false } }]);
    expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Refund requested.', color: 'success' });
    // The answer's order reaches the card a render after the dialog closes (slower on a loaded machine).
    await vi.waitFor(() => expect(within(screen.getByTestId('details-payment')).getByTestId('refund-status').textContent).toBe('Refund processing'));
    const payment = screen.getByTestId('details-payment');
    expect(payment.textContent).toContain('Order never arrived.');
    // Nothing left to refund: no Refund button.
    expect(within(payment).queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('refunds an amount, up to what is refundable', async () => {
    const order = paidByCard();
    const calls = boardWith(order, () => json(201, { data: { order: refunded(order, pendingRefund(10, 'Late.')), refund: pendingRefund(10, 'Late.') }, message: PAYMENT_MESSAGES.refundRequested }));
    const dialog = await openRefund(order);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Amount' }));
    const amount = within(dialog).getByLabelText('Amount to refund (£)') as HTMLInputElement;
    expect(amount.getAttribute('max')).toBe('32.5');
    expect(submit(dialog).textContent).toBe('Refund');
    fireEvent.change(amount, { target: { value: '40' } });
    expect(dialog.textContent).toContain('At most £32.50 can be refunded.');
    fireEvent.change(amount, { target: { value: '10' } });
    expect(dialog.textContent).not.toContain('At most £32.50 can be refunded.');
    expect(submit(dialog).textContent).toBe('Refund £10.00');
    reason(dialog, 'Late.');
    await act(async () => fireEvent.click(submit(dialog)));
    await vi.waitFor(() => expect(refundCalls(calls)).toHaveLength(1));
    expect(refundCalls(calls)[0]!.body).toEqual({ amount: 10, reason: 'Late.', includeTip: false });
  });

  it('refunds chosen items, the amount previewed with the domain’s refundForLines', async () => {
    const order = paidByCard();
    const calls = boardWith(order, () => json(201, { data: { order: refunded(order, pendingRefund(18, 'Wrong dishes.')), refund: pendingRefund(18, 'Wrong dishes.') } }));
    const dialog = await openRefund(order);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Items' }));
    reason(dialog, 'Wrong dishes.');
    await act(async () => fireEvent.click(submit(dialog)));
    expect(dialog.textContent).toContain('Choose at least one dish to refund.');
    expect(refundCalls(calls)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Chickpea & Spinach Curry/ }));
    expect(submit(dialog).textContent).toBe('Refund £29.00');
    fireEvent.change(within(dialog).getByLabelText('How many Chickpea & Spinach Curry to refund'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Garlic Naan/ }));
    expect(dialog.textContent).toContain('Comes to £18.00');
    expect(submit(dialog).textContent).toBe('Refund £18.00');
    await act(async () => fireEvent.click(submit(dialog)));
    await vi.waitFor(() => expect(refundCalls(calls)).toHaveLength(1));
    expect(refundCalls(calls)[0]!.body).toEqual({
      lines: [
        { itemId: curry._id, quantity: 1 },
        { itemId: naan._id, quantity: 1 },
      ],
      reason: 'Wrong dishes.',
      includeTip: false,
    });
    // The default message when the answer carries none.
    await vi.waitFor(() => expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Refund requested.' }));
  });

  it("says the API's refusal in the dialog and keeps it open (409: someone refunded meanwhile), fetching the board again", async () => {
    const order = paidByCard();
    const message = 'Refunds can be at most £2.50 more on this order.';
    const calls = boardWith(order, () => json(409, { message, code: 'REFUND_EXCEEDS_PAID' }));
    const dialog = await openRefund(order);
    reason(dialog, 'Late.');
    const boardFetches = calls.filter((call) => call.method === 'GET').length;
    await act(async () => fireEvent.click(submit(dialog)));
    expect((await within(dialog).findByTestId('refund-error')).textContent).toBe(message);
    expect(screen.getByTestId('refund-dialog')).toBeTruthy();
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThan(boardFetches));
  });

  it('puts a validation refusal beside its field', async () => {
    const order = paidByCard();
    boardWith(order, () => json(400, { message: 'Validation failed', code: 'VALIDATION_ERROR', errors: [{ field: 'reason', message: 'The reason can be at most 500 characters.' }] }));
    const dialog = await openRefund(order);
    reason(dialog, 'Late.');
    await act(async () => fireEvent.click(submit(dialog)));
    await vi.waitFor(() => expect(within(dialog).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.textContent).toContain('The reason can be at most 500 characters.');
    expect(within(dialog).queryByTestId('refund-error')).toBeNull();
  });

  it.each([
    ['Manager', 'a paid card order', true, paidByCard()],
    ['Staff', 'a paid card order', false, paidByCard()],
    ['Owner', 'a card order refunded in full', false, paidByCard({ paymentStatus: 'Refunded', amountRefunded: 32.5 })],
    ['Owner', 'a paid cash order', false, boardOrder('Completed', { paymentDetails: { method: 'Cash on Delivery', paymentStatus: 'Paid', paidAt: '2026-11-25T13:06:00.000Z' } })],
    ['Owner', 'a card order refunded in part', true, paidByCard({ paymentStatus: 'Partially Refunded', amountRefunded: 10, refunds: [{ ...pendingRefund(10, 'Late.'), status: 'Succeeded' }] })],
  ] as const)('%s, %s: Refund offered %s', async (role, _what, shown, order) => {
    signedInAsStaff(role);
    boardWith(order);
    const details = await openOrder(order);
    expect(!!within(details).queryByRole('button', { name: 'Refund' })).toBe(shown);
  });
});
