/**
 * SQL of the staff's order search (issue 40). Decides nothing: the use case says what to match
 * and how many orders one request may read. Newest first by `orders_restaurant_created_idx`
 * (read backwards), keyset paged on (placed, id). A substring of a name or phone cannot use a
 * b-tree, and PGlite has no pg_trgm: the match is judged row by row, within a window of the
 * newest orders before the cursor, so a request's work is bounded whatever the history's size.
 */
import { and, desc, eq, gte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { orders, type OrderRow } from '../../../db/schema.ts';

/**
 * Accented Latin letters and their plain ones (upper case too: `lower` leaves them as they are
 * under the C collation). A name's accents and case are ignored, on both sides; an all-ASCII
 * name (most) skips the translation, which costs most of a row's time.
 */
const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÇçÑñÝýÿ';
const PLAIN = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy';
const folded = (value: SQL) => sql`lower(CASE WHEN octet_length(${value}) = char_length(${value}) THEN ${value} ELSE translate(${value}, ${ACCENTED}, ${PLAIN}) END)`;
const digitsOf = (value: SQL) => sql`regexp_replace(${value}, '[^0-9]', '', 'g')`;

export interface OrderSearch {
  /** Found inside the order number or the diner's name (accents and case aside). */
  text: string;
  /** Digits found inside the phone, or leading the number's digits (leading zeros aside); null when the search is not a number. */
  digits: string | null;
  /** The previous page's last order. */
  before: { createdAt: Date; id: string } | null;
  limit: number;
}

export interface OrderKey {
  createdAt: Date;
  id: string;
}

const beforeKey = (before: OrderKey | null) =>
  before ? sql`(${orders.createdAt}, ${orders.id}) < (${before.createdAt.toISOString()}::timestamptz, ${before.id}::uuid)` : undefined;

/** The `size`-th newest order before `before` (the window's far end), or null when fewer are left. */
export async function windowEnd(db: Executor, restaurantId: string, before: OrderKey | null, size: number): Promise<OrderKey | null> {
  const [row] = await db
    .select({ createdAt: orders.createdAt, id: orders.id })
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), beforeKey(before)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(size - 1)
    .limit(1);
  return row ?? null;
}

/**
 * Up to `limit` of the restaurant's orders that match, newest first, from `before` back to
 * `until` (included; null: the oldest); never one awaiting or failing its card payment (the
 * kitchen never saw it).
 */
export async function searchOrderRows(db: Executor, restaurantId: string, search: OrderSearch, until: OrderKey | null): Promise<OrderRow[]> {
  const text = sql`${search.text}`;
  const matches: SQL[] = [
    // Order numbers are ASCII ('GF-000042').
    sql`strpos(lower(${orders.orderNumber}), lower(${text})) > 0`,
    sql`strpos(${folded(sql`${orders.customerName}`)}, ${folded(text)}) > 0`,
  ];
  if (search.digits) {
    matches.push(sql`strpos(${digitsOf(sql`${orders.contactPhone}`)}, ${search.digits}) > 0`);
    matches.push(sql`starts_with(ltrim(${digitsOf(sql`${orders.orderNumber}`)}, '0'), ${search.digits.replace(/^0+/, '')})`);
  }
  const from = until ? sql`(${orders.createdAt}, ${orders.id}) >= (${until.createdAt.toISOString()}::timestamptz, ${until.id}::uuid)` : undefined;
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        until ? gte(orders.createdAt, until.createdAt) : undefined,
        from,
        beforeKey(search.before),
        ne(orders.status, 'Awaiting Payment'),
        ne(orders.paymentStatus, 'Failed'),
        or(...matches),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(search.limit);
}
