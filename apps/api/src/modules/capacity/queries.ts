/** The capacity module's SQL: the slots' loads and the busy switch. Decides nothing. */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { OrderType, SlotLoad } from '@platter/domain';
import type { Executor } from '../../db/client.ts';
import { restaurantCapacity, slotLoads, type RestaurantCapacityRow } from '../../db/schema.ts';

/** The capacity part as stored (without its restaurant id). */
export type CapacityPart = Omit<RestaurantCapacityRow, 'restaurantId'>;

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

export async function setBusy(db: Executor, restaurantId: string, extraMinutes: number, until: Date | null): Promise<CapacityPart | null> {
  const [row] = await db
    .update(restaurantCapacity)
    .set({ busyExtraMinutes: extraMinutes, busyUntil: until })
    .where(eq(restaurantCapacity.restaurantId, restaurantId))
    .returning({ capacity: restaurantCapacity.capacity, busyExtraMinutes: restaurantCapacity.busyExtraMinutes, busyUntil: restaurantCapacity.busyUntil, missedOrders: restaurantCapacity.missedOrders });
  return row ?? null;
}

/** The restaurant's capacity part (the capacity module owns `restaurant_capacity`). */
export async function findCapacityPart(db: Executor, restaurantId: string): Promise<CapacityPart | null> {
  const [row] = await db
    .select({ capacity: restaurantCapacity.capacity, busyExtraMinutes: restaurantCapacity.busyExtraMinutes, busyUntil: restaurantCapacity.busyUntil, missedOrders: restaurantCapacity.missedOrders })
    .from(restaurantCapacity)
    .where(eq(restaurantCapacity.restaurantId, restaurantId));
  return row ?? null;
}

/** Sets the restaurant's capacity part (made with the restaurant, or changed). */
export async function storeCapacityPart(db: Executor, restaurantId: string, part: Partial<CapacityPart>): Promise<void> {
  await db.insert(restaurantCapacity).values({ restaurantId, ...part }).onConflictDoUpdate({ target: restaurantCapacity.restaurantId, set: part });
}
