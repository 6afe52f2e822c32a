/**
 * SQL of the lists of orders: a diner's history (pages, and each card's dish summary) and the
 * staff board's orders. Every query takes the restaurant's id.
 */
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@platter/domain';
import type { Executor } from '../../db/client.ts';
import { orderItems, orders, type OrderRow } from '../../db/schema.ts';

/** Per order: its line count, dish count and first dish names (what a history card shows). */
export interface OrderItemsSummary {
  lineCount: number;
  itemCount: number;
  itemNames: string[];
}

export async function summariseOrderItems(
  db: Executor,
  restaurantId: string,
  orderIds: readonly string[],
  names: number,
): Promise<Map<string, OrderItemsSummary>> {
  const result = new Map<string, OrderItemsSummary>();
  if (orderIds.length === 0) return result;
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      lineCount: sql<number>`count(*)::int`,
      itemCount: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
      itemNames: sql<string[]>`(array_agg(${orderItems.productName} order by ${orderItems.lineNumber}))[1:${sql.raw(String(Math.trunc(names)))}]`,
    })
    .from(orderItems)
    .where(and(eq(orderItems.restaurantId, restaurantId), inArray(orderItems.orderId, [...orderIds])))
    .groupBy(orderItems.orderId);
  for (const row of rows) {
    result.set(row.orderId, { lineCount: Number(row.lineCount), itemCount: Number(row.itemCount), itemNames: row.itemNames ?? [] });
  }
  return result;
}

export interface OrderListOptions {
  status?: OrderStatus | undefined;
  sortBy: 'createdAt' | 'totalAmount' | 'status';
  sortOrder: 'asc' | 'desc';
  limit: number;
  offset: number;
}

function dinersOrdersWhere(restaurantId: string, userId: string, options: Pick<OrderListOptions, 'status'>) {
  // A diner's own orders: not the phone and counter orders a staff account took for callers (owned by it).
  return and(eq(orders.restaurantId, restaurantId), eq(orders.userId, userId), eq(orders.channel, 'online'), options.status ? eq(orders.status, options.status) : undefined);
}

/**
 * One page of a diner's history, newest first among equals. Sorted by total or status, it reads
 * in the order of `orders_diner_total_idx` / `orders_diner_status_idx` (a page costs the same for
 * a diner with 1,500 orders as for one with 5); by date, `orders_user_created_idx`.
 */
export function dinersOrdersPage(db: Executor, restaurantId: string, userId: string, options: OrderListOptions) {
  const direction = options.sortOrder === 'asc' ? asc : desc;
  // status sorts in the flow's order (the enum's), not alphabetically.
  const column = { createdAt: orders.createdAt, totalAmount: orders.totalMinor, status: orders.status }[options.sortBy];
  return db
    .select()
    .from(orders)
    .where(dinersOrdersWhere(restaurantId, userId, options))
    .orderBy(direction(column), desc(orders.createdAt), desc(orders.id))
    .limit(options.limit)
    .offset(options.offset);
}

/** A page of the orders this diner placed at this restaurant, and how many there are in all. */
export async function listDinersOrders(
  db: Executor,
  restaurantId: string,
  userId: string,
  options: OrderListOptions,
): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    dinersOrdersPage(db, restaurantId, userId, options),
    db.select({ n: count() }).from(orders).where(dinersOrdersWhere(restaurantId, userId, options)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export interface BoardQuery {
  /** Orders in these statuses, whenever they were last changed. */
  statuses: readonly OrderStatus[];
  /** And orders in these statuses changed at or after `since` (today's finished orders). */
  recent?: { statuses: readonly OrderStatus[]; since: Date };
  limit: number;
}

/** The staff board's orders at one restaurant, oldest first (the kitchen works in order). */
export async function listBoardOrders(db: Executor, restaurantId: string, query: BoardQuery): Promise<OrderRow[]> {
  const matches: SQL[] = [];
  if (query.statuses.length > 0) matches.push(inArray(orders.status, [...query.statuses]));
  if (query.recent && query.recent.statuses.length > 0) {
    const recent = and(inArray(orders.status, [...query.recent.statuses]), sql`${orders.updatedAt} >= ${query.recent.since}`);
    if (recent) matches.push(recent);
  }
  if (matches.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        matches.length === 1 ? matches[0] : sql`(${sql.join(matches, sql` OR `)})`,
        // A card payment that never went through: the order never reached the kitchen.
        ne(orders.paymentStatus, 'Failed'),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(query.limit);
}
