import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@platter/domain';
import type { Database } from '../../db/client.ts';
import {
  optionGroups,
  optionValues,
  orderItems,
  orderNumberCounters,
  orderStatusHistory,
  orders,
  products,
  restaurants,
  savedAddresses,
} from '../../db/schema.ts';
import type { Executor } from '../loyalty/queries.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItemRow = typeof orderItems.$inferInsert;
export type StatusChangeRow = typeof orderStatusHistory.$inferSelect;
export type SavedAddressRow = typeof savedAddresses.$inferSelect;

/** A product as an order needs it: today's price, state and option groups with their values. */
export interface OrderableProduct {
  id: string;
  name: string;
  priceMinor: number;
  imageUrl: string | null;
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
 * This restaurant's products among `productIds` with their options, in one query (groups and
 * values in the menu's display order). Another restaurant's or an unknown id is simply absent.
 */
export async function findOrderableProducts(
  db: Database,
  restaurantId: string,
  productIds: readonly string[],
): Promise<Map<string, OrderableProduct>> {
  const result = new Map<string, OrderableProduct>();
  if (productIds.length === 0) return result;
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      priceMinor: products.priceMinor,
      imageUrl: products.imageUrl,
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
    .leftJoin(optionGroups, and(eq(optionGroups.productId, products.id), eq(optionGroups.restaurantId, restaurantId)))
    .leftJoin(optionValues, and(eq(optionValues.groupId, optionGroups.id), eq(optionValues.restaurantId, restaurantId)))
    .where(and(eq(products.restaurantId, restaurantId), inArray(products.id, [...productIds])))
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

/** Only the diner's own saved address. */
export async function findOwnSavedAddress(db: Database, userId: string, addressId: string): Promise<SavedAddressRow | null> {
  const [row] = await db
    .select()
    .from(savedAddresses)
    .where(and(eq(savedAddresses.id, addressId), eq(savedAddresses.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** What an order is numbered while its placing transaction is still running (never committed). */
export function provisionalOrderNumber(orderId: string): string {
  return `pending-${orderId}`;
}

/**
 * Gives the order its per-restaurant number ('{prefix}-000042'), as the last write of the placing
 * transaction: the counter row's lock serialises concurrent placements of one restaurant only
 * from here to their commit. The first order of a restaurant starts the counter after the highest
 * number already stored (orders imported or seeded before the counter existed).
 */
export async function assignOrderNumber(tx: Executor, restaurantId: string, orderId: string, prefix: string): Promise<string> {
  const assign = async (): Promise<string | null> => {
    // Both drivers (pg, PGlite) answer raw SQL with `{ rows }`.
    const result = (await tx.execute(sql`
      WITH next AS (
        UPDATE ${orderNumberCounters} SET last_number = last_number + 1
        WHERE restaurant_id = ${restaurantId}
        RETURNING last_number::text AS n
      )
      UPDATE ${orders} SET order_number = ${prefix} || '-' || repeat('0', greatest(0, 6 - length(next.n))) || next.n
      FROM next
      WHERE ${orders.id} = ${orderId}
      RETURNING ${orders.orderNumber} AS "orderNumber"`)) as unknown as { rows: { orderNumber: string }[] };
    return result.rows[0]?.orderNumber ?? null;
  };
  const assigned = await assign();
  if (assigned) return assigned;
  await tx.execute(sql`
    INSERT INTO ${orderNumberCounters} (restaurant_id, last_number)
    SELECT ${restaurantId}, coalesce(max(substring(${orders.orderNumber} from '([0-9]{1,9})$')::int), 0)
    FROM ${orders}
    WHERE ${orders.restaurantId} = ${restaurantId} AND ${orders.orderNumber} NOT LIKE 'pending-%'
    ON CONFLICT (restaurant_id) DO NOTHING`);
  const retried = await assign();
  if (!retried) throw new Error(`Could not number order ${orderId}.`);
  return retried;
}

export async function insertOrder(tx: Executor, values: NewOrderRow): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  return row!;
}

export async function insertOrderItems(tx: Executor, values: NewOrderItemRow[]): Promise<OrderItemRow[]> {
  if (values.length === 0) return [];
  return tx.insert(orderItems).values(values).returning();
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
