/**
 * The day's takings (issue 29): a range of the restaurant's calendar days turned into instants
 * (domain `calendarRangeIn`, clock changes included), added up by the database, and shaped in
 * major units. The export writes the same orders, page by page, as CSV.
 */
import {
  ORDER_CHANNELS,
  STATUSES_OUTSIDE_TAKINGS,
  calendarRangeIn,
  parseCalendarDate,
  takingsPaymentOf,
  toMajor,
  type OrderType,
  type ReportRangeQuery,
  type Takings,
} from '@platter/domain';
import type { Executor } from '../../db/client.ts';
import type { TenantRestaurant } from '../../platform/tenant.ts';
import { headerRow, orderRows } from './orders-csv.ts';
import { CSV_BOM } from './csv.ts';
import { linesOf, ordersPage, sumTakings, topDishes, type GroupSums, type ReportRange } from './queries.ts';

const TOP_DISHES = 10;
const EXPORT_PAGE = 500;

function rangeOf(restaurant: TenantRestaurant, query: ReportRangeQuery): ReportRange {
  // The contract has checked both dates.
  const { start, end } = calendarRangeIn(restaurant.timeZone, parseCalendarDate(query.from)!, parseCalendarDate(query.to)!);
  return { restaurantId: restaurant.id, start, end, timeZone: restaurant.timeZone, outside: STATUSES_OUTSIDE_TAKINGS };
}

type PaymentRow = Takings['byPaymentMethod'][number];

/**
 * The payment method and order type groups, merged by how they were paid and collected: card
 * online is one row whatever the collection; another method keeps its name per collection.
 */
function byPayment(groups: readonly { method: string; orderType: OrderType; sums: GroupSums }[]): PaymentRow[] {
  const rows = new Map<string, { row: Omit<PaymentRow, 'orders' | 'revenue'>; methods: Set<string>; orders: number; revenueMinor: number }>();
  for (const { method, orderType, sums } of groups) {
    const payment = takingsPaymentOf(method, orderType);
    const key = payment === 'other' ? `other\u0000${method}\u0000${orderType}` : payment;
    const row = rows.get(key) ?? { row: { payment, paymentMethod: method, orderType: payment === 'card' ? null : orderType }, methods: new Set<string>(), orders: 0, revenueMinor: 0 };
    row.methods.add(method);
    row.orders += sums.orders;
    row.revenueMinor += sums.revenueMinor;
    rows.set(key, row);
  }
  return [...rows.values()].map(({ row, methods, orders, revenueMinor }) => ({ ...row, paymentMethod: [...methods].sort().join(' / '), orders, revenue: toMajor(revenueMinor) }));
}

const NONE: GroupSums = { orders: 0, revenueMinor: 0, discountMinor: 0, deliveryFeeMinor: 0, tipMinor: 0, refundedMinor: 0 };
const figures = (sums: GroupSums) => ({ orders: sums.orders, revenue: toMajor(sums.revenueMinor) });

export async function takingsFor(db: Executor, restaurant: TenantRestaurant, query: ReportRangeQuery): Promise<Takings> {
  const range = rangeOf(restaurant, query);
  const groups = await sumTakings(db, range);
  const dishes = await topDishes(db, range, TOP_DISHES);
  const all = (counted: boolean) => groups.find((g) => g.group.by === 'all' && g.group.counted === counted) ?? NONE;
  const counted = all(true);
  const keyed = <B extends 'orderType' | 'paymentMethod' | 'channel' | 'day'>(by: B) =>
    groups.flatMap((g) => (g.group.by === by && 'key' in g.group ? [{ key: g.group.key as Extract<typeof g.group, { by: B }>['key'], sums: g }] : []));
  const byRevenue = <T extends { revenue: number; orders: number }>(a: T, b: T) => b.revenue - a.revenue || b.orders - a.orders;
  return {
    from: query.from,
    to: query.to,
    timeZone: restaurant.timeZone,
    currencyCode: restaurant.currencyCode,
    currencySymbol: restaurant.currencySymbol,
    orders: counted.orders,
    revenue: toMajor(counted.revenueMinor),
    discounts: toMajor(counted.discountMinor),
    deliveryFees: toMajor(counted.deliveryFeeMinor),
    tips: toMajor(counted.tipMinor),
    refunds: toMajor(counted.refundedMinor),
    net: toMajor(counted.revenueMinor - counted.refundedMinor),
    averageOrder: counted.orders === 0 ? 0 : toMajor(Math.round(counted.revenueMinor / counted.orders)),
    cancelled: figures(all(false)),
    byFulfilment: keyed('orderType').map(({ key, sums }) => ({ orderType: key, ...figures(sums) })).sort(byRevenue),
    byPaymentMethod: byPayment(groups.flatMap((g) => (g.group.by === 'paymentMethod' ? [{ method: g.group.key, orderType: g.group.orderType, sums: g }] : []))).sort(byRevenue),
    byChannel: keyed('channel')
      .map(({ key, sums }) => ({ channel: key, ...figures(sums) }))
      .sort((a, b) => ORDER_CHANNELS.indexOf(a.channel) - ORDER_CHANNELS.indexOf(b.channel)),
    byDay: keyed('day').map(({ key, sums }) => ({ date: key, ...figures(sums) })).sort((a, b) => a.date.localeCompare(b.date)),
    topDishes: dishes.map((d) => ({ name: d.name, quantity: d.quantity, revenue: toMajor(d.revenueMinor) })),
  };
}

/** The export's text, a page of orders at a time (the reply streams it; memory stays flat for a year of orders). */
export async function* ordersCsv(db: Executor, restaurant: TenantRestaurant, query: ReportRangeQuery): AsyncGenerator<string> {
  const range = { ...rangeOf(restaurant, query), outside: [] };
  yield CSV_BOM + headerRow();
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const page = await ordersPage(db, range, after, EXPORT_PAGE);
    if (page.length === 0) return;
    const lines = await linesOf(db, restaurant.id, page.map((o) => o.id));
    const byOrder = new Map<string, typeof lines>();
    for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
    yield page.map((order) => orderRows(order, byOrder.get(order.id) ?? [], restaurant.timeZone)).join('');
    if (page.length < EXPORT_PAGE) return;
    const last = page[page.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** The export's file name: 'orders-2026-06-01-to-2026-06-07.csv' (one date for one day). */
export function ordersCsvName(query: ReportRangeQuery): string {
  return query.from === query.to ? `orders-${query.from}.csv` : `orders-${query.from}-to-${query.to}.csv`;
}
