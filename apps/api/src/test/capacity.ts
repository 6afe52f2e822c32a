/** Kitchen capacity in tests (the capacity suites, the two-process test, the capacity bench). */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SLOT_RELEASING_STATUSES, apiErrorSchema, type CapacityRules, type PlaceOrderBody } from '@platter/domain';
import { API_PREFIX } from '../app.ts';
import type { Database } from '../db/client.ts';
import { orders, restaurantCapacity, restaurants } from '../db/schema.ts';
import type { Session } from './auth.ts';
import { orderBody, type Storefront } from './orders.ts';

export const HOST = 'localhost';

/** Sets The Golden Fork's capacity rules (null: none) and ends its busy switch. */
export async function setCapacity(app: FastifyInstance | FastifyInstance[], db: Database, capacity: CapacityRules | null): Promise<void> {
  const [golden] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, 'golden-fork'));
  await db.update(restaurantCapacity).set({ capacity, busyExtraMinutes: 0, busyUntil: null }).where(eq(restaurantCapacity.restaurantId, golden!.id));
  for (const one of Array.isArray(app) ? app : [app]) one.restaurants.invalidate();
}

export function slots(app: FastifyInstance, query: string) {
  return app.inject({ url: `${API_PREFIX}/slots?${query}`, headers: { host: HOST } });
}

export function post(app: FastifyInstance, session: Session, body: PlaceOrderBody) {
  return app.inject({ method: 'POST', url: `${API_PREFIX}/orders`, headers: { host: HOST, 'idempotency-key': randomUUID(), ...session.headers }, payload: body });
}

/** 50 orders for one slot at once: how many were acknowledged, refused (SLOT_FULL), and stored. */
export async function rush(apps: FastifyInstance[], db: Database, store: Storefront, diners: Session[], startsAt: string, n = 50) {
  const body = () => orderBody(store, { lines: [{ product: store.products[0]! }], orderType: 'Pickup', isASAP: false, scheduledAt: startsAt });
  const results = await Promise.all(Array.from({ length: n }, (_, i) => post(apps[i % apps.length]!, diners[i % diners.length]!, body())));
  const acknowledged = results.filter((r) => r.statusCode === 201).length;
  const refused = results.filter((r) => r.statusCode === 409 && apiErrorSchema.parse(r.json()).code === 'SLOT_FULL').length;
  const stored = (await db.select({ id: orders.id }).from(orders).where(and(eq(orders.slotStartsAt, new Date(startsAt)), inArray(orders.userId, diners.map((d) => d.user._id))))).length;
  const other = results.filter((r) => r.statusCode !== 201 && r.statusCode !== 409).map((r) => `${r.statusCode} ${r.body}`);
  return { acknowledged, refused, stored, other };
}


/** How many orders hold each slot (by its start), counted on the orders themselves, in the order given: what the capacity bench checks against the cap. */
export async function slotStores(db: Database, startsAt: readonly string[]): Promise<number[]> {
  const rows = await db
    .select({ slot: orders.slotStartsAt })
    .from(orders)
    .where(and(inArray(orders.slotStartsAt, startsAt.map((s) => new Date(s))), notInArray(orders.status, [...SLOT_RELEASING_STATUSES])));
  return startsAt.map((s) => rows.filter((row) => row.slot?.getTime() === Date.parse(s)).length);
}
