/** Reading orders: one of this restaurant's orders, and a diner's own orders and history. */
import {
  ACTIVE_STATUSES,
  AWAITING_PAYMENT,
  ORDER_STATUSES,
  ORDER_SUMMARY_ITEM_NAMES,
  isOnlinePayment,
  startOfDayIn,
  type myOrdersQuery,
  type Order,
  type OrderStatus,
  type OrderSummary,
} from '@platter/domain';
import type { MissedOrderRules } from '@platter/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { PartSource, TenantRestaurant } from '../../platform/tenant.ts';
import { capacityPartOf } from '../capacity/index.ts';
import { apiMessage } from '@platter/domain';
import { guestTokenMatches } from './guest/guest-token.ts';
import { presentOrder, presentOrderSummary } from './presenters.ts';
import { listBoardOrders, listDinersOrders, summariseOrderItems } from './list-queries.ts';
import { findDinersOrder, findOrder, findOrderRestaurant, loadOrderChildren, type OrderRow } from './queries.ts';

/** Orders of one restaurant as the API shows them, with their lines and history (one query each). */
export async function presentMany(db: Executor, restaurantId: string, rows: readonly OrderRow[], forStaff = false): Promise<Order[]> {
  if (rows.length === 0) return [];
  // Sequential: `db` may be a transaction, whose one connection takes one query at a time.
  const children = await loadOrderChildren(
    db,
    restaurantId,
    rows.map((row) => row.id),
    rows.filter((row) => isOnlinePayment(row.paymentMethod)).map((row) => row.id),
  );
  const restaurant = await findOrderRestaurant(db, restaurantId);
  if (!restaurant) return [];
  return rows.map((row) =>
    presentOrder(row, children.items.get(row.id) ?? [], children.history.get(row.id) ?? [], restaurant, forStaff, {
      refunds: children.refunds.get(row.id) ?? [],
      checkout: children.checkouts.get(row.id) ?? null,
    }),
  );
}

async function presentOne(db: Executor, restaurantId: string, row: OrderRow | null, forStaff = false): Promise<Order> {
  const [order] = row ? await presentMany(db, restaurantId, [row], forStaff) : [];
  if (!order) throw AppError.notFound(apiMessage('order.notFound'));
  return order;
}

/** One of this restaurant's orders, whoever placed it (404 for any other); `forStaff`: naming who moved it. */
export async function loadOrder(db: Executor, restaurantId: string, orderId: string, forStaff = false): Promise<Order> {
  return presentOne(db, restaurantId, await findOrder(db, restaurantId, orderId), forStaff);
}

/** GET /orders/{id}?token=…: a guest's order by its link's token (the same shape as a diner's); anything else is 404. */
export async function guestOrderByToken(db: Executor, restaurantId: string, orderId: string, token: string): Promise<Order> {
  return presentOne(db, restaurantId, await guestOrderRow(db, restaurantId, orderId, token));
}

/** The row a guest's token opens; 404 for a wrong token, an order with none, or another restaurant's. */
export async function guestOrderRow(db: Executor, restaurantId: string, orderId: string, token: string): Promise<OrderRow> {
  const row = await findOrder(db, restaurantId, orderId);
  // Compared in constant time, and an order with no token (or none at all) costs the same as a wrong one.
  if (!row || !guestTokenMatches(row.guestTokenHash, token)) throw AppError.notFound(apiMessage('order.notFound'));
  return row;
}

/** The live channel's check for a guest's socket (realtime/handshake.ts): does the token open the order? */
export function guestOrderOpens(db: Executor) {
  return (restaurantId: string, orderId: string, token: string): Promise<boolean> =>
    guestOrderRow(db, restaurantId, orderId, token).then(
      () => true,
      (err: unknown) => (err instanceof AppError ? false : Promise.reject(err)),
    );
}

/** GET /orders/{id}: the diner's own order at this restaurant; anything else is 404. */
export async function myOrder(db: Executor, restaurantId: string, userId: string, orderId: string): Promise<Order> {
  return presentOne(db, restaurantId, await findDinersOrder(db, restaurantId, userId, orderId));
}

/** GET /orders/my-orders. */
export async function myOrders(
  db: Executor,
  restaurantId: string,
  userId: string,
  query: z.output<typeof myOrdersQuery>,
): Promise<{ orders: OrderSummary[]; currentPage: number; totalPages: number; totalOrders: number }> {
  const { rows, total } = await listDinersOrders(db, restaurantId, userId, {
    status: query.status,
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const items = await summariseOrderItems(
    db,
    restaurantId,
    rows.map((row) => row.id),
    ORDER_SUMMARY_ITEM_NAMES,
  );
  return {
    orders: rows.map((row) => presentOrderSummary(row, items.get(row.id))),
    currentPage: query.page,
    totalPages: Math.ceil(total / query.limit),
    totalOrders: total,
  };
}

/**
 * GET /staff/orders: the board's orders, oldest first. Without statuses: every active order and
 * the orders finished since midnight in the restaurant's time zone; with statuses: orders in
 * those (a finished status counts only today's, so the answer stays a day's service). Never an
 * order whose card payment has not gone through (awaiting it, or failed for want of it): the
 * kitchen never saw those.
 */
export async function boardOrders(
  db: Executor,
  restaurant: { id: string; timeZone: string },
  query: { statuses?: readonly OrderStatus[]; limit: number },
  now: Date,
): Promise<{ orders: Order[]; truncated: boolean }> {
  // An order waiting for its card payment is not the kitchen's yet, whatever was asked for.
  const wanted = (query.statuses && query.statuses.length > 0 ? query.statuses : ORDER_STATUSES).filter((status) => status !== AWAITING_PAYMENT);
  const rows = await listBoardOrders(db, restaurant.id, {
    statuses: wanted.filter((status) => ACTIVE_STATUSES.includes(status)),
    recent: { statuses: wanted.filter((status) => !ACTIVE_STATUSES.includes(status)), since: startOfDayIn(restaurant.timeZone, now) },
    limit: query.limit + 1,
  });
  const truncated = rows.length > query.limit;
  return { orders: await presentMany(db, restaurant.id, truncated ? rows.slice(0, query.limit) : rows, true), truncated };
}

/** The staff board: its orders and the restaurant's missed-order rules. */
export async function staffBoard(source: PartSource, tenant: TenantRestaurant, query: Parameters<typeof boardOrders>[2], now: Date): Promise<{ orders: Order[]; truncated: boolean; missedOrders: MissedOrderRules }> {
  const [board, restaurant] = await Promise.all([boardOrders(source.db, tenant, query, now), capacityPartOf(source, tenant.id)]);
  return { ...board, missedOrders: restaurant.missedOrders };
}
