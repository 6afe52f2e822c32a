/**
 * SQL of one order at a time: finding it (by id, by its diner, by Idempotency-Key), moving its
 * status, its items, history and card payment rows, its restaurant as it shows it. Split by use
 * case beside it: placing's products (orderable-queries.ts), the lists (list-queries.ts), the
 * missed-orders sweep (missed-queries.ts); the write of a new order is place-order/write-queries.ts. Every
 * query on these tables takes the restaurant's id and filters by it: an order of another
 * restaurant is not found.
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@platter/domain';
import type { Executor } from '../../db/client.ts';
import {
  checkoutSessions,
  orderItems,
  orderStatusHistory,
  orders,
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
