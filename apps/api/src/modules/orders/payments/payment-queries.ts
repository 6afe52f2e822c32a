/**
 * SQL of card payments: checkout sessions, the provider events already applied, refunds (which
 * are also the worker's queue of calls to make). Every query on a restaurant's rows takes the
 * restaurant, except the two a webhook starts from (it learns the restaurant from the session it
 * names, and checks the event's account against it) and the workers' queues, which span them all.
 */
import { and, asc, eq, inArray, lte, sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  checkoutSessions,
  orders,
  paymentEvents,
  refunds,
  restaurants,
  type CheckoutSessionRow,
  type CheckoutSessionState,
  type OrderRow,
  type RefundRow,
} from '../../../db/schema.ts';
import type { PaymentStatus, RefundStatus } from '@platter/domain';

export type { CheckoutSessionRow, RefundRow };

/** Records a provider event; false when it was recorded before (a replay: apply nothing). */
export async function recordPaymentEvent(tx: Executor, provider: string, eventId: string, type: string): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ provider, eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}

/** Whether a provider event was applied before. */
export async function isPaymentEventRecorded(db: Executor, provider: string, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)))
    .limit(1);
  return row !== undefined;
}

/** The checkout session a provider's session id names (a webhook's starting point). */
export async function findCheckoutBySession(db: Executor, provider: string, sessionId: string): Promise<CheckoutSessionRow | null> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.provider, provider), eq(checkoutSessions.sessionId, sessionId)))
    .limit(1);
  return row ?? null;
}

/** One of this restaurant's orders' checkout session. */
export async function findCheckoutOfOrder(db: Executor, restaurantId: string, orderId: string): Promise<CheckoutSessionRow | null> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.restaurantId, restaurantId), eq(checkoutSessions.orderId, orderId)))
    .limit(1);
  return row ?? null;
}

/** The restaurant's connected account now (null once disconnected). */
export async function restaurantAccount(db: Executor, restaurantId: string): Promise<string | null> {
  const [row] = await db.select({ account: restaurants.stripeAccountId }).from(restaurants).where(eq(restaurants.id, restaurantId)).limit(1);
  return row?.account ?? null;
}

/** Settles an open session (paid or expired); false when it was settled already: the guard that applies it once. */
export async function settleCheckoutIf(
  tx: Executor,
  restaurantId: string,
  orderId: string,
  state: Exclude<CheckoutSessionState, 'open'>,
  paymentId: string | null,
  now: Date,
): Promise<boolean> {
  const settled = await tx
    .update(checkoutSessions)
    .set({ state, settledAt: now, ...(paymentId ? { paymentId } : {}) })
    .where(and(eq(checkoutSessions.restaurantId, restaurantId), eq(checkoutSessions.orderId, orderId), eq(checkoutSessions.state, 'open')))
    .returning({ orderId: checkoutSessions.orderId });
  return settled.length > 0;
}

/** Sessions still open that were made before `before`, oldest first (the sweeper's round). */
export async function openCheckoutsBefore(db: Executor, before: Date, limit: number): Promise<CheckoutSessionRow[]> {
  return db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.state, 'open'), lte(checkoutSessions.createdAt, before)))
    .orderBy(asc(checkoutSessions.createdAt))
    .limit(limit);
}

/** Sets an order's payment status (and when it was paid). */
export async function setPaymentStatus(tx: Executor, restaurantId: string, orderId: string, status: PaymentStatus, paidAt?: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentStatus: status, ...(paidAt ? { paidAt } : {}) })
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.id, orderId)));
}

/** A payment that charged another amount than the order's total: recorded as Paid with what it charged (refunds are capped by it). */
export async function setPaymentCharged(tx: Executor, restaurantId: string, orderId: string, chargedMinor: number, paidAt: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentStatus: 'Paid', paidAt, amountPaidMinor: chargedMinor })
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.id, orderId)));
}

/** A card order reaches the kitchen when paid: its missed-order clock starts then at the earliest (issue 40, C). */
export async function waitFromPayment(tx: Executor, restaurantId: string, orderId: string, paidAt: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ waitingSince: sql`greatest(coalesce(${orders.waitingSince}, ${orders.createdAt}), ${paidAt.toISOString()}::timestamptz)` })
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.id, orderId)));
}

