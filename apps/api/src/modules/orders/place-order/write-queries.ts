/**
 * The write of a new order, in one statement: its capacity slot (when the restaurant has capacity
 * rules), its number from the restaurant's counter, the order, its items, its first status, and
 * the rows other modules keep of it (the promotions it used, its outbox rows given the number, its
 * checkout session), each an INSERT its owner's index built (the outbox rows carry the order's id,
 * and the mail worker reads its number from the stored order: nothing patches a payload): this file touches only the orders
 * module's tables (eslint.config.js, TABLE_OWNERS). Placing an order needs no transaction of its own unless it must lock a limited
 * promotion or spend points first, and the counter's row lock lasts only while the statement
 * runs and commits: the order bench found the round trips, and placements waiting on that lock
 * across them, costing more than anything else placing an order does.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { postgresError } from '../../../db/errors.ts';
import { orderItems, orderNumberCounters, orderStatusHistory, orders, type OrderItemRow, type OrderRow, type StatusChangeRow } from '../../../db/schema.ts';

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

export interface NewOrder {
  /** The order as it is to be stored, every column given; its number is the counter's. */
  order: OrderRow;
  /** '{prefix}-000042'. */
  numberPrefix: string;
  items: OrderItemRow[];
  firstStatus: Omit<StatusChangeRow, 'sequence'>;
  /**
   * Other modules' rows of the order, stored by the same statement: each an INSERT its owner's
   * index built (promotions' `redemptionsInsert`, mail's `outboxInsert`, payments'
   * `checkoutSessionInsert`). None carries the number: the mail worker reads it from the stored order.
   */
  alongside: { name: string; insert: SQLWrapper }[];
  /** Kitchen capacity: the slot it takes (the order's `slotStartsAt`), as capacity's `slotTakingStatement`. */
  slot?: { startsAt: Date; taking: SQL } | null;
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
  const also = (name: string, insert: SQLWrapper | null) => (insert ? sql`, ${sql.raw(name)} AS (${insert.getSQL()})` : sql``);
  // With a slot, the number (and so the order) exists only when the slot was taken.
  const slot = input.slot ? sql`taken_slot AS (${input.slot.taking}),` : sql``;
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
      ${sql.join(input.alongside.map((part) => also(part.name, part.insert)))}
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
