/**
 * SQL of orders, their items, status history and number counters. Every query on these tables
 * takes the restaurant's id and filters by it: an order of another restaurant is not found.
 */
import { and, asc, count, desc, eq, inArray, ne, not, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@platter/domain';
import type { Executor } from '../../db/client.ts';
import {
  checkoutSessions,
  media,
  optionGroups,
  optionValues,
  orderItems,
  orderStatusHistory,
  orders,
  products,
  refunds,
  restaurants,
  users,
  type CheckoutSessionRow,
  type NewOrderItemRow,
  type NewOrderRow,
  type OrderItemRow,
  type OrderRow,
  type RefundRow,
  type StatusChangeRow,
} from '../../db/schema.ts';

export type { CheckoutSessionRow, NewOrderItemRow, NewOrderRow, OrderItemRow, OrderRow, RefundRow, StatusChangeRow };

/** A product as an order needs it: today's price, state and option groups with their values. */
export interface OrderableProduct {
  id: string;
  name: string;
  priceMinor: number;
  imageUrl: string | null;
  /** The dish's uploaded photo (this restaurant's), whose URL the order line keeps instead of `imageUrl`. */
  photo: { id: string; sha256: string } | null;
  isActive: boolean;
  isAvailable: boolean;
  options: {
    _id: string;
    name: string;
    minSelections: number;
    maxSelections: number;
    values: { _id: string; label: string; priceAdjustmentMinor: number; isDefault: boolean }[];
  }[];
}

/**
 * Every product of this restaurant with its options, in one query (groups and values in the
 * menu's display order): the menu an order is priced against (price-check.ts keeps it cached).
 */
export async function findOrderableProducts(db: Executor, restaurantId: string): Promise<Map<string, OrderableProduct>> {
  const result = new Map<string, OrderableProduct>();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      priceMinor: products.priceMinor,
      imageUrl: products.imageUrl,
      photo: { id: media.id, sha256: media.sha256 },
      isActive: products.isActive,
      isAvailable: products.isAvailable,
      group: {
        id: optionGroups.id,
        name: optionGroups.name,
        minSelections: optionGroups.minSelections,
        maxSelections: optionGroups.maxSelections,
      },
      value: {
        id: optionValues.id,
        label: optionValues.label,
        priceAdjustmentMinor: optionValues.priceAdjustmentMinor,
        isDefault: optionValues.isDefault,
      },
    })
    .from(products)
    .leftJoin(media, and(eq(media.restaurantId, restaurantId), eq(sql`${media.id}::text`, products.mediaId)))
    .leftJoin(optionGroups, and(eq(optionGroups.productId, products.id), eq(optionGroups.restaurantId, restaurantId)))
    .leftJoin(optionValues, and(eq(optionValues.groupId, optionGroups.id), eq(optionValues.restaurantId, restaurantId)))
    .where(eq(products.restaurantId, restaurantId))
    .orderBy(
      asc(products.id),
      asc(optionGroups.displayOrder),
      asc(optionGroups.name),
      asc(optionGroups.id),
      asc(optionValues.displayOrder),
      asc(optionValues.label),
    );
  for (const row of rows) {
    let product = result.get(row.id);
    if (!product) {
      product = {
        id: row.id,
        name: row.name,
        priceMinor: row.priceMinor,
        imageUrl: row.imageUrl,
        photo: row.photo,
        isActive: row.isActive,
        isAvailable: row.isAvailable,
        options: [],
      };
      result.set(row.id, product);
    }
    if (!row.group) continue;
    let group = product.options.at(-1);
    if (group?._id !== row.group.id) {
      group = { _id: row.group.id, ...row.group, values: [] };
      product.options.push(group);
    }
    if (row.value) group.values.push({ _id: row.value.id, ...row.value });
  }
  return result;
}

export async function insertStatusChange(
  tx: Executor,
  values: {
    restaurantId: string;
    orderId: string;
    status: OrderStatus;
    changedAt: Date;
    notes?: string | null;
    changedByUserId?: string | null;
  },
): Promise<StatusChangeRow> {
  const [row] = await tx.insert(orderStatusHistory).values(values).returning();
  return row!;
}

