/** The capacity module's SQL: slot counts, the per-slot lock, the busy switch. Decides nothing. */
import { and, eq, gte, lte, notInArray, sql } from 'drizzle-orm';
import type { OrderStatus, SlotLoad } from '@platter/domain';
import type { Executor } from '../../db/client.ts';
import { orders, restaurants, type RestaurantRow } from '../../db/schema.ts';

/**
 * The orders holding each slot of one order type from `from` to `to` (slot starts, inclusive),
 * and their items: one grouped read on the slot index.
 */
export async function slotLoadsBetween(
  db: Executor,
  restaurantId: string,
  orderType: 'Delivery' | 'Pickup',
  from: Date,
  to: Date,
  releasing: readonly OrderStatus[],
): Promise<Map<number, SlotLoad>> {
  const rows = await db
    .select({ startsAt: orders.slotStartsAt, orders: sql<number>`count(*)::int`, items: sql<number>`coalesce(sum(${orders.itemCount}), 0)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        eq(orders.orderType, orderType),
        gte(orders.slotStartsAt, from),
        lte(orders.slotStartsAt, to),
        notInArray(orders.status, [...releasing]),
      ),
    )
    .groupBy(orders.slotStartsAt);
  const loads = new Map<number, SlotLoad>();
  for (const row of rows) if (row.startsAt) loads.set(new Date(row.startsAt).getTime(), { orders: Number(row.orders), items: Number(row.items) });
  return loads;
}

/**
 * Takes the slot's lock until the transaction ends: orders for one slot of one restaurant (and
 * type) take turns between counting it and storing, in every process on the database.
 */
export async function lockSlot(tx: Executor, restaurantId: string, orderType: 'Delivery' | 'Pickup', startsAt: Date): Promise<void> {
  const key = `slot:${restaurantId}:${orderType}:${startsAt.getTime()}`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export async function setBusy(db: Executor, restaurantId: string, extraMinutes: number, until: Date | null, now: Date): Promise<RestaurantRow | null> {
  const [row] = await db
    .update(restaurants)
    .set({ busyExtraMinutes: extraMinutes, busyUntil: until, updatedAt: now })
    .where(eq(restaurants.id, restaurantId))
    .returning();
  return row ?? null;
}
