/**
 * SQL of the reports (issue 29): every query takes the restaurant and a range of instants
 * [start, end) of order placement, and adds up in the database (one scan with GROUPING SETS for
 * the figures, one for the dishes); the export reads the orders and their lines in pages.
 */
import { and, asc, gt, gte, inArray, lt, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { OrderChannel, OrderStatus, OrderType } from '@platter/domain';
import type { Executor } from '../../db/client.ts';
import { orderItems, orders, type OrderItemRow, type OrderRow } from '../../db/schema.ts';

export interface ReportRange {
  restaurantId: string;
  start: Date;
  end: Date;
  timeZone: string;
  /** Statuses whose orders are counted apart (cancelled, failed); 'Awaiting Payment' is never read. */
  outside: readonly OrderStatus[];
}

/** Money of a group of orders, in minor units. */
export interface GroupSums {
  orders: number;
  revenueMinor: number;
  discountMinor: number;
  deliveryFeeMinor: number;
  tipMinor: number;
  refundedMinor: number;
}

export type TakingsGroup =
  | { by: 'all'; counted: boolean }
  | { by: 'orderType'; key: OrderType }
  | { by: 'paymentMethod'; key: string; orderType: OrderType }
  | { by: 'channel'; key: OrderChannel }
  | { by: 'day'; key: string };

function inRange(range: ReportRange): SQL {
  return and(
    sql`${orders.restaurantId} = ${range.restaurantId}`,
    gte(orders.createdAt, range.start),
    lt(orders.createdAt, range.end),
    ne(orders.status, 'Awaiting Payment'),
  )!;
}

/**
 * The figures in one statement: all orders split by counted / not counted, and the counted ones
 * by fulfilment, payment method with fulfilment, channel and day (the day of placement on the restaurant's wall
 * clock, so a day across a clock change is one row). GROUPING() says which set a row belongs to.
 */
export async function sumTakings(db: Executor, range: ReportRange): Promise<(GroupSums & { group: TakingsGroup })[]> {
  const outside = range.outside.length > 0 ? inArray(orders.status, [...range.outside]) : sql`false`;
  // Computed once per order in a subquery, so that the grouping names plain columns.
  const o = db
    .select({
      counted: sql<boolean>`(NOT ${outside})`.as('counted'),
      orderType: orders.orderType,
      paymentMethod: orders.paymentMethod,
      channel: orders.channel,
      day: sql<string>`to_char(${orders.createdAt} AT TIME ZONE ${range.timeZone}, 'YYYY-MM-DD')`.as('day'),
      totalMinor: orders.totalMinor,
      discountMinor: orders.discountMinor,
      deliveryFeeMinor: orders.deliveryFeeMinor,
      tipMinor: orders.tipMinor,
      amountRefundedMinor: orders.amountRefundedMinor,
    })
    .from(orders)
    .where(inRange(range))
    .as('o');
  const rows = await db
    .select({
      counted: o.counted,
      orderType: o.orderType,
      paymentMethod: o.paymentMethod,
      channel: o.channel,
      day: o.day,
      grouping: sql<number>`GROUPING(${o.orderType}, ${o.paymentMethod}, ${o.channel}, ${o.day})`.mapWith(Number),
      orders: sql<number>`count(*)`.mapWith(Number),
      revenueMinor: sql<number>`coalesce(sum(${o.totalMinor}), 0)`.mapWith(Number),
      discountMinor: sql<number>`coalesce(sum(${o.discountMinor}), 0)`.mapWith(Number),
      deliveryFeeMinor: sql<number>`coalesce(sum(${o.deliveryFeeMinor}), 0)`.mapWith(Number),
      tipMinor: sql<number>`coalesce(sum(${o.tipMinor}), 0)`.mapWith(Number),
      refundedMinor: sql<number>`coalesce(sum(${o.amountRefundedMinor}), 0)`.mapWith(Number),
    })
    .from(o)
    .groupBy(
      sql`GROUPING SETS ((${o.counted}), (${o.counted}, ${o.orderType}), (${o.counted}, ${o.paymentMethod}, ${o.orderType}), (${o.counted}, ${o.channel}), (${o.counted}, ${o.day}))`,
    );
  const result: (GroupSums & { group: TakingsGroup })[] = [];
  for (const row of rows) {
    const sums = {
      orders: row.orders,
      revenueMinor: row.revenueMinor,
      discountMinor: row.discountMinor,
      deliveryFeeMinor: row.deliveryFeeMinor,
      tipMinor: row.tipMinor,
      refundedMinor: row.refundedMinor,
    };
    // GROUPING(a, b, c, d): a bit per column left out of the row's set, a being the highest. The
    // payment method is grouped with the order type: cash on a pickup is not cash on delivery.
    if (row.grouping === 0b1111) result.push({ ...sums, group: { by: 'all', counted: row.counted === true || String(row.counted) === 't' } });
    else if (!(row.counted === true || String(row.counted) === 't')) continue;
    else if (row.grouping === 0b0111) result.push({ ...sums, group: { by: 'orderType', key: row.orderType } });
    else if (row.grouping === 0b0011) result.push({ ...sums, group: { by: 'paymentMethod', key: row.paymentMethod, orderType: row.orderType } });
    else if (row.grouping === 0b1101) result.push({ ...sums, group: { by: 'channel', key: row.channel } });
    else if (row.grouping === 0b1110) result.push({ ...sums, group: { by: 'day', key: row.day } });
  }
  return result;
}

/** The dishes of the counted orders, most sold first (by quantity, then revenue, then name). */
export async function topDishes(db: Executor, range: ReportRange, limit: number): Promise<{ name: string; quantity: number; revenueMinor: number }[]> {
  const quantity = sql<number>`sum(${orderItems.quantity})`.mapWith(Number);
  const revenue = sql<number>`sum(${orderItems.itemSubtotalMinor})`.mapWith(Number);
  return db
    .select({ name: orderItems.productName, quantity, revenueMinor: revenue })
    .from(orderItems)
    .innerJoin(orders, sql`${orders.id} = ${orderItems.orderId} AND ${orders.restaurantId} = ${orderItems.restaurantId}`)
    .where(and(sql`${orderItems.restaurantId} = ${range.restaurantId}`, inRange(range), range.outside.length > 0 ? notInArray(orders.status, [...range.outside]) : undefined))
    .groupBy(orderItems.productName)
    .orderBy(sql`2 desc`, sql`3 desc`, asc(orderItems.productName))
    .limit(limit);
}

/** Up to `limit` orders of the range in placement order after `after` (keyset paging for the export). */
export async function ordersPage(
  db: Executor,
  range: ReportRange,
  after: { createdAt: Date; id: string } | null,
  limit: number,
): Promise<OrderRow[]> {
  const next = after ? or(gt(orders.createdAt, after.createdAt), and(sql`${orders.createdAt} = ${after.createdAt}`, gt(orders.id, after.id))) : undefined;
  return db.select().from(orders).where(and(inRange(range), next)).orderBy(asc(orders.createdAt), asc(orders.id)).limit(limit);
}

/** The lines of some of this restaurant's orders, in their order. */
export async function linesOf(db: Executor, restaurantId: string, orderIds: readonly string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(and(sql`${orderItems.restaurantId} = ${restaurantId}`, inArray(orderItems.orderId, [...orderIds])))
    .orderBy(asc(orderItems.orderId), asc(orderItems.lineNumber));
}
