/**
 * Placing an order at a restaurant with capacity rules: which slot(s) it may take (checked before
 * any write), and taking one inside the order's own transaction.
 *
 * Why a lock and a count, not a counter row: an order holds its slot for as long as its status
 * holds it (every status but the cancellations and Failed), so a cancelled or rejected order frees
 * its place with no second write to forget, and an import or a status change never has a counter
 * to keep in step. Each claim takes a transaction-scoped advisory lock named by restaurant, order
 * type and slot, then counts the slot and stores the order before it commits: orders for one slot
 * take turns (in every process on one PostgreSQL database; PGlite runs one transaction at a time
 * anyway), orders for other slots and restaurants do not wait, and READ COMMITTED's new snapshot
 * per statement makes the count see every order committed before the lock was granted.
 */
import {
  CAPACITY_TEXTS,
  asapCandidates,
  capacityOf,
  openingCalendarOf,
  slotHasRoom,
  slotStartingAt,
  slotStillAhead,
  slotTypeOf,
  soonestReady,
  SLOT_RELEASING_STATUSES,
  type Slot,
} from '@platter/domain';
import type { Executor } from '../../db/client.ts';
import type { RestaurantRow } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { lockSlot, slotLoadsBetween } from './queries.ts';
import { busyOf } from './slots.ts';

export interface SlotClaim {
  orderType: 'Delivery' | 'Pickup';
  /** The slots it may take, in order: the scheduled one, or the ASAP estimate's candidates. */
  candidates: Slot[];
  /** How many items it counts for. */
  items: number;
  scheduled: boolean;
  /** ASAP: when it is ready at the earliest (the estimate moves to a later slot's start if it must). */
  soonest: Date | null;
}

export function slotFull(): AppError {
  return new AppError('SLOT_FULL', CAPACITY_TEXTS.slotFull, [{ field: 'scheduledAt', message: CAPACITY_TEXTS.slotFull }]);
}

/**
 * The slots an order may take, or a refusal: a scheduled time that is no slot's start (400
 * SCHEDULE_NOT_A_SLOT), a slot the kitchen can no longer make (400 SCHEDULE_TOO_SOON), ASAP with
 * nothing before closing (409 SLOT_FULL). null when the restaurant has no capacity rules.
 */
export function slotClaimOf(
  restaurant: RestaurantRow,
  order: { orderType: 'Delivery' | 'Pickup'; scheduledAt: Date | null; itemCount: number },
  now: Date,
): SlotClaim | null {
  if (!restaurant.capacity) return null;
  const capacity = capacityOf(restaurant.capacity);
  const calendar = openingCalendarOf(restaurant);
  const type = slotTypeOf(order.orderType);
  const busy = busyOf(restaurant);
  const base = { orderType: order.orderType, items: order.itemCount };
  if (order.scheduledAt) {
    const slot = slotStartingAt(calendar, restaurant.timeZone, capacity, order.scheduledAt);
    if (!slot) throw new AppError('SCHEDULE_NOT_A_SLOT', CAPACITY_TEXTS.notASlot, [{ field: 'scheduledAt', message: CAPACITY_TEXTS.notASlot }]);
    if (!slotStillAhead(slot, capacity, type, now, busy))
      throw new AppError('SCHEDULE_TOO_SOON', CAPACITY_TEXTS.slotGone, [{ field: 'scheduledAt', message: CAPACITY_TEXTS.slotGone }]);
    return { ...base, candidates: [slot], scheduled: true, soonest: null };
  }
  const candidates = asapCandidates(calendar, restaurant.timeZone, capacity, type, now, busy);
  if (candidates.length === 0) throw new AppError('SLOT_FULL', CAPACITY_TEXTS.noAsapRoom, [{ field: 'isASAP', message: CAPACITY_TEXTS.noAsapRoom }]);
  const soonest = soonestReady(capacity, type, now, busy);
  return { ...base, candidates, scheduled: false, soonest };
}

/**
 * Takes the first candidate slot with room, in the caller's transaction (the lock lasts until it
 * commits); 409 SLOT_FULL when none has. Answers the slot taken.
 */
export async function takeSlot(tx: Executor, restaurant: RestaurantRow, claim: SlotClaim): Promise<Slot> {
  const caps = capacityOf(restaurant.capacity)[slotTypeOf(claim.orderType)];
  for (const slot of claim.candidates) {
    await lockSlot(tx, restaurant.id, claim.orderType, slot.startsAt);
    const loads = await slotLoadsBetween(tx, restaurant.id, claim.orderType, slot.startsAt, slot.startsAt, SLOT_RELEASING_STATUSES);
    if (slotHasRoom(caps, loads.get(slot.startsAt.getTime()), claim.items)) return slot;
  }
  if (claim.scheduled) throw slotFull();
  throw new AppError('SLOT_FULL', CAPACITY_TEXTS.noAsapRoom, [{ field: 'isASAP', message: CAPACITY_TEXTS.noAsapRoom }]);
}
