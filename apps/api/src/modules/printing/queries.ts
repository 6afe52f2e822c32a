/**
 * SQL of print jobs. Claiming is one statement (FOR UPDATE SKIP LOCKED, as the mail outbox): of
 * several processes polling at once each job goes to one. Every later step names the lease it
 * was claimed with, so a worker that lost its job (lease over, taken by another) changes nothing.
 */
import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { printJobs, products, restaurantPrinters, restaurants, type PrintJobRow, type RestaurantPrintersRow } from '../../db/schema.ts';

/** The printers part as stored (without its restaurant id). */
export type PrintersPart = Omit<RestaurantPrintersRow, 'restaurantId'>;

export type { PrintJobRow };
/** An order's job (not a test page): what the board shows. */
export type OrderPrintJobRow = PrintJobRow & { orderId: string; cause: 'accept' | 'reprint'; ticket: 'kitchen' | 'packing' };
export type NewPrintJob = typeof printJobs.$inferInsert;

/** Stores jobs; an accept ticket already queued for that order version, printer and ticket is skipped. */
export async function insertPrintJobs(db: Executor, jobs: readonly NewPrintJob[]): Promise<void> {
  if (jobs.length === 0) return;
  await db.insert(printJobs).values([...jobs]).onConflictDoNothing();
}

export async function printersOf(db: Executor, restaurantId: string) {
  const [row] = await db
    .select({ printers: restaurantPrinters.printers, timeZone: restaurants.timeZone, languages: restaurants.languages, name: restaurants.name, currencySymbol: restaurants.currencySymbol })
    .from(restaurants)
    .innerJoin(restaurantPrinters, eq(restaurantPrinters.restaurantId, restaurants.id))
    .where(eq(restaurants.id, restaurantId));
  return row ?? null;
}

/** The restaurant's printers part (the printing module owns `restaurant_printers`). */
export async function findPrintersPart(db: Executor, restaurantId: string): Promise<PrintersPart | null> {
  const [row] = await db.select({ printers: restaurantPrinters.printers }).from(restaurantPrinters).where(eq(restaurantPrinters.restaurantId, restaurantId));
  return row ?? null;
}

/** Sets the restaurant's printers part (made with the restaurant, or changed). */
export async function storePrintersPart(db: Executor, restaurantId: string, part: PrintersPart): Promise<void> {
  await db.insert(restaurantPrinters).values({ restaurantId, ...part }).onConflictDoUpdate({ target: restaurantPrinters.restaurantId, set: part });
}

/** The allergens of some of this restaurant's dishes, by id. */
export async function allergensOf(db: Executor, restaurantId: string, productIds: readonly string[]): Promise<Map<string, string[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, allergens: products.allergens })
    .from(products)
    .where(and(eq(products.restaurantId, restaurantId), inArray(products.id, [...productIds])));
  return new Map(rows.map((r) => [r.id, r.allergens]));
}

/**
 * Takes up to `limit` due jobs: pending ones whose time has come, and claimed ones whose worker's
 * lease ran out before it connected (nothing was sent: safe to print). Each gets a lease to `until`.
 */
export async function claimDueJobs(db: Executor, now: Date, until: Date, limit: number): Promise<PrintJobRow[]> {
  const due = db
    .select({ id: printJobs.id })
    .from(printJobs)
    .where(
      sql`(${printJobs.status} = 'pending' AND ${printJobs.nextAttemptAt} <= ${now}) OR (${printJobs.status} = 'claimed' AND ${printJobs.leaseUntil} < ${now})`,
    )
    .orderBy(asc(printJobs.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(printJobs)
    .set({ status: 'claimed', leaseUntil: until, attempts: sql`${printJobs.attempts} + 1` })
    .where(inArray(printJobs.id, due))
    .returning();
}

/** Jobs whose sending was cut short (their worker's lease ran out mid-send): they may have printed. */
export async function markAbandonedSends(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .update(printJobs)
    .set({ status: 'uncertain', leaseUntil: null, lastError: 'Printing was interrupted; the ticket may not have printed.' })
    .where(and(eq(printJobs.status, 'sending'), lte(printJobs.leaseUntil, now)))
    .returning({ id: printJobs.id });
  return rows.length;
}

const held = (job: PrintJobRow, status: 'claimed' | 'sending') =>
  and(eq(printJobs.id, job.id), eq(printJobs.status, status), job.leaseUntil ? eq(printJobs.leaseUntil, job.leaseUntil) : sql`false`);

/** Connected: from here a failure may have printed. False when the job is no longer this worker's. */
export async function markSending(db: Executor, job: PrintJobRow): Promise<boolean> {
  const rows = await db.update(printJobs).set({ status: 'sending' }).where(held(job, 'claimed')).returning({ id: printJobs.id });
  return rows.length === 1;
}

export async function markPrinted(db: Executor, job: PrintJobRow, now: Date): Promise<void> {
  await db.update(printJobs).set({ status: 'printed', printedAt: now, leaseUntil: null, lastError: null }).where(held(job, 'sending'));
}

export async function markUncertain(db: Executor, job: PrintJobRow, reason: string): Promise<void> {
  await db.update(printJobs).set({ status: 'uncertain', leaseUntil: null, lastError: reason }).where(held(job, 'sending'));
}

/** A test page whose printer could not be reached: nothing was sent, and it is not tried again. */
export async function markFailed(db: Executor, job: PrintJobRow, reason: string): Promise<void> {
  await db.update(printJobs).set({ status: 'failed', leaseUntil: null, lastError: reason }).where(held(job, 'claimed'));
}

/** The printer could not be reached: nothing was sent, so it is tried again at `at`. */
export async function scheduleRetry(db: Executor, job: PrintJobRow, at: Date, reason: string): Promise<void> {
  await db.update(printJobs).set({ status: 'pending', nextAttemptAt: at, leaseUntil: null, lastError: reason }).where(held(job, 'claimed'));
}

/** This restaurant's orders' jobs made since `since`, oldest first (test pages are the back office's, not the board's). */
export async function jobsOfRestaurantSince(db: Executor, restaurantId: string, since: Date): Promise<OrderPrintJobRow[]> {
  const rows = await db
    .select()
    .from(printJobs)
    .where(and(eq(printJobs.restaurantId, restaurantId), ne(printJobs.cause, 'test'), sql`${printJobs.createdAt} >= ${since}`))
    .orderBy(asc(printJobs.createdAt), asc(printJobs.id))
    .limit(1000);
  return rows as OrderPrintJobRow[];
}

/** One of this restaurant's test pages. */
export async function testJobOf(db: Executor, restaurantId: string, id: string): Promise<PrintJobRow | null> {
  const [row] = await db
    .select()
    .from(printJobs)
    .where(and(eq(printJobs.id, id), eq(printJobs.restaurantId, restaurantId), eq(printJobs.cause, 'test')));
  return row ?? null;
}

/**
 * Queues a test page, unless one already waits for that printer (print_jobs_test_unique): the
 * one queued, or the one that was waiting.
 */
export async function queueTestJob(db: Executor, job: NewPrintJob): Promise<PrintJobRow | null> {
  const [queued] = await db.insert(printJobs).values(job).onConflictDoNothing().returning();
  if (queued) return queued;
  const [waiting] = await db
    .select()
    .from(printJobs)
    .where(
      and(
        eq(printJobs.restaurantId, job.restaurantId),
        eq(printJobs.printerName, job.printerName),
        eq(printJobs.cause, 'test'),
        inArray(printJobs.status, ['pending', 'claimed', 'sending']),
      ),
    );
  return waiting ?? null;
}
