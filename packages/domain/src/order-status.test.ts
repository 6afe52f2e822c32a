import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  canTransition,
  canUserCancel,
  isReviewable,
  pointsEarnedFor,
  statusesThatCanReach,
} from './order-status.ts';

describe('order status transitions', () => {
  it('follows the pickup and delivery flows forward', () => {
    expect(canTransition('Pending Confirmation', 'Confirmed', 'Pickup')).toBe(true);
    expect(canTransition('Confirmed', 'Preparing', 'Delivery')).toBe(true);
    expect(canTransition('Preparing', 'Ready for Pickup', 'Pickup')).toBe(true);
    expect(canTransition('Ready for Pickup', 'Completed', 'Pickup')).toBe(true);
    expect(canTransition('Preparing', 'Out for Delivery', 'Delivery')).toBe(true);
    expect(canTransition('Out for Delivery', 'Delivered', 'Delivery')).toBe(true);
    expect(canTransition('Delivered', 'Completed', 'Delivery')).toBe(true);
  });

  it('never goes back, and keeps each order type to its own steps', () => {
    expect(canTransition('Preparing', 'Confirmed', 'Pickup')).toBe(false);
    expect(canTransition('Completed', 'Preparing', 'Pickup')).toBe(false);
    expect(canTransition('Preparing', 'Out for Delivery', 'Pickup')).toBe(false);
    expect(canTransition('Preparing', 'Ready for Pickup', 'Delivery')).toBe(false);
    expect(canTransition('Out for Delivery', 'Delivered', 'Pickup')).toBe(false);
  });

  it('lets the diner cancel only while Pending Confirmation; final states are final', () => {
    for (const status of ORDER_STATUSES) {
      expect(canUserCancel(status)).toBe(status === 'Pending Confirmation');
      expect(canTransition(status, 'Cancelled by User', 'Pickup')).toBe(status === 'Pending Confirmation');
    }
    for (const final of ['Completed', 'Cancelled by User', 'Cancelled by Restaurant', 'Failed'] as const) {
      expect(ORDER_STATUSES.filter((to) => canTransition(final, to, 'Delivery'))).toEqual([]);
    }
    expect(canTransition('Out for Delivery', 'Cancelled by Restaurant', 'Delivery')).toBe(false);
  });

  it('lists the statuses a conditional update may start from', () => {
    expect(statusesThatCanReach('Cancelled by User', 'Delivery')).toEqual(['Pending Confirmation']);
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