/**
 * The order a diner placed with this Idempotency-Key, if any. Not filtered by restaurant: the key
 * space is the diner's (one unique index on user and key), so a key reused at another restaurant
 * must be found to be refused. Callers read the order itself only through its restaurant.
 */
export async function findOrderByIdempotencyKey(
  db: Executor,
  userId: string,
  key: string,
): Promise<{ id: string; restaurantId: string; requestHash: string | null } | null> {
  const [row] = await db
    .select({ id: orders.id, restaurantId: orders.restaurantId, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** The order `orderId` of this restaurant. */
function orderOf(restaurantId: string, orderId: string): SQL | undefined {
  return and(eq(orders.restaurantId, restaurantId), eq(orders.id, orderId));
}

/** One of this restaurant's orders. */
export async function findOrder(db: Executor, restaurantId: string, orderId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(orderOf(restaurantId, orderId)).limit(1);
  return row ?? null;
}

/** One of this restaurant's orders, only if this diner placed it. */
export async function findDinersOrder(
  db: Executor,
  restaurantId: string,
  userId: string,
  orderId: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(orderOf(restaurantId, orderId), eq(orders.userId, userId), eq(orders.channel, 'online')))
    .limit(1);
  return row ?? null;
}

/** Moves the order to `to` only if it is still in one of `from`: the guard against racing changes. */
export async function updateStatusIf(
  tx: Executor,
  restaurantId: string,
  orderId: string,
  from: readonly OrderStatus[],
  to: OrderStatus,
  now: Date,
  /** Set with the move: the kitchen's estimated ready time (on Confirmed). */
  readyAt?: Date | null,
): Promise<OrderRow | null> {
  if (from.length === 0) return null;
  const [row] = await tx
    .update(orders)
    .set({ status: to, updatedAt: now, ...(readyAt ? { pickupTimeEstimate: readyAt } : {}) })
    .where(and(orderOf(restaurantId, orderId), inArray(orders.status, [...from])))
    .returning();
  return row ?? null;
}

/** A cash order handed over: paid now. */
export async function markPaid(tx: Executor, restaurantId: string, orderId: string, now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentStatus: 'Paid', paidAt: now })
    .where(and(orderOf(restaurantId, orderId), eq(orders.paymentStatus, 'Pending')));
}

export async function setPointsEarned(tx: Executor, restaurantId: string, orderId: string, points: number): Promise<void> {
  await tx.update(orders).set({ pointsEarned: points }).where(orderOf(restaurantId, orderId));
}

export async function restaurantPointsRate(tx: Executor, restaurantId: string): Promise<number> {
  const [row] = await tx
    .select({ rate: restaurants.pointsPerCurrencyUnit })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .limit(1);
  return row?.rate ?? 0;
}

export interface OrderRestaurant {
  id: string;
  name: string;
  street: string;
  city: string;
  postalCode: string;
  country: string;
}

/** The restaurant as an order shows it. */
export async function findOrderRestaurant(db: Executor, restaurantId: string): Promise<OrderRestaurant | null> {
  const [row] = await db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      street: restaurants.addressStreet,
      city: restaurants.addressCity,
      postalCode: restaurants.addressPostalCode,
      country: restaurants.addressCountry,
    })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .limit(1);
  return row ?? null;
}

/** A history entry with the name of whoever made it (null when nobody signed in did). */
export type NamedStatusChangeRow = StatusChangeRow & { changedByName: string | null };

export interface OrderChildren {
  items: Map<string, OrderItemRow[]>;
  history: Map<string, NamedStatusChangeRow[]>;
  /** Card payments only: each order's refunds (oldest first) and its checkout session. */
  refunds: Map<string, RefundRow[]>;
  checkouts: Map<string, CheckoutSessionRow>;
}

/**
 * Items (in line order) and status history (oldest first) of the given orders of this restaurant;
 * for those of them paid by card (`paidByCard`), their refunds and checkout sessions too.
 */