/** One of this restaurant's orders, its row locked until the transaction ends (refunds take turns). */
export async function lockOrder(tx: Executor, restaurantId: string, orderId: string): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.id, orderId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function refundsOfOrder(tx: Executor, restaurantId: string, orderId: string): Promise<RefundRow[]> {
  return tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.restaurantId, restaurantId), eq(refunds.orderId, orderId)))
    .orderBy(asc(refunds.createdAt));
}

/** Stores a refund; its order counts as changed (screens that keep the newest copy take the new one). */
export async function insertRefund(tx: Executor, refund: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(refund).returning();
  if (!row) throw new Error('The refund was not stored.');
  await tx
    .update(orders)
    .set({ updatedAt: row.createdAt })
    .where(and(eq(orders.restaurantId, row.restaurantId), eq(orders.id, row.orderId)));
  return row;
}

/**
 * Claims up to `limit` refunds due to be made at the provider, pushing their next attempt out by
 * `leaseSeconds` (a process that dies mid-call leaves them to be tried again), in one statement
 * that skips rows another process holds.
 */
export async function claimDueRefunds(db: Executor, now: Date, limit: number, leaseSeconds: number): Promise<RefundRow[]> {
  const due = db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, 'Pending'), sql`${refunds.providerRefundId} IS NULL`, lte(refunds.nextAttemptAt, now)))
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseSeconds * 1000) })
    .where(inArray(refunds.id, due))
    .returning();
}

/** The provider has the refund: its id is kept (what its webhooks name). */
export async function setProviderRefund(db: Executor, refundId: string, providerRefundId: string): Promise<void> {
  await db.update(refunds).set({ providerRefundId, lastError: null, updatedAt: new Date() }).where(eq(refunds.id, refundId));
}

/** The call failed: try again at `next`, or give up (status Failed) when `giveUp`. */
export async function scheduleRefundRetry(db: Executor, refundId: string, next: Date, reason: string): Promise<void> {
  await db.update(refunds).set({ nextAttemptAt: next, lastError: reason }).where(eq(refunds.id, refundId));
}

/** A refund by our id or the provider's. */
export async function findRefund(db: Executor, ids: { refundId: string | null; providerRefundId: string }): Promise<RefundRow | null> {
  const byProvider = await db.select().from(refunds).where(eq(refunds.providerRefundId, ids.providerRefundId)).limit(1);
  if (byProvider[0]) return byProvider[0];
  if (!ids.refundId || !/^[0-9a-f-]{36}$/i.test(ids.refundId)) return null;
  const [row] = await db.select().from(refunds).where(eq(refunds.id, ids.refundId)).limit(1);
  return row ?? null;
}

/** Settles a pending refund (once): answers it settled, or null when it already was. */
export async function settleRefundIf(
  tx: Executor,
  restaurantId: string,
  refundId: string,
  status: Exclude<RefundStatus, 'Pending'>,
  providerRefundId: string,
  now: Date,
  reason: string | null,
): Promise<RefundRow | null> {
  const [row] = await tx
    .update(refunds)
    .set({ status, providerRefundId, updatedAt: now, ...(reason ? { lastError: reason } : {}) })
    .where(and(eq(refunds.restaurantId, restaurantId), eq(refunds.id, refundId), eq(refunds.status, 'Pending')))
    .returning();
  if (row) await tx.update(orders).set({ updatedAt: now }).where(and(eq(orders.restaurantId, restaurantId), eq(orders.id, row.orderId)));
  return row ?? null;
}

/** Adds a succeeded refund to its order: what has come back, and the payment status that follows. */
export async function addRefunded(tx: Executor, restaurantId: string, orderId: string, amountMinor: number, status: (refundedMinor: number) => PaymentStatus): Promise<void> {
  const [row] = await tx
    .update(orders)
    .set({ amountRefundedMinor: sql`${orders.amountRefundedMinor} + ${amountMinor}` })
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.id, orderId)))
    .returning({ refunded: orders.amountRefundedMinor });
  if (row) await tx.update(orders).set({ paymentStatus: status(row.refunded) }).where(and(eq(orders.restaurantId, restaurantId), eq(orders.id, orderId)));
}

export type NewCheckoutSessionRow = typeof checkoutSessions.$inferInsert;

/** The INSERT of an order's checkout session, for the placing statement to run as one of its parts. */
export function checkoutSessionInsert(db: Executor, row: NewCheckoutSessionRow): SQLWrapper {
  return db.insert(checkoutSessions).values(row);
}
