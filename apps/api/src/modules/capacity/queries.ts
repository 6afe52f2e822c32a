/** The capacity module's SQL: the slots' loads and the busy switch. Decides nothing. */
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
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

/** The capacity slot an order takes with its caps (slot-claim.ts): the placing statement adds it only within them. */
export interface SlotTaking {
  orderType: OrderType;
  startsAt: Date;
  items: number;
  maxOrders: number | null;
  maxItems: number | null;
}

/**
 * The slot's row, created or added to only while the order stays within the caps (an order larger
 * than the item cap may still take an empty slot: the domain's `slotHasRoom`). ON CONFLICT DO
 * UPDATE judges the newest committed row, whatever the statement's snapshot: never oversold.
 * A statement for the orders module's placing write to run as one of its parts (`RETURNING 1 AS taken`):
 * the order is numbered only when this returns a row.
 */
export function slotTakingStatement(restaurantId: string, slot: SlotTaking): SQL {
  const maxOrders = slot.maxOrders === null ? sql`NULL::int` : sql`${slot.maxOrders}::int`;
  const maxItems = slot.maxItems === null ? sql`NULL::int` : sql`${slot.maxItems}::int`;
  return sql`
    INSERT INTO ${slotLoads} (restaurant_id, order_type, starts_at, orders, items)
    VALUES (${restaurantId}, ${slot.orderType}, ${slot.startsAt.toISOString()}::timestamptz, 1, ${slot.items})
    ON CONFLICT (restaurant_id, order_type, starts_at) DO UPDATE
      SET orders = ${slotLoads}.orders + 1, items = ${slotLoads}.items + excluded.items
      WHERE (${maxOrders} IS NULL OR ${slotLoads}.orders + 1 <= ${maxOrders})
        AND (${maxItems} IS NULL OR ${slotLoads}.items = 0 OR ${slotLoads}.items + excluded.items <= ${maxItems})
    RETURNING 1 AS taken`;
}
