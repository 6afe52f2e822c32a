/** The mail module's SQL: who an order's e-mails go to, and the worker's claim-and-settle of outbox rows. */
import { and, asc, eq, inArray, lt, lte, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailOutbox, orders, restaurantLooks, restaurants, users, type MailOutboxRow, type NewMailOutboxRow } from '../../db/schema.ts';

/**
 * What an order's e-mails need at enqueue time, in one round trip inside the order's transaction:
 * the restaurant's address and origin, and the diner's e-mail (users are not a restaurant's rows:
 * one account orders anywhere). Null when the restaurant is gone.
 */
export async function orderMailContext(tx: Executor, restaurantId: string, userId: string) {
  const [row] = await tx
    .select({
      slug: restaurants.slug,
      customDomains: restaurants.customDomains,
      contactEmail: restaurants.contactEmail,
      dinerEmail: users.email,
    })
    .from(restaurants)
    .leftJoin(users, eq(users.id, userId))
    .where(eq(restaurants.id, restaurantId))
    .limit(1);
  return row ?? null;
}

/**
 * As `orderMailContext` for a phone or counter order (issue 29): its e-mails go to the caller's
 * e-mail stored on the order (none when it has none), never to the staff account that owns it.
 */
export async function callerMailContext(tx: Executor, restaurantId: string, orderId: string) {
  const [row] = await tx
    .select({
      slug: restaurants.slug,
      customDomains: restaurants.customDomains,
      contactEmail: restaurants.contactEmail,
      dinerEmail: orders.customerEmail,
    })
    .from(restaurants)
    .leftJoin(orders, and(eq(orders.restaurantId, restaurantId), eq(orders.id, orderId)))
    .where(eq(restaurants.id, restaurantId))
    .limit(1);
  return row ?? null;
}

/** The restaurants of a batch of messages, for their branding (name, colours, logo, zone). */
export async function restaurantsForMail(db: Executor, restaurantIds: readonly string[]) {
  if (restaurantIds.length === 0) return [];
  return db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      slug: restaurants.slug,
      customDomains: restaurants.customDomains,
      theme: restaurantLooks.theme,
      logoUrl: restaurantLooks.logoUrl,
      addressStreet: restaurants.addressStreet,
      addressCity: restaurants.addressCity,
      addressPostalCode: restaurants.addressPostalCode,
      timeZone: restaurants.timeZone,
      contactEmail: restaurants.contactEmail,
      languages: restaurants.languages,
    })
    .from(restaurants)
    // The look is the restaurants module's part (restaurant_looks).
    .innerJoin(restaurantLooks, eq(restaurantLooks.restaurantId, restaurants.id))
    .where(inArray(restaurants.id, [...restaurantIds]));
}

/**
 * Claims up to `limit` due messages for this worker, in one statement: locks them with FOR UPDATE
 * SKIP LOCKED (rows another worker holds are passed over, not waited for), counts the attempt and
 * moves next_attempt_at `leaseSeconds` ahead, so no other worker takes them while this one sends.
 * A worker that dies mid-send leaves its rows to be taken again when the lease runs out.
 */
export async function claimDueMail(db: Executor, limit: number, leaseSeconds: number): Promise<MailOutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds}::double precision)`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

type Claimed = Pick<MailOutboxRow, 'id' | 'restaurantId'>;
const theRow = (row: Claimed) => and(eq(mailOutbox.id, row.id), eq(mailOutbox.restaurantId, row.restaurantId));

/** Marks a batch's sent messages, in one statement per restaurant. */
export async function markMailSent(db: Executor, rows: readonly Claimed[]): Promise<void> {
  const byRestaurant = new Map<string, string[]>();
  for (const row of rows) {
    const ids = byRestaurant.get(row.restaurantId);
    if (ids) ids.push(row.id);
    else byRestaurant.set(row.restaurantId, [row.id]);
  }
  for (const [restaurantId, ids] of byRestaurant) {
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
      .where(and(eq(mailOutbox.restaurantId, restaurantId), inArray(mailOutbox.id, ids)));
  }
}

export async function scheduleMailRetry(db: Executor, row: Claimed, delaySeconds: number, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds}::double precision)`, lastError: error })
    .where(theRow(row));
}

export async function markMailFailed(db: Executor, row: Claimed, error: string): Promise<void> {
  await db.update(mailOutbox).set({ status: 'failed', lastError: error }).where(theRow(row));
}

/** Whether a row is older than `days` (its creation), in SQL. */
const olderThan = (days: number) => lt(mailOutbox.createdAt, sql`now() - make_interval(days => ${days})`);

/**
 * Deletes up to `limit` settled messages past their retention: sent ones `sentDays` after they
 * were queued, failed ones after `failedDays`. Pending messages are never deleted. Housekeeping
 * across restaurants, as the worker's claim is; answers how many went.
 */
export async function pruneSettledMail(db: Executor, sentDays: number, failedDays: number, limit: number): Promise<number> {
  const expired = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(or(and(eq(mailOutbox.status, 'sent'), olderThan(sentDays)), and(eq(mailOutbox.status, 'failed'), olderThan(failedDays))))
    .limit(limit);
  const deleted = await db.delete(mailOutbox).where(inArray(mailOutbox.id, expired)).returning({ id: mailOutbox.id });
  return deleted.length;
}

/** Stores outbox rows in the caller's transaction (the worker sends them after the commit). */
export async function insertOutboxRows(tx: Executor, rows: readonly NewMailOutboxRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(mailOutbox).values([...rows]);
}

/** The INSERT of outbox rows, for the orders module's placing statement to run as one of its parts. */
export function outboxInsert(db: Executor, rows: readonly NewMailOutboxRow[]): SQLWrapper {
  return db.insert(mailOutbox).values([...rows]);
}

/**
 * The stored numbers of orders the e-mails being sent are about. An order's outbox rows are made
 * before its statement numbers it, so they carry its id and a provisional number: the number is
 * read here, from what was stored, when the message is sent (a number never changes once taken).
 */
export async function storedOrderNumbers(db: Executor, about: readonly { restaurantId: string; orderId: string }[]): Promise<Map<string, string>> {
  if (about.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, restaurantId: orders.restaurantId, orderNumber: orders.orderNumber })
    .from(orders)
    .where(or(...about.map((a) => and(eq(orders.restaurantId, a.restaurantId), eq(orders.id, a.orderId)))));
  return new Map(rows.map((r) => [`${r.restaurantId}/${r.id}`, r.orderNumber] as const));
}
