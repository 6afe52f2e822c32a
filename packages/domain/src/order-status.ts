/**
 * Order statuses and who may move an order where (spec section 4, "Order statuses"; the spec
 * leaves the server-side transitions "not shown", so this is the one graph the API enforces and
 * the staff board offers).
 *
 *   Awaiting Payment     → Pending Confirmation | Failed (payments only: a verified payment, or
 *                          a session that expired unpaid; the kitchen never sees this status)
 *   Pending Confirmation → Confirmed | Cancelled by Restaurant | Cancelled by User (the diner only)
 *   Confirmed            → Preparing | Cancelled by Restaurant
 *   Preparing            → Ready for Pickup (Pickup orders) | Out for Delivery (Delivery orders)
 *   Ready for Pickup     → Completed | Failed (not collected)
 *   Out for Delivery     → Delivered | Failed
 *   Delivered, Completed, Failed and both cancellations are final.
 *
 * One adjustment to the graph, because a real kitchen needs it: a pickup order nobody
 * collects must be closable, so 'Ready for Pickup' may also end as 'Failed' (with a reason).
 * Steps are never skipped: the diner's timeline tells the whole story.
 */
import { FULFILMENT_METHODS, type OrderType } from './fulfilment/index.ts';
import { toMajor } from './money.ts';

export const ORDER_STATUSES = [
  'Awaiting Payment',
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

/** Where an order paid online waits, invisible to the kitchen, until its payment is verified. */
export const AWAITING_PAYMENT: OrderStatus = 'Awaiting Payment';

/** Where an order's payment stands (kept apart from its status: a paid order can still fail). */
export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Failed', 'Partially Refunded', 'Refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Who asks for a move: the diner who placed the order, the restaurant's staff, or the payments
 * module (a verified payment or an expired checkout session moves an order out of Awaiting Payment).
 */
export type StatusChanger = 'diner' | 'staff' | 'payments';

/** The only status a diner may cancel from. */
export const USER_CANCELLABLE_STATUSES: readonly OrderStatus[] = ['Pending Confirmation'];

/** Reaching one of these earns the order's loyalty points (once). */
export const POINTS_EARNING_STATUSES: readonly OrderStatus[] = ['Delivered', 'Completed'];

/** Reaching one of these gives back the points spent on a reward. */
export const POINTS_REFUNDING_STATUSES: readonly OrderStatus[] = ['Cancelled by User', 'Cancelled by Restaurant', 'Failed'];

/** 'Leave a Review' is offered only for these. */
export const REVIEWABLE_STATUSES: readonly OrderStatus[] = ['Delivered', 'Completed'];

export const FINAL_STATUSES: readonly OrderStatus[] = [
  'Delivered',
  'Completed',
  'Cancelled by User',
  'Cancelled by Restaurant',
  'Failed',
];

/** Orders still being worked on (the staff board's columns). */
export const ACTIVE_STATUSES: readonly OrderStatus[] = ['Pending Confirmation', 'Confirmed', 'Preparing', 'Ready for Pickup', 'Out for Delivery'];

/** Reasons are required for these moves made by staff (the diner is shown the reason). */
export const STATUSES_NEEDING_A_REASON: readonly OrderStatus[] = ['Cancelled by Restaurant', 'Failed'];

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  'Awaiting Payment': ['Pending Confirmation', 'Failed'],
  'Pending Confirmation': ['Confirmed', 'Cancelled by Restaurant', 'Cancelled by User'],
  Confirmed: ['Preparing', 'Cancelled by Restaurant'],
  Preparing: ['Ready for Pickup', 'Out for Delivery'],
  'Ready for Pickup': ['Completed', 'Failed'],
  'Out for Delivery': ['Delivered', 'Failed'],
  Delivered: [],
  Completed: [],
  'Cancelled by User': [],
  'Cancelled by Restaurant': [],
  Failed: [],
};

/** Statuses that only make sense for one order type: each fulfilment method's own (fulfilment/methods.ts). */
const ONLY_FOR: Partial<Record<OrderStatus, OrderType>> = Object.fromEntries(
  FULFILMENT_METHODS.flatMap((method) => method.statuses.map((status) => [status, method.type])),
);

/** Every status an order of these types can have, in ORDER_STATUSES' order (a history filter offers those of the restaurant's fulfilment). */
export function statusesForOrderTypes(orderTypes: readonly OrderType[]): OrderStatus[] {
  return ORDER_STATUSES.filter((status) => {
    const only = ONLY_FOR[status];
    return only === undefined || orderTypes.includes(only);
  });
}

/** Moves only one side may make: the diner cancels their own order; everything else is staff. */
const ONLY_BY: Partial<Record<OrderStatus, StatusChanger>> = {
  'Cancelled by User': 'diner',
  'Pending Confirmation': 'payments',
};

/** Who may move an order from `from` to `to`: out of Awaiting Payment only payments do. */
function moverOf(from: OrderStatus, to: OrderStatus): StatusChanger {
  if (from === 'Awaiting Payment') return 'payments';
  return ONLY_BY[to] ?? 'staff';
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Whether an order of `orderType` may move from `from` to `to` (by `by`, when given). */
export function canTransition(from: OrderStatus, to: OrderStatus, orderType: OrderType, by?: StatusChanger): boolean {
  for (const status of [from, to]) {
    const only = ONLY_FOR[status];
    if (only && only !== orderType) return false;
  }
  if (by && moverOf(from, to) !== by) return false;
  return NEXT[from].includes(to);
}

/** Where `by` may move an order of `orderType` next from `from` (a staff board's buttons). */
export function nextStatuses(from: OrderStatus, orderType: OrderType, by: StatusChanger): OrderStatus[] {
  return NEXT[from].filter((to) => canTransition(from, to, orderType, by));
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
