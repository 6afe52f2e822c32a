import { describe, expect, it } from 'vitest';
import { testOrder } from '../../lib/test-fixtures.ts';
import { canBeRefunded, parseAmountMinor, refundableOf, refundAmountOf, refundBodyOf, type RefundChoice } from './refund-model.ts';

const refund = (amount: number, status: 'Pending' | 'Succeeded' | 'Failed') => ({
  _id: '7c1b2a3d-0000-4000-8000-000000000001',
  amount,
  reason: 'r',
  status,
  lines: null,
  automatic: false,
  createdAt: '2026-11-25T14:00:00.000Z',
});
/** 2× curry, £29.00, paid by card. */
const paid = (refunds: ReturnType<typeof refund>[] = [], paymentStatus: 'Paid' | 'Partially Refunded' | 'Refunded' | 'Pending' = 'Paid') =>
  testOrder({ paymentDetails: { method: 'Online Payment', paymentStatus, paidAt: '2026-11-25T13:06:00.000Z', refunds } });
const choice = (overrides: Partial<RefundChoice>): RefundChoice => ({ way: 'full', amountText: '', quantities: {}, ...overrides });
const curryId = testOrder().items[0]!._id;

describe('the refund dialog’s arithmetic', () => {
  it('reads typed amounts with at most two decimals', () => {
    expect(parseAmountMinor('12')).toBe(1200);
    expect(parseAmountMinor(' 12.5 ')).toBe(1250);
    expect(parseAmountMinor('12,05')).toBe(1205);
    expect(parseAmountMinor('0.1')).toBe(10);
    for (const bad of ['', '-1', '1.005', 'abc', '1e3', '12.']) expect(parseAmountMinor(bad)).toBeNull();
  });

  it('counts pending and succeeded refunds against the payment, never failed ones', () => {
    expect(refundableOf(paid())).toBe(2900);
    expect(refundableOf(paid([refund(5, 'Succeeded'), refund(3.5, 'Pending'), refund(20, 'Failed')], 'Partially Refunded'))).toBe(2050);
  });

  it('offers a refund only for a card payment taken, with something left', () => {
    expect(canBeRefunded(paid())).toBe(true);
    expect(canBeRefunded(paid([refund(5, 'Succeeded')], 'Partially Refunded'))).toBe(true);
    expect(canBeRefunded(paid([refund(29, 'Pending')]))).toBe(false);
    expect(canBeRefunded(paid([], 'Refunded'))).toBe(false);
    expect(canBeRefunded(paid([], 'Pending'))).toBe(false);
    expect(canBeRefunded(testOrder({ paymentDetails: { method: 'Cash on Delivery', paymentStatus: 'Paid', paidAt: null } }))).toBe(false);
  });

  it('comes to everything refundable in full, the typed amount up to that, or the chosen lines’ share', () => {
    const order = paid([refund(4, 'Succeeded')], 'Partially Refunded');
    expect(refundAmountOf(order, choice({}))).toEqual({ amountMinor: 2500, problem: null });
    expect(refundAmountOf(order, choice({ way: 'amount', amountText: '10' }))).toEqual({ amountMinor: 1000, problem: null });
    expect(refundAmountOf(order, choice({ way: 'amount', amountText: '25.01' }))).toEqual({ amountMinor: 2501, problem: 'amountTooLarge' });
    expect(refundAmountOf(order, choice({ way: 'amount', amountText: '0' }))).toEqual({ amountMinor: 0, problem: 'amountTooSmall' });
    expect(refundAmountOf(order, choice({ way: 'amount', amountText: 'x' }))).toEqual({ amountMinor: null, problem: 'amountInvalid' });
    expect(refundAmountOf(order, choice({ way: 'items', quantities: { [curryId]: 1 } }))).toEqual({ amountMinor: 1450, problem: null });
    expect(refundAmountOf(order, choice({ way: 'items', quantities: { [curryId]: 2 } }))).toEqual({ amountMinor: 2900, problem: 'itemsTooLarge' });
    expect(refundAmountOf(order, choice({ way: 'items', quantities: { [curryId]: 0 } }))).toEqual({ amountMinor: null, problem: 'noItems' });
  });

  it('sends neither amount nor lines in full, the amount in major units, or the chosen lines', () => {
    expect(refundBodyOf(choice({}), 2900, ' Late. ')).toEqual({ reason: 'Late.', includeTip: false });
    expect(refundBodyOf(choice({}), 2900, 'Late.', true)).toEqual({ reason: 'Late.', includeTip: true });
    expect(refundBodyOf(choice({ way: 'amount', amountText: '10.5' }), 1050, 'Late.')).toEqual({ amount: 10.5, reason: 'Late.', includeTip: false });
    expect(refundBodyOf(choice({ way: 'items', quantities: { [curryId]: 1, other: 0 } }), 1450, 'Late.')).toEqual({ lines: [{ itemId: curryId, quantity: 1 }], reason: 'Late.', includeTip: false });
  });

  it('leaves the tip out of a full refund unless it is included (issue 30)', () => {
    const tipped = { ...paid(), tipAmount: 3, totalAmount: 32 };
    expect(refundAmountOf(tipped, choice({}))).toEqual({ amountMinor: 2900, problem: null });
    expect(refundAmountOf(tipped, choice({ includeTip: true }))).toEqual({ amountMinor: 3200, problem: null });
    // Only the tip left: nothing to refund without it.
    const tipLeft = { ...paid([refund(29, 'Succeeded')], 'Partially Refunded'), tipAmount: 3, totalAmount: 32 };
    expect(refundAmountOf(tipLeft, choice({}))).toEqual({ amountMinor: 0, problem: 'amountTooSmall' });
  });
});
