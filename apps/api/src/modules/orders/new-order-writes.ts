/**
 * Storing a new order: its number, the order, its items, its first status and the promotions it
 * used, written by one statement (one round trip inside the placing transaction; the order bench
 * found each round trip costing the API more than anything else it does per order).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowFromJson } from '../../db/json-rows.ts';
import {
  orderItems,
  orderNumberCounters,
  orderStatusHistory,
  orders,
  promotionRedemptions,
  type NewOrderItemRow,
  type NewOrderRow,
  type OrderItemRow,
  type OrderRow,
  type StatusChangeRow,
} from '../../db/schema.ts';

/** What an order is numbered until its restaurant's counter gives it a number (never committed). */
export function provisionalOrderNumber(orderId: string): string {
  return `pending-${orderId}`;
}

/** '{prefix}-000042' from the counter's value `n` (text), in SQL. */
const numbered = (prefix: string, n: ReturnType<typeof sql.raw>) => sql`${prefix} || '-' || repeat('0', greatest(0, 6 - length(${n}))) || ${n}`;

/**
 * Numbers an order stored with its provisional number: the restaurant's first order starts the
 * counter after the highest number already stored (orders imported or seeded before the counter
 * existed). The counter row stays locked until the commit.
 */
async function numberFirstOrder(tx: Executor, restaurantId: string, orderId: string, prefix: string): Promise<string> {
  await tx.execute(sql`
    INSERT INTO ${orderNumberCounters} (restaurant_id, last_number)
    SELECT ${restaurantId}, coalesce(max(substring(${orders.orderNumber} from '([0-9]{1,9})$')::int), 0)
    FROM ${orders}
    WHERE ${orders.restaurantId} = ${restaurantId} AND ${orders.orderNumber} NOT LIKE 'pending-%'
    ON CONFLICT (restaurant_id) DO NOTHING`);
  // Both drivers (pg, PGlite) answer raw SQL with `{ rows }`.
  const result = (await tx.execute(sql`
    WITH next AS (
      UPDATE ${orderNumberCounters} SET last_number = last_number + 1
      WHERE restaurant_id = ${restaurantId}
      RETURNING last_number::text AS n
    )
    UPDATE ${orders} SET order_number = ${numbered(prefix, sql.raw('next.n'))}
    FROM next
    WHERE ${orders.id} = ${orderId} AND ${orders.restaurantId} = ${restaurantId}
    RETURNING ${orders.orderNumber} AS "orderNumber"`)) as unknown as { rows: { orderNumber: string }[] };
  const assigned = result.rows[0]?.orderNumber;
  if (!assigned) throw new Error(`Could not number order ${orderId}.`);
  return assigned;
}

export interface NewOrder {
  /** The order; its number comes from the restaurant's counter (`numberPrefix`-000042). */
  order: Omit<NewOrderRow, 'orderNumber'> & { id: string };
  numberPrefix: string;
  items: Omit<NewOrderItemRow, 'orderId'>[];
  firstStatus: Omit<typeof orderStatusHistory.$inferInsert, 'orderId' | 'restaurantId'>;
  redemptions: Omit<typeof promotionRedemptions.$inferInsert, 'orderId' | 'restaurantId'>[];
}

export interface StoredOrder {
  order: OrderRow;
  items: OrderItemRow[];
  firstStatus: StatusChangeRow;
}

/**
 * Stores a new order inside the caller's transaction. The restaurant's counter row is taken
 * first and stays locked until the commit, so numbers have no gaps or duplicates and concurrent
 * placements of one restaurant take turns only for the rest of their transaction.
 */
export async function storeNewOrder(tx: Executor, input: NewOrder): Promise<StoredOrder> {
  const { id: orderId, restaurantId } = input.order;
  const owned = { orderId, restaurantId };
  const placed = tx
    .insert(orders)
    .values({
      ...input.order,
      // The counter's next number, or (no counter yet: the restaurant's first order) the provisional one.
      orderNumber: sql`coalesce((SELECT ${numbered(input.numberPrefix, sql.raw('next_number.n'))} FROM next_number), ${provisionalOrderNumber(orderId)})`,
    })
    .returning();
  const items = input.items.length > 0 ? tx.insert(orderItems).values(input.items.map((item) => ({ ...item, ...owned }))).returning() : null;
  const firstStatus = tx
    .insert(orderStatusHistory)
    .values({ ...input.firstStatus, ...owned })
    .returning();
  const redemptions =
    input.redemptions.length > 0 ? tx.insert(promotionRedemptions).values(input.redemptions.map((r) => ({ ...r, ...owned }))) : null;
  const result = (await tx.execute(sql`
    WITH next_number AS (
      UPDATE ${orderNumberCounters} SET last_number = last_number + 1
      WHERE restaurant_id = ${restaurantId}
      RETURNING last_number::text AS n
    ),
    placed AS (${placed.getSQL()}),
    first_status AS (${firstStatus.getSQL()})
    ${items ? sql`, placed_items AS (${items.getSQL()})` : sql``}
    ${redemptions ? sql`, used_promotions AS (${redemptions.getSQL()})` : sql``}
    SELECT
      (SELECT row_to_json(placed) FROM placed) AS "order",
      (SELECT row_to_json(first_status) FROM first_status) AS "firstStatus",
      ${items ? sql`(SELECT json_agg(placed_items ORDER BY placed_items.line_number) FROM placed_items)` : sql`'[]'::json`} AS "items"`)) as unknown as {
    rows: { order: Record<string, unknown>; firstStatus: Record<string, unknown>; items: Record<string, unknown>[] }[];
  };
  const stored = result.rows[0]!;
  const order = rowFromJson(orders, stored.order);
  if (order.orderNumber === provisionalOrderNumber(orderId)) order.orderNumber = await numberFirstOrder(tx, restaurantId, orderId, input.numberPrefix);
  return {
    order,
    items: stored.items.map((item) => rowFromJson(orderItems, item)),
    firstStatus: rowFromJson(orderStatusHistory, stored.firstStatus),
  };
}
