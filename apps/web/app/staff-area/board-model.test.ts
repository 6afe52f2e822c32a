import type { Order, OrderRefund } from '@platter/domain';
import { describe, expect, it } from 'vitest';
import { testOrder } from '../lib/test-fixtures.ts';
import { newerOrder, overdueOrders } from './board-model.ts';

const refund = (id: string, status: OrderRefund['status']): OrderRefund => ({
  _id: `7c1b2a3d-0000-4000-8000-00000000000${id}`,
  amount: 5,
  reason: 'Late.',
  status,
  lines: null,
  automatic: false,
  createdAt: '2026-11-25T14:00:00.000Z',
});
const withRefunds = (...refunds: OrderRefund[]): Order =>
  testOrder({ status: 'Completed', paymentDetails: { method: 'Online Payment', paymentStatus: 'Paid', paidAt: '2026-11-25T13:06:00.000Z', refunds } });

describe('newerOrder: which copy of an order the board keeps', () => {
  it('keeps the copy whose refunds have gone further, whichever arrives last (a refund leaves history and updatedAt as they were)', () => {
    const none = withRefunds();
    const requested = withRefunds(refund('1', 'Pending'));
    const settled = withRefunds(refund('1', 'Succeeded'));
    expect(newerOrder(none, requested)).toBe(requested);
    expect(newerOrder(requested, none)).toBe(requested);
    // The socket's 'Succeeded' before the request's own answer ('Pending'): the answer does not undo it.
    expect(newerOrder(settled, requested)).toBe(settled);
    expect(newerOrder(requested, settled)).toBe(settled);
  });

  it('still lets a longer history win, and the later update on a tie', () => {
    const moved = testOrder({ statusHistory: [...testOrder().statusHistory, { status: 'Confirmed', changedAt: '2026-11-25T13:07:00.000Z', notes: null }] });
    expect(newerOrder(withRefunds(refund('1', 'Pending')), moved)).toBe(moved);
    const later = testOrder({ updatedAt: '2026-11-25T13:09:00.000Z' });
    expect(newerOrder(testOrder(), later)).toBe(later);
  });
});

describe('overdueOrders: the missed-order alert', () => {
  it('counts from when the order started waiting (a pre-order placed overnight: the opening), not from its placing', () => {
    const now = new Date('2026-11-25T12:04:00.000Z');
    const overnight = testOrder({ createdAt: '2026-11-24T23:19:00.000Z', waitingSince: '2026-11-25T12:02:00.000Z' });
    const waited = testOrder({ createdAt: '2026-11-25T11:59:00.000Z', waitingSince: '2026-11-25T11:59:00.000Z' });
    expect(overdueOrders([overnight, waited], now, { alertMinutes: 3 }).map((o) => o.createdAt)).toEqual([waited.createdAt]);
  });
});
