import { describe, expect, it } from 'vitest';
import type { OrderType } from './pricing.ts';
import {
  FINAL_STATUSES,
  ORDER_STATUSES,
  canTransition,
  nextStatuses,
  type OrderStatus,
  type StatusChanger,
  canUserCancel,
  isReviewable,
  pointsEarnedFor,
  statusesThatCanReach,
} from './order-status.ts';

describe('order status transitions', () => {
  // The whole graph, written out: [from, to, order type, who] for every move that is allowed.
  const ALLOWED: [OrderStatus, OrderStatus, OrderType | 'both', StatusChanger][] = [
    ['Pending Confirmation', 'Confirmed', 'both', 'staff'],
    ['Pending Confirmation', 'Cancelled by Restaurant', 'both', 'staff'],
    ['Pending Confirmation', 'Cancelled by User', 'both', 'diner'],
    ['Confirmed', 'Preparing', 'both', 'staff'],
    ['Confirmed', 'Cancelled by Restaurant', 'both', 'staff'],
    ['Preparing', 'Ready for Pickup', 'Pickup', 'staff'],
    ['Preparing', 'Out for Delivery', 'Delivery', 'staff'],
    ['Ready for Pickup', 'Completed', 'Pickup', 'staff'],
    ['Ready for Pickup', 'Failed', 'Pickup', 'staff'],
    ['Out for Delivery', 'Delivered', 'Delivery', 'staff'],
    ['Out for Delivery', 'Failed', 'Delivery', 'staff'],
  ];
  const allowed = (from: OrderStatus, to: OrderStatus, type: OrderType, by: StatusChanger) =>
    ALLOWED.some(([f, t, ty, b]) => f === from && t === to && (ty === 'both' || ty === type) && b === by);

  it('allows exactly the written moves, for each order type and each side', () => {
    for (const type of ['Pickup', 'Delivery'] as const)
      for (const by of ['diner', 'staff'] as const)
        for (const from of ORDER_STATUSES)
          for (const to of ORDER_STATUSES)
            expect(canTransition(from, to, type, by), `${type} ${by}: ${from} → ${to}`).toBe(allowed(from, to, type, by));
  });

  it('never skips a step or goes back', () => {
    expect(canTransition('Pending Confirmation', 'Preparing', 'Pickup', 'staff')).toBe(false);
    expect(canTransition('Preparing', 'Confirmed', 'Pickup', 'staff')).toBe(false);
    expect(canTransition('Delivered', 'Completed', 'Delivery', 'staff')).toBe(false);
  });

  it('lets only the diner cancel as the user, and only while pending', () => {
    for (const status of ORDER_STATUSES) {
      expect(canUserCancel(status)).toBe(status === 'Pending Confirmation');
      expect(canTransition(status, 'Cancelled by User', 'Pickup', 'diner')).toBe(status === 'Pending Confirmation');
      expect(canTransition(status, 'Cancelled by User', 'Pickup', 'staff')).toBe(false);
    }
  });

  it('keeps final statuses final', () => {
    for (const final of FINAL_STATUSES)
      for (const type of ['Pickup', 'Delivery'] as const) expect(nextStatuses(final, type, 'staff')).toEqual([]);
  });

  it("offers staff the board's next moves", () => {
    expect(nextStatuses('Pending Confirmation', 'Pickup', 'staff')).toEqual(['Confirmed', 'Cancelled by Restaurant']);
    expect(nextStatuses('Preparing', 'Pickup', 'staff')).toEqual(['Ready for Pickup']);
    expect(nextStatuses('Preparing', 'Delivery', 'staff')).toEqual(['Out for Delivery']);
    expect(nextStatuses('Pending Confirmation', 'Delivery', 'diner')).toEqual(['Cancelled by User']);
  });

  it('names the statuses a conditional update may move from', () => {
    expect(statusesThatCanReach('Cancelled by User', 'Delivery')).toEqual(['Pending Confirmation']);
    expect(statusesThatCanReach('Cancelled by Restaurant', 'Delivery')).toEqual(['Pending Confirmation', 'Confirmed']);
    expect(statusesThatCanReach('Delivered', 'Delivery')).toEqual(['Out for Delivery']);
    expect(statusesThatCanReach('Delivered', 'Pickup')).toEqual([]);
  });

  it('offers a review once Delivered or Completed', () => {
    expect(ORDER_STATUSES.filter(isReviewable)).toEqual(['Delivered', 'Completed']);
  });
});

describe('pointsEarnedFor', () => {
  it('gives points per whole currency unit of the total', () => {
    expect(pointsEarnedFor(2399, 1)).toBe(23);
    expect(pointsEarnedFor(2399, 2)).toBe(46);
    expect(pointsEarnedFor(99, 1)).toBe(0);
    expect(pointsEarnedFor(0, 1)).toBe(0);
    expect(pointsEarnedFor(5000, 0)).toBe(0);
  });
});
