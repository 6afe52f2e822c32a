import { FINAL_STATUSES, isOrderOverdue, nextStatuses, STATUSES_NEEDING_A_REASON, type MissedOrderRules, type Order, type OrderStatus } from '@platter/domain';

/** The board's columns, left to right, and the statuses each holds. */
export const BOARD_COLUMNS = [
  { id: 'new', statuses: ['Pending Confirmation'] },
  { id: 'accepted', statuses: ['Confirmed'] },
  { id: 'preparing', statuses: ['Preparing'] },
  { id: 'ready', statuses: ['Ready for Pickup', 'Out for Delivery'] },
] as const satisfies readonly { id: string; statuses: readonly OrderStatus[] }[];

export type ColumnId = (typeof BOARD_COLUMNS)[number]['id'];
/** The columns and today's finished orders: what the phone's tabs switch between. */
export type BoardSection = ColumnId | 'done';

export interface Board {
  columns: Record<ColumnId, Order[]>;
  /** Finished today (Delivered, Completed, cancelled, Failed), the latest first. */
  done: Order[];
}

/** When the order last changed status (its last history entry). */
export function lastChangeAt(order: Order): string {
  return order.statusHistory.at(-1)?.changedAt ?? order.updatedAt;
}

/**
 * The board's orders by column and the day's finished ones. New is newest first, at the top where
 * staff look (an order arriving never lands below the fold); the kitchen's columns keep the API's
 * order, oldest first (what is due first); Done is latest first.
 */
export function boardOf(orders: readonly Order[]): Board {
  const columns = Object.fromEntries(BOARD_COLUMNS.map((column) => [column.id, [] as Order[]])) as Record<ColumnId, Order[]>;
  const done: Order[] = [];
  for (const order of orders) {
    const column = BOARD_COLUMNS.find((c) => (c.statuses as readonly OrderStatus[]).includes(order.status));
    if (column) columns[column.id].push(order);
    else if (FINAL_STATUSES.includes(order.status)) done.push(order);
  }
  columns.new.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  done.sort((a, b) => lastChangeAt(b).localeCompare(lastChangeAt(a)));
  return { columns, done };
}

/** Who on the staff made the order's latest move, and what it was (the staff's copy names them). */
export function lastMoveBy(order: Pick<Order, 'statusHistory'>): { name: string; status: OrderStatus } | null {
  for (let i = order.statusHistory.length - 1; i >= 0; i--) {
    const entry = order.statusHistory[i]!;
    if (entry.changedBy) return { name: entry.changedBy, status: entry.status };
  }
  return null;
}

/** Who on the staff accepted the order (the name on its Confirmed entry), when someone did. */
export function acceptedBy(order: Pick<Order, 'statusHistory'>): string | null {
  return order.statusHistory.find((entry) => entry.status === 'Confirmed' && entry.changedBy)?.changedBy ?? null;
}

const digits = (text: string) => text.replace(/\D/g, '');
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Search by order number ('GF-000042', '42'), the diner's name (accents ignored) or phone (digits only). */
export function matchesSearch(order: Pick<Order, 'orderNumber' | 'customerName' | 'contactPhone'>, query: string): boolean {
  const wanted = folded(query.trim()).replace(/^#/, '');
  if (!wanted) return true;
  if (folded(order.orderNumber).includes(wanted) || folded(order.customerName).includes(wanted)) return true;
  const number = digits(wanted);
  if (number.length === 0 || number.length !== wanted.replace(/[\s()+.-]/g, '').length) return false;
  return digits(order.contactPhone).includes(number) || digits(order.orderNumber).replace(/^0+/, '').startsWith(number.replace(/^0+/, ''));
}

/** Orders waiting to be accepted (the tab title's count). */
export const newOrderCount = (orders: readonly Order[]): number => orders.filter((o) => o.status === 'Pending Confirmation').length;

/** The new orders that have waited the restaurant's `alertMinutes` or more at `now` (issue 29), oldest first. */
export function overdueOrders(orders: readonly Order[], now: Date, rules: Pick<MissedOrderRules, 'alertMinutes'>): Order[] {
  return orders
    .filter((o) => o.status === 'Pending Confirmation' && isOrderOverdue(new Date(o.waitingSince ?? o.createdAt), now, rules))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The catalogue key (staff:moves.*) of the button that makes a move. */
export function moveLabelKey(from: OrderStatus, to: OrderStatus): string {
  switch (to) {
    case 'Confirmed':
      return 'accept';
    case 'Preparing':
      return 'startPreparing';
    case 'Ready for Pickup':
      return 'readyForPickup';
    case 'Out for Delivery':
      return 'outForDelivery';
    case 'Completed':
      return 'completed';
    case 'Delivered':
      return 'delivered';
    case 'Cancelled by Restaurant':
      return from === 'Pending Confirmation' ? 'reject' : 'cancel';
    case 'Failed':
      return 'failed';
    default:
      return 'moveTo';
  }
}

export interface OrderMoves {
  /** The one-click move forward (Accept, Start Preparing, ...), if any. */
  forward: OrderStatus | null;
  /** Moves that stop the order (Reject, Cancel, Failed): each asks for a reason. */
  stops: OrderStatus[];
}

/** What staff may do next with the order, as the workflow allows (domain `nextStatuses`). */
export function movesOf(order: Pick<Order, 'status' | 'orderType'>): OrderMoves {
  const next = nextStatuses(order.status, order.orderType, 'staff');
  return {
    forward: next.find((status) => !STATUSES_NEEDING_A_REASON.includes(status)) ?? null,
    stops: next.filter((status) => STATUSES_NEEDING_A_REASON.includes(status)),
  };
}

/** Spec's lead time: a scheduled order is due when it is 15 minutes away or less. */
export const DUE_WITHIN_MS = 15 * 60_000;

export type Timing = { kind: 'asap' } | { kind: 'scheduled'; at: Date; due: boolean; overdue: boolean };

/** ASAP, or the scheduled time and whether it is due (within 15 minutes, or past) at `now`. */
export function timingOf(order: Pick<Order, 'isASAP' | 'scheduledAt'>, now: Date): Timing {
  if (order.isASAP || !order.scheduledAt) return { kind: 'asap' };
  const at = new Date(order.scheduledAt);
  const left = at.getTime() - now.getTime();
  return { kind: 'scheduled', at, due: left <= DUE_WITHIN_MS, overdue: left < 0 };
}

/** How far a card payment's refunds have gone: how many there are, and how many have settled (both only grow). */
function refundProgress(order: Order): [number, number] {
  const refunds = order.paymentDetails.refunds ?? [];
  return [refunds.length, refunds.filter((refund) => refund.status !== 'Pending').length];
}

/**
 * The newer of two copies of an order (a move's or a refund's answer and the socket's event
 * race): statuses only move forward and each move adds a history entry, so the longer history
 * wins; then the copy whose refunds have gone further (a refund changes neither the history nor
 * the order's `updatedAt`); on a tie, the later update.
 */
export function newerOrder(current: Order, incoming: Order): Order {
  if (incoming.statusHistory.length !== current.statusHistory.length) {
    return incoming.statusHistory.length > current.statusHistory.length ? incoming : current;
  }
  const [had, hadSettled] = refundProgress(current);
  const [has, hasSettled] = refundProgress(incoming);
  if (had !== has) return has > had ? incoming : current;
  if (hadSettled !== hasSettled) return hasSettled > hadSettled ? incoming : current;
  return incoming.updatedAt >= current.updatedAt ? incoming : current;
}
