/**
 * SQL of the missed-orders sweep (missed-orders.ts): every restaurant's orders still waiting for
 * the kitchen past their restaurant's minutes (its capacity part's `missed_orders`), counted from each order's `waiting_since`, and the
 * kitchen's one alert claimed once.
 */
import { and, asc, eq, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders, restaurantCapacity, restaurants } from '../../db/schema.ts';

/** How long each restaurant lets an order wait (its `missedOrders` minutes) has passed at `now` for an order placed then. */
const waitedPast = (field: 'alertMinutes' | 'rejectMinutes', now: Date) =>
  sql`coalesce(${orders.waitingSince}, ${orders.createdAt}) <= ${now.toISOString()}::timestamptz - make_interval(mins => (${restaurantCapacity.missedOrders} ->> ${field})::int)`;

/** Orders still waiting for the kitchen past their restaurant's `rejectMinutes` at `now`, oldest first, every restaurant's. */
export async function findMissedOrders(db: Executor, now: Date, limit: number): Promise<{ id: string; restaurantId: string; language: string }[]> {
  return db
    .select({ id: orders.id, restaurantId: orders.restaurantId, language: orders.language })
    .from(orders)
    .innerJoin(restaurantCapacity, eq(restaurantCapacity.restaurantId, orders.restaurantId))
    .where(and(eq(orders.status, 'Pending Confirmation'), waitedPast('rejectMinutes', now)))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}

/** Orders waiting past their restaurant's `alertMinutes` (not yet its `rejectMinutes`: those are rejected instead) whose kitchen has not been alerted yet, oldest first. */
export async function findOrdersToAlert(db: Executor, now: Date, limit: number): Promise<{ id: string; restaurantId: string }[]> {
  return db
    .select({ id: orders.id, restaurantId: orders.restaurantId })
    .from(orders)
    .innerJoin(restaurantCapacity, eq(restaurantCapacity.restaurantId, orders.restaurantId))
    .where(and(eq(orders.status, 'Pending Confirmation'), sql`${orders.waitingAlertedAt} is null`, waitedPast('alertMinutes', now), not(waitedPast('rejectMinutes', now))))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}

/**
 * Marks the order's kitchen alerted, once: of several processes claiming at once one gets the
 * order back (with what the restaurant's e-mail says), the others nothing.
 */
export async function claimWaitingAlert(tx: Executor, restaurantId: string, orderId: string, now: Date) {
  const [claimed] = await tx
    .update(orders)
    .set({ waitingAlertedAt: now })
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.id, orderId), eq(orders.status, 'Pending Confirmation'), sql`${orders.waitingAlertedAt} is null`))
    .returning({ orderNumber: orders.orderNumber, customerName: orders.customerName, placedAt: orders.createdAt });
  return claimed ?? null;
}

/** Where the restaurant's missed-order alert goes, and its minutes. */
export async function restaurantAlertContact(tx: Executor, restaurantId: string) {
  const [restaurant] = await tx
    .select({ contactEmail: restaurants.contactEmail, missedOrders: restaurantCapacity.missedOrders })
    .from(restaurants)
    .innerJoin(restaurantCapacity, eq(restaurantCapacity.restaurantId, restaurants.id))
    .where(eq(restaurants.id, restaurantId));
  return restaurant ?? null;
}