export async function loadOrderChildren(
  db: Executor,
  restaurantId: string,
  orderIds: readonly string[],
  paidByCard: readonly string[] = [],
): Promise<OrderChildren> {
  const result: OrderChildren = { items: new Map(), history: new Map(), refunds: new Map(), checkouts: new Map() };
  if (orderIds.length === 0) return result;
  const ids = [...orderIds];
  // One after the other: inside a transaction both would share one connection anyway (and pg
  // deprecates queueing queries on a client in parallel).
  const itemRows = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.restaurantId, restaurantId), inArray(orderItems.orderId, ids)))
    .orderBy(asc(orderItems.orderId), asc(orderItems.lineNumber));
  const historyRows = await db
    .select({ entry: orderStatusHistory, changedByName: users.name })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.changedByUserId))
    .where(and(eq(orderStatusHistory.restaurantId, restaurantId), inArray(orderStatusHistory.orderId, ids)))
    .orderBy(asc(orderStatusHistory.orderId), asc(orderStatusHistory.changedAt), asc(orderStatusHistory.sequence));
  for (const row of itemRows) result.items.set(row.orderId, [...(result.items.get(row.orderId) ?? []), row]);
  for (const { entry, changedByName } of historyRows) {
    result.history.set(entry.orderId, [...(result.history.get(entry.orderId) ?? []), { ...entry, changedByName }]);
  }
  if (paidByCard.length > 0) {
    const card = [...paidByCard];
    const refundRows = await db
      .select()
      .from(refunds)
      .where(and(eq(refunds.restaurantId, restaurantId), inArray(refunds.orderId, card)))
      .orderBy(asc(refunds.createdAt), asc(refunds.id));
    const checkoutRows = await db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.restaurantId, restaurantId), inArray(checkoutSessions.orderId, card)));
    for (const row of refundRows) result.refunds.set(row.orderId, [...(result.refunds.get(row.orderId) ?? []), row]);
    for (const row of checkoutRows) result.checkouts.set(row.orderId, row);
  }
  return result;
}

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

/** Orders of any restaurant still waiting for the kitchen since before `placedBefore`, oldest first (the missed-orders sweep). */
/** How long each restaurant lets an order wait (its `missedOrders` minutes) has passed at `now` for an order placed then. */
const waitedPast = (field: 'alertMinutes' | 'rejectMinutes', now: Date) =>
  sql`coalesce(${orders.waitingSince}, ${orders.createdAt}) <= ${now.toISOString()}::timestamptz - make_interval(mins => (${restaurants.missedOrders} ->> ${field})::int)`;

/** Orders still waiting for the kitchen past their restaurant's `rejectMinutes` at `now`, oldest first, every restaurant's. */
export async function findMissedOrders(db: Executor, now: Date, limit: number): Promise<{ id: string; restaurantId: string; language: string }[]> {
  return db
    .select({ id: orders.id, restaurantId: orders.restaurantId, language: orders.language })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(and(eq(orders.status, 'Pending Confirmation'), waitedPast('rejectMinutes', now)))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}

/** Orders waiting past their restaurant's `alertMinutes` (not yet its `rejectMinutes`: those are rejected instead) whose kitchen has not been alerted yet, oldest first. */
export async function findOrdersToAlert(db: Executor, now: Date, limit: number): Promise<{ id: string; restaurantId: string }[]> {
  return db
    .select({ id: orders.id, restaurantId: orders.restaurantId })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(and(eq(orders.status, 'Pending Confirmation'), sql`${orders.waitingAlertedAt} is null`, waitedPast('alertMinutes', now), not(waitedPast('rejectMinutes', now))))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}

/**
 * Marks the order's kitchen alerted, once: of several processes claiming at once one gets the
 * order back (with what the restaurant's e-mail says), the others nothing.
 */
export async function claimWaitingAlert(tx: Executor, restaurantId: string, orderId: string, now: Date) {
  const [claimed] = await tx
    .update(orders)
    .set({ waitingAlertedAt: now })
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.id, orderId), eq(orders.status, 'Pending Confirmation'), sql`${orders.waitingAlertedAt} is null`))
    .returning({ orderNumber: orders.orderNumber, customerName: orders.customerName, placedAt: orders.createdAt });
  return claimed ?? null;
}
