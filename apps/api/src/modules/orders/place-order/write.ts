/**
 * The write of a new order, in one statement: its capacity slot (when the restaurant has capacity
 * rules), its number from the restaurant's counter, the order, its items, its first status, the
 * promotions it used and its outbox rows (the order e-mails, given the number). Placing an order needs no transaction of its own unless it must lock a limited
 * promotion or spend points first, and the counter's row lock lasts only while the statement
 * runs and commits: the order bench found the round trips, and placements waiting on that lock
 * across them, costing more than anything else placing an order does.
 */
import { sql } from 'drizzle-orm';
import type { OrderType } from '@platter/domain';
import type { Executor } from '../../../db/client.ts';
import { postgresError } from '../../../db/errors.ts';
import {
  checkoutSessions,
  mailOutbox,
  orderItems,
  orderNumberCounters,
  orderStatusHistory,
  orders,
  promotionRedemptions,
  slotLoads,
  type OrderItemRow,
  type OrderRow,
  type StatusChangeRow,
} from '../../../db/schema.ts';
import type { OutboxRow } from '../../../platform/events.ts';

/** What an order is numbered until the store gives it its number (never stored). */
export function provisionalOrderNumber(orderId: string): string {
  return `pending-${orderId}`;
}

/** The restaurant has no order counter yet: nothing was stored (startOrderCounter, then store again). */
export class NoOrderCounter extends Error {
  constructor(readonly restaurantId: string) {
    super(`Restaurant ${restaurantId} has no order counter yet.`);
  }
}

/**
 * Starts the restaurant's counter after the highest number already stored (orders imported or
 * seeded before the counter existed); does nothing when another placement started it first.
 */
