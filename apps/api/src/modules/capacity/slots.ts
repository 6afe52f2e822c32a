/**
 * The slots diners and staff read (GET /slots, the board's load), computed from the domain's
 * rules with the slots' loads of one range read.
 */
import {
  asapCandidates,
  asapEstimate,
  capacityOf,
  fulfilmentOfferOf,
  fulfilmentByKey,
  openingCalendarOf,
  schedulingDays,
  slotAvailability,
  slotCapsOf,
  slotsOfDay,
  type AsapView,
  type BusyRules,
  type Capacity,
  type Slot,
  type SlotLoadView,
  type SlotOrderType,
  type SlotView,
} from '@platter/domain';
import type { Executor } from '../../db/client.ts';
import type { CalendarPart } from '../calendar/index.ts';
import type { FulfilmentPart } from '../fulfilment/index.ts';
import { slotLoadsBetween, type CapacityPart } from './queries.ts';

/** What the kitchen's slots are worked out from: the restaurant's zone, calendar and fulfilment, and its capacity part. */
export type KitchenRestaurant = { id: string; timeZone: string } & CalendarPart & Pick<FulfilmentPart, 'deliveryFeeMinor' | 'allowsCollection'> & CapacityPart;

export function busyOf(restaurant: Pick<CapacityPart, 'busyExtraMinutes' | 'busyUntil'>): BusyRules {
  return { extraMinutes: restaurant.busyExtraMinutes, until: restaurant.busyUntil };
}

/** The restaurant's capacity rules with their defaults (a restaurant without rules gets the defaults, uncapped), caps by day on its calendar. */
export function capacityOfRow(restaurant: Pick<CapacityPart, 'capacity'> & { timeZone: string }): Capacity {
  return capacityOf(restaurant.capacity, restaurant.timeZone);
}

/** Every slot of `dates`, earliest first. */
function slotsOfDates(restaurant: KitchenRestaurant, capacity: Capacity, dates: readonly string[]): Slot[] {
  const calendar = openingCalendarOf(restaurant);
  return dates.flatMap((date) => slotsOfDay(calendar, restaurant.timeZone, date, capacity.slotMinutes));
}

const loadsOf = (db: Executor, restaurantId: string, type: SlotOrderType, slots: readonly Slot[]) =>
  slots.length === 0
    ? Promise.resolve(new Map())
    : slotLoadsBetween(db, restaurantId, fulfilmentByKey(type).type, slots[0]!.startsAt, slots[slots.length - 1]!.startsAt);

/** GET /slots: the day's slots (or every day's diners may schedule for), and the ASAP estimate. */
export async function slotsFor(
  db: Executor,
  restaurant: KitchenRestaurant,
  type: SlotOrderType,
  date: string | undefined,
  now: Date,
): Promise<{ slots: SlotView[]; asap: AsapView }> {
  const capacity = capacityOfRow(restaurant);
  const busy = busyOf(restaurant);
  const offered = fulfilmentByKey(type).offeredIn(fulfilmentOfferOf({ fee: restaurant.deliveryFeeMinor, allowsCollection: restaurant.allowsCollection }));
  if (!offered) return { slots: [], asap: { available: false, readyAt: null } };
  const days = date ? [date] : schedulingDays(restaurant.timeZone, now);
  const slots = slotsOfDates(restaurant, capacity, days);
  const candidates = asapCandidates(openingCalendarOf(restaurant), restaurant.timeZone, capacity, type, now, busy);
  const all = [...slots, ...candidates].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const loads = await loadsOf(db, restaurant.id, type, all);
  const estimate = asapEstimate(candidates, capacity, type, loads, now, busy);
  return {
    slots: slotAvailability(slots, capacity, type, loads, now, busy).map((slot) => ({
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      available: slot.available,
    })),
    asap: estimate ? { available: true, readyAt: estimate.readyAt.toISOString() } : { available: false, readyAt: null },
  };
}

/** How many coming slots the board shows per order type. */
export const BOARD_SLOTS = 8;

/** The board: the coming slots (from the one the kitchen is in now) with their counts against their caps. */
export async function comingSlotLoads(db: Executor, restaurant: KitchenRestaurant, type: SlotOrderType, now: Date): Promise<SlotLoadView[]> {
  const capacity = capacityOfRow(restaurant);
  const days = schedulingDays(restaurant.timeZone, now).slice(0, 2);
  const slots = slotsOfDates(restaurant, capacity, days)
    .filter((slot) => slot.endsAt.getTime() > now.getTime())
    .slice(0, BOARD_SLOTS);
  const loads = await loadsOf(db, restaurant.id, type, slots);
  return slots.map((slot) => {
    const load = loads.get(slot.startsAt.getTime());
    const caps = slotCapsOf(capacity, type, slot.startsAt);
    return {
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      orders: load?.orders ?? 0,
      items: load?.items ?? 0,
      maxOrders: caps.maxOrdersPerSlot ?? null,
      maxItems: caps.maxItemsPerSlot ?? null,
    };
  });
}
