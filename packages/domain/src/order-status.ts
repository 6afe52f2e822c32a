/**
 * Order statuses and who may move an order where (spec section 4, "Order statuses"; the spec
 * leaves the server-side transitions "not shown", so this is the rule both the API and a staff
 * board follow).
 *
 * Flows: Pickup   Pending Confirmation → Confirmed → Preparing → Ready for Pickup → Completed
 *        Delivery Pending Confirmation → Confirmed → Preparing → Out for Delivery → Delivered → Completed
 * - Steps may be skipped forward (a busy kitchen confirms and marks "Preparing" in one go), never
 *   taken back.
 * - The diner cancels only while 'Pending Confirmation'; the restaurant cancels until the food
 *   has left the kitchen (not once it is out for delivery or has been handed over).
 * - 'Failed' (payment or delivery failed) can end any order that is not finished yet.
 * - Completed, Delivered→Completed aside, the cancelled and failed states are final.
 */
import type { OrderType } from './pricing.ts';
import { toMajor } from './money.ts';

export const ORDER_STATUSES = [
  'Pending Confirmation',
  'Confirmed',
  'Preparing',
  'Ready for Pickup',
  'Out for Delivery',
  'Delivered',
  'Completed',
  'Cancelled by User',
  'Cancelled by Restaurant',
  'Failed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const INITIAL_ORDER_STATUS: OrderStatus = 'Pending Confirmation';

/** Where an order's payment stands (kept apart from its status: a paid order can still fail). */
export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Failed', 'Refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The only status a diner may cancel from. */
export const USER_CANCELLABLE_STATUSES: readonly OrderStatus[] = ['Pending Confirmation'];

/** Reaching one of these earns the order's loyalty points (once). */
export const POINTS_EARNING_STATUSES: readonly OrderStatus[] = ['Delivered', 'Completed'];

/** Reaching one of these gives back the points spent on a reward. */
export const POINTS_REFUNDING_STATUSES: readonly OrderStatus[] = ['Cancelled by User', 'Cancelled by Restaurant', 'Failed'];

/** 'Leave a Review' is offered only for these. */
export const REVIEWABLE_STATUSES: readonly OrderStatus[] = ['Delivered', 'Completed'];

export const FINAL_STATUSES: readonly OrderStatus[] = ['Completed', 'Cancelled by User', 'Cancelled by Restaurant', 'Failed'];

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  'Pending Confirmation': [
    'Confirmed',
    'Preparing',
    'Ready for Pickup',
    'Out for Delivery',
    'Cancelled by User',
    'Cancelled by Restaurant',
    'Failed',
  ],
  Confirmed: ['Preparing', 'Ready for Pickup', 'Out for Delivery', 'Cancelled by Restaurant', 'Failed'],
  Preparing: ['Ready for Pickup', 'Out for Delivery', 'Cancelled by Restaurant', 'Failed'],
  'Ready for Pickup': ['Completed', 'Failed'],
  'Out for Delivery': ['Delivered', 'Failed'],
  Delivered: ['Completed'],
  Completed: [],
  'Cancelled by User': [],
  'Cancelled by Restaurant': [],
  Failed: [],
};

/** Statuses that only make sense for one order type. */
const ONLY_FOR: Partial<Record<OrderStatus, OrderType>> = {
  'Ready for Pickup': 'Pickup',
  'Out for Delivery': 'Delivery',
  Delivered: 'Delivery',
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Whether an order of `orderType` may move from `from` to `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus, orderType: OrderType): boolean {
  const only = ONLY_FOR[to];
  if (only && only !== orderType) return false;
  return NEXT[from].includes(to);
}

/** Every status an order of `orderType` may reach `to` from (the guard of a conditional update). */
export function statusesThatCanReach(to: OrderStatus, orderType: OrderType): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => canTransition(from, to, orderType));
}

export function canUserCancel(status: OrderStatus): boolean {
  return USER_CANCELLABLE_STATUSES.includes(status);
}

export function isReviewable(status: OrderStatus): boolean {
  return REVIEWABLE_STATUSES.includes(status);
}

/**
 * Loyalty points an order earns: `pointsPerCurrencyUnit` for every whole currency unit of its
 * total (the total after discounts, delivery fee included), e.g. £23.99 at 1 point per £ → 23.
 */
export function pointsEarnedFor(totalMinor: number, pointsPerCurrencyUnit: number): number {
  if (!Number.isFinite(totalMinor) || totalMinor <= 0 || pointsPerCurrencyUnit <= 0) return 0;
  return Math.floor(toMajor(totalMinor)) * Math.floor(pointsPerCurrencyUnit);
}