export async function startOrderCounter(db: Executor, restaurantId: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${orderNumberCounters} (restaurant_id, last_number)
    SELECT ${restaurantId}, coalesce(max(substring(${orders.orderNumber} from '([0-9]{1,9})$')::int), 0)
    FROM ${orders}
    WHERE ${orders.restaurantId} = ${restaurantId} AND ${orders.orderNumber} NOT LIKE 'pending-%'
    ON CONFLICT (restaurant_id) DO NOTHING`);
}

/** The slot the order was to take has no room left (its caps): nothing was stored. */
export class SlotTaken extends Error {
  constructor(readonly startsAt: Date) {
    super(`The slot at ${startsAt.toISOString()} is full.`);
  }
}

/**
 * The statement took no number, so it stored nothing: the slot was full or the restaurant has no
 * counter yet. Which of the two is asked by `whyNotNumbered`, after the caller's transaction (if
 * any) has ended: a failed statement aborts a PostgreSQL transaction, so no query may follow it there.
 */
export class NotNumbered extends Error {
  constructor(
    readonly restaurantId: string,
    readonly slotStartsAt: Date | null,
  ) {
    super(`Order of restaurant ${restaurantId} took no number.`);
  }
}

/** Why a statement took no number: its slot was full (the counter exists) or there is no counter. */
export async function whyNotNumbered(db: Executor, err: NotNumbered): Promise<SlotTaken | NoOrderCounter> {
  if (err.slotStartsAt && (await hasOrderCounter(db, err.restaurantId))) return new SlotTaken(err.slotStartsAt);
  return new NoOrderCounter(err.restaurantId);
}

/** The capacity slot an order takes with its caps (capacity/slot-claim.ts): the statement adds it only within them. */
export interface SlotTaking {
  orderType: OrderType;
  startsAt: Date;
  items: number;
  maxOrders: number | null;
  maxItems: number | null;
}

export interface NewOrder {
  /** The order as it is to be stored, every column given; its number is the counter's. */
  order: OrderRow;
  /** '{prefix}-000042'. */
  numberPrefix: string;
  items: OrderItemRow[];
  firstStatus: Omit<StatusChangeRow, 'sequence'>;
  redemptions: (typeof promotionRedemptions.$inferInsert)[];
  /**
   * The order's outbox rows, made before its number exists: the statement sets the number it takes
   * into each payload that carries the order (`payload.order.orderNumber`).
   */
  outbox: OutboxRow[];
  /** An order paid by card: its checkout session at the provider, made just before. */
  checkout?: typeof checkoutSessions.$inferInsert | null;
  /** Kitchen capacity: the slot it takes (the order's `slotStartsAt`). */
  slot?: SlotTaking | null;
}

/**
 * The slot's row, created or added to only while the order stays within the caps (an order larger
 * than the item cap may still take an empty slot: the domain's `slotHasRoom`). ON CONFLICT DO
 * UPDATE judges the newest committed row, whatever the statement's snapshot: never oversold.
 */
function takeSlot(restaurantId: string, slot: SlotTaking) {
  const maxOrders = slot.maxOrders === null ? sql`NULL::int` : sql`${slot.maxOrders}::int`;
  const maxItems = slot.maxItems === null ? sql`NULL::int` : sql`${slot.maxItems}::int`;
  return sql`
    INSERT INTO ${slotLoads} (restaurant_id, order_type, starts_at, orders, items)
    VALUES (${restaurantId}, ${slot.orderType}, ${slot.startsAt.toISOString()}::timestamptz, 1, ${slot.items})
    ON CONFLICT (restaurant_id, order_type, starts_at) DO UPDATE
      SET orders = ${slotLoads}.orders + 1, items = ${slotLoads}.items + excluded.items
      WHERE (${maxOrders} IS NULL OR ${slotLoads}.orders + 1 <= ${maxOrders})
        AND (${maxItems} IS NULL OR ${slotLoads}.items = 0 OR ${slotLoads}.items + excluded.items <= ${maxItems})
    RETURNING 1 AS taken`;
}

async function hasOrderCounter(db: Executor, restaurantId: string): Promise<boolean> {
  const result = (await db.execute(sql`SELECT 1 FROM ${orderNumberCounters} WHERE restaurant_id = ${restaurantId}`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** PostgreSQL's not_null_violation on the order's number. */
function isMissingNumber(err: unknown): boolean {
  const violation = postgresError(err, '23502');
  return violation !== null && (violation.column === undefined || violation.column === 'order_number');
}

/**
 * Stores `input` with one statement (in the caller's transaction, if it has one) and answers the
 * order's number. Throws NotNumbered, having stored nothing, when its slot was full or the
 * restaurant has no counter (`whyNotNumbered` tells which, once the transaction is over).
 */
export async function storeNewOrder(db: Executor, input: NewOrder): Promise<string> {
  const { id: orderId, restaurantId } = input.order;
  const number = sql`(SELECT number FROM next_number)`;
  const placed = db
    .insert(orders)
    .values({ ...input.order, orderNumber: number })
    .returning({ orderNumber: orders.orderNumber });
  const firstStatus = db.insert(orderStatusHistory).values(input.firstStatus);
  const items = input.items.length > 0 ? db.insert(orderItems).values(input.items) : null;
  const redemptions = input.redemptions.length > 0 ? db.insert(promotionRedemptions).values(input.redemptions) : null;
  const checkout = input.checkout ? db.insert(checkoutSessions).values(input.checkout) : null;
  const outbox =
    input.outbox.length > 0
      ? db.insert(mailOutbox).values(
          input.outbox.map((row) =>
            'order' in row.payload ? { ...row, payload: sql`jsonb_set(${JSON.stringify(row.payload)}::jsonb, '{order,orderNumber}', to_jsonb(${number}))` } : row,
          ),
        )
      : null;
  const also = (name: string, insert: { getSQL(): ReturnType<typeof sql> } | null) => (insert ? sql`, ${sql.raw(name)} AS (${insert.getSQL()})` : sql``);
  // With a slot, the number (and so the order) exists only when the slot was taken.
  const slot = input.slot ? sql`taken_slot AS (${takeSlot(restaurantId, input.slot)}),` : sql``;
  const whenTaken = input.slot ? sql` AND EXISTS (SELECT 1 FROM taken_slot)` : sql``;
  let result: { rows: { orderNumber: string }[] };
  try {
    result = (await db.execute(sql`
      WITH ${slot} next_number AS (
        UPDATE ${orderNumberCounters} SET last_number = last_number + 1
        WHERE restaurant_id = ${restaurantId}${whenTaken}
        RETURNING ${input.numberPrefix} || '-' || repeat('0', greatest(0, 6 - length(last_number::text))) || last_number::text AS number
      ),
      placed AS (${placed.getSQL()}),
      first_status AS (${firstStatus.getSQL()})
      ${also('placed_items', items)}
      ${also('used_promotions', redemptions)}
      ${also('queued_mail', outbox)}
      ${also('checkout_session', checkout)}
      SELECT order_number AS "orderNumber" FROM placed`)) as unknown as { rows: { orderNumber: string }[] };
  } catch (err) {
    // No number, so the order's NOT NULL number refused the whole statement: the slot was full, or there is no counter row yet.
    if (!isMissingNumber(err)) throw err;
    // No query here: in a caller's transaction the failed statement has aborted it.
    throw new NotNumbered(restaurantId, input.slot?.startsAt ?? null);
  }
  const stored = result.rows[0]?.orderNumber;
  if (!stored) throw new Error(`Order ${orderId} was not stored.`);
  return stored;
}
