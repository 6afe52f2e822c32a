import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@platter/domain';
import type { Database } from '../../db/client.ts';
import {
  orderItems,
  orderNumberCounters,
  orderStatusHistory,
  orders,
  products,
  restaurants,
  savedAddresses,
  type ProductRow,
} from '../../db/schema.ts';
import type { Executor } from '../loyalty/queries.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItemRow = typeof orderItems.$inferInsert;
export type StatusChangeRow = typeof orderStatusHistory.$inferSelect;
export type SavedAddressRow = typeof savedAddresses.$inferSelect;

/** This restaurant's products among `productIds`; others (another restaurant's, unknown) are absent. */
export async function findProductsByIds(
  db: Database,
  restaurantId: string,
  productIds: readonly string[],
): Promise<ProductRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(and(eq(products.restaurantId, restaurantId), inArray(products.id, [...productIds])));
}

/** Only the diner's own saved address. */
export async function findOwnSavedAddress(db: Database, userId: string, addressId: string): Promise<SavedAddressRow | null> {
  const [row] = await db
    .select()
    .from(savedAddresses)
    .where(and(eq(savedAddresses.id, addressId), eq(savedAddresses.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * The next order number of a restaurant, inside the placing transaction. The upsert's row lock
 * makes concurrent placements of one restaurant take turns from here to their commit.
 */
export async function takeOrderNumber(tx: Executor, restaurantId: string): Promise<number> {
  const [row] = await tx
    .insert(orderNumberCounters)
    .values({ restaurantId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: orderNumberCounters.restaurantId,
      set: { lastNumber: sql`${orderNumberCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: orderNumberCounters.lastNumber });
  return row!.lastNumber;
}

export async function insertOrder(tx: Executor, values: NewOrderRow): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  return row!;
}

export async function insertOrderItems(tx: Executor, values: NewOrderItemRow[]): Promise<void> {
  if (values.length) await tx.insert(orderItems).values(values);
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
): Promise<void> {
  await tx.insert(orderStatusHistory).values(values);
}

/** The order a diner placed with this Idempotency-Key, if any (any restaurant: the key is the diner's). */
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

export interface OrderScope {
  restaurantId?: string;
  userId?: string;
}

function scoped(orderId: string, scope: OrderScope): SQL | undefined {
  return and(
    eq(orders.id, orderId),
    scope.restaurantId ? eq(orders.restaurantId, scope.restaurantId) : undefined,
    scope.userId ? eq(orders.userId, scope.userId) : undefined,
  );
}

export async function findOrder(db: Executor, orderId: string, scope: OrderScope = {}): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(scoped(orderId, scope)).limit(1);
  return row ?? null;
}

/** Moves the order to `to` only if it is still in one of `from`: the guard against racing changes. */
export async function updateStatusIf(
  tx: Executor,
  orderId: string,
  from: readonly OrderStatus[],
  to: OrderStatus,
  now: Date,
): Promise<OrderRow | null> {
  if (from.length === 0) return null;
  const [row] = await tx
    .update(orders)
    .set({ status: to, updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...from])))
    .returning();
  return row ?? null;
}

export async function setPointsEarned(tx: Executor, orderId: string, points: number): Promise<void> {
  await tx.update(orders).set({ pointsEarned: points }).where(eq(orders.id, orderId));
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

export async function findOrderRestaurants(
  db: Executor,
  restaurantIds: readonly string[],
): Promise<Map<string, OrderRestaurant>> {
  if (restaurantIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      street: restaurants.addressStreet,
      city: restaurants.addressCity,
      postalCode: restaurants.addressPostalCode,
      country: restaurants.addressCountry,
    })
    .from(restaurants)
    .where(inArray(restaurants.id, [...new Set(restaurantIds)]));
  return new Map(rows.map((r) => [r.id, r]));
}

export interface OrderChildren {
  items: Map<string, OrderItemRow[]>;
  history: Map<string, StatusChangeRow[]>;
}

/** Items (in line order) and status history (oldest first) of the given orders. */
export async function loadOrderChildren(db: Executor, orderIds: readonly string[]): Promise<OrderChildren> {
  const result: OrderChildren = { items: new Map(), history: new Map() };
  if (orderIds.length === 0) return result;
  const ids = [...orderIds];
  const [itemRows, historyRows] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.orderId), asc(orderItems.lineNumber)),
    db
      .select()
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, ids))
      .orderBy(asc(orderStatusHistory.orderId), asc(orderStatusHistory.changedAt), asc(orderStatusHistory.sequence)),
  ]);
  for (const row of itemRows) result.items.set(row.orderId, [...(result.items.get(row.orderId) ?? []), row]);
  for (const row of historyRows) result.history.set(row.orderId, [...(result.history.get(row.orderId) ?? []), row]);
  return result;
}

export interface OrderListFilter {
  restaurantId: string;
  userId: string;
  status?: OrderStatus | undefined;
  sortBy: 'createdAt' | 'totalAmount' | 'status';
  sortOrder: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export async function listUserOrders(db: Database, filter: OrderListFilter): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(
    eq(orders.restaurantId, filter.restaurantId),
    eq(orders.userId, filter.userId),
    filter.status ? eq(orders.status, filter.status) : undefined,
  );
  const direction = filter.sortOrder === 'asc' ? asc : desc;
  // status sorts in the flow's order (the enum's), not alphabetically.
  const column = { createdAt: orders.createdAt, totalAmount: orders.totalMinor, status: orders.status }[filter.sortBy];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(direction(column), desc(orders.createdAt), desc(orders.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
