/**
 * Placing an order at a restaurant with capacity rules: which slot(s) it may take, checked before
 * any write. The slot is then taken by the very statement that stores the order (orders'
 * write.ts): a conditional upsert of the slot's row in `slot_loads` that adds the order only while
 * it stays within the caps; when it does not, nothing at all is stored.
 *
 * Why a counter row updated conditionally, not a lock and a count: a first version counted the
 * holding orders under a per-slot advisory lock inside a transaction. It never oversold, but every
 * order of a slot then waited for another's whole transaction (begin, lock, count, store, commit),
 * and the order bench with capacity on fell to a quarter of its rate. The counter row keeps
 * placing one statement: the row lock lasts only while that statement runs and commits (like the
 * order number's counter), PostgreSQL's ON CONFLICT DO UPDATE judges the caps on the newest
 * committed row whatever the statement's snapshot (so two processes cannot both take the last
 * place), and PGlite runs one statement at a time. The price is one more write where an order
 * frees its place: the one status change function (orders' status-changes.ts) gives it back when
 * an order moves to a status in SLOT_RELEASING_STATUSES, in the same transaction.
 */
import {
  asapCandidates,
  capacityOf,
  openingCalendarOf,
  slotCapsOf,
  slotHasRoom,
  slotStartingAt,
  slotStillAhead,
  slotTypeOf,
  soonestReady,
  type Capacity,
  type OrderType,
  type Slot,
} from '@platter/domain';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { slotLoadsBetween } from './queries.ts';
import { busyOf, type KitchenRestaurant } from './slots.ts';

export interface SlotClaim {
  orderType: OrderType;
  /** The slots it may take, in order: the scheduled one, or the ASAP estimate's candidates. */
  candidates: Slot[];
  /** How many items it counts for. */
  items: number;
  /** The rules the caps of each slot come from (`capsIn`: they may differ by day). */
  capacity: Capacity;
  scheduled: boolean;
  /** ASAP: when it is ready at the earliest (the estimate moves to a later slot's start if it must). */
  soonest: Date | null;
}

/** The refusal of an order whose slot (or, for ASAP, every slot before closing) is full. */
export function slotFull(claim: Pick<SlotClaim, 'scheduled'>): AppError {
  return claim.scheduled
    ? new AppError('SLOT_FULL', apiMessage('capacity.slotFull'), [{ field: 'scheduledAt', message: apiMessage('capacity.slotFull') }])
    : new AppError('SLOT_FULL', apiMessage('capacity.noAsapRoom'), [{ field: 'isASAP', message: apiMessage('capacity.noAsapRoom') }]);
}

/**
 * The slots an order may take, or a refusal: a scheduled time that is no slot's start (400
 * SCHEDULE_NOT_A_SLOT), a slot the kitchen can no longer make (400 SCHEDULE_TOO_SOON), ASAP with
 * nothing before closing (409 SLOT_FULL). null when the restaurant has no capacity rules.
 */
export function slotClaimOf(
  restaurant: KitchenRestaurant,
  order: { orderType: OrderType; scheduledAt: Date | null; itemCount: number },
  now: Date,
): SlotClaim | null {
  if (!restaurant.capacity) return null;
  const capacity = capacityOf(restaurant.capacity, restaurant.timeZone);
  const calendar = openingCalendarOf(restaurant);
  const type = slotTypeOf(order.orderType);
  const busy = busyOf(restaurant);
  const base = { orderType: order.orderType, items: order.itemCount, capacity };
  if (order.scheduledAt) {
    const slot = slotStartingAt(calendar, restaurant.timeZone, capacity, order.scheduledAt);
    if (!slot) throw new AppError('SCHEDULE_NOT_A_SLOT', apiMessage('capacity.notASlot'), [{ field: 'scheduledAt', message: apiMessage('capacity.notASlot') }]);
    if (!slotStillAhead(slot, capacity, type, now, busy))
      throw new AppError('SCHEDULE_TOO_SOON', apiMessage('capacity.slotGone'), [{ field: 'scheduledAt', message: apiMessage('capacity.slotGone') }]);
    return { ...base, candidates: [slot], scheduled: true, soonest: null };
  }
  const candidates = asapCandidates(calendar, restaurant.timeZone, capacity, type, now, busy);
  if (candidates.length === 0) throw slotFull({ scheduled: false });
  return { ...base, candidates, scheduled: false, soonest: soonestReady(capacity, type, now, busy) };
}

/** The caps of the slot starting at `startsAt` for this order (null: no cap of that kind): the day's (issue 40). */
export function capsIn(claim: Pick<SlotClaim, 'capacity' | 'orderType'>, startsAt: Date): { maxOrders: number | null; maxItems: number | null } {
  const caps = slotCapsOf(claim.capacity, slotTypeOf(claim.orderType), startsAt);
  return { maxOrders: caps.maxOrdersPerSlot ?? null, maxItems: caps.maxItemsPerSlot ?? null };
}

/**
 * After the first candidate turned out full: the remaining candidates that look as if they have
 * room now (one read), in order. The write still decides.
 */
export async function candidatesWithRoom(db: Executor, restaurantId: string, claim: SlotClaim, after: Slot): Promise<Slot[]> {
  const rest = claim.candidates.filter((slot) => slot.startsAt.getTime() > after.startsAt.getTime());
  if (rest.length === 0) return [];
  const loads = await slotLoadsBetween(db, restaurantId, claim.orderType, rest[0]!.startsAt, rest[rest.length - 1]!.startsAt);
  const type = slotTypeOf(claim.orderType);
  return rest.filter((slot) => slotHasRoom(slotCapsOf(claim.capacity, type, slot.startsAt), loads.get(slot.startsAt.getTime()), claim.items));
}

/** When an ASAP order taking `slot` is ready. */
export function readyAtIn(claim: SlotClaim, slot: Slot): Date | null {
  return claim.soonest ? new Date(Math.max(claim.soonest.getTime(), slot.startsAt.getTime())) : null;
}
