/** The capacity module's SQL: the slots' loads and the busy switch. Decides nothing. */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { OrderType, SlotLoad } from '@platter/domain';
import type { Executor } from '../../db/client.ts';
import { restaurants, slotLoads, type RestaurantRow } from '../../db/schema.ts';

/** The orders (and their items) holding each slot of one order type from `from` to `to` (slot starts, inclusive): one range read. */
export async function slotLoadsBetween(db: Executor, restaurantId: string, orderType: OrderType, from: Date, to: Date): Promise<Map<number, SlotLoad>> {
  const rows = await db
    .select({ startsAt: slotLoads.startsAt, orders: slotLoads.orders, items: slotLoads.items })
    .from(slotLoads)
    .where(and(eq(slotLoads.restaurantId, restaurantId), eq(slotLoads.orderType, orderType), gte(slotLoads.startsAt, from), lte(slotLoads.startsAt, to)));
  const loads = new Map<number, SlotLoad>();
  for (const row of rows) loads.set(new Date(row.startsAt).getTime(), { orders: row.orders, items: row.items });
  return loads;
}

/** Gives an order's place in its slot back (it was cancelled or failed), in the caller's transaction. */
export async function releaseSlot(tx: Executor, restaurantId: string, orderType: OrderType, startsAt: Date, items: number): Promise<void> {
  await tx
    .update(slotLoads)
    .set({ orders: sql`greatest(${slotLoads.orders} - 1, 0)`, items: sql`greatest(${slotLoads.items} - ${items}, 0)` })
    .where(and(eq(slotLoads.restaurantId, restaurantId), eq(slotLoads.orderType, orderType), eq(slotLoads.startsAt, startsAt)));
}

export async function setBusy(db: Executor, restaurantId: string, extraMinutes: number, until: Date | null, now: Date): Promise<RestaurantRow | null> {
  const [row] = await db
    .update(restaurants)
    .set({ busyExtraMinutes: extraMinutes, busyUntil: until, updatedAt: now })
    .where(eq(restaurants.id, restaurantId))
    .returning();
  return row ?? null;
}
