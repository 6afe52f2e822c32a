/**
 * Kitchen capacity (issue 28): the slots a day divides into, which of them have room, when an
 * ASAP order is ready, and whether a scheduled order's slot can take it. Pure: the orders that
 * already hold each slot are counted by the API and handed in (`SlotLoads`).
 *
 * - Slots: each opening of a day (split hours, special dates, the part of a late opening after
 *   midnight) is cut into `slotMinutes` of elapsed time from its opening time; the last slot ends
 *   by the closing time. A slot belongs to the calendar day it starts on. On a clock-change day
 *   the kitchen's real hours count: an opening across the autumn change has one hour more slots
 *   (the repeated wall times appear twice), across the spring change one hour fewer.
 * - The earliest slot starts no sooner than now + lead time (+ travel time for delivery) + the
 *   busy switch's extra minutes while it is on; the latest within the scheduling window (7 days).
 * - Room: a slot takes an order while its holding orders stay within the cap by number of orders
 *   and the cap by number of items (either may be absent). An order larger than the item cap may
 *   still take an empty slot by itself (else it could never be ordered at all).
 * - Caps by day (issue 40): a slot's orders cap is the one-off's when the slot starts on its date
 *   ("tonight"), else its weekday's, else the every-day cap (`slotCapsOf`); the items cap is
 *   every day's. The day is the restaurant's calendar day the slot starts on.
 * - ASAP: open now, the first slot with room of the opening the restaurant is in whose end is
 *   after now + lead (+ travel) (+ busy); ready at that moment, or at the slot's start when that
 *   slot is later (the current one is full). None with room before closing → no ASAP.
 */
import type { CapacityRules, OneOffCaps, SlotCaps, SlotOrderType, WeekdayCaps } from './contracts/capacity.ts';
import { fulfilment, fulfilmentByKey, type OrderType } from './fulfilment/index.ts';
import { isOpenAt, isoDateOf, periodsOn, type OpeningSchedule } from './opening-hours.ts';
import { SCHEDULE_MAX_DAYS, SCHEDULE_MIN_LEAD_MINUTES } from './order-timing.ts';
import { WEEKDAYS } from './weekdays.ts';
import { MINUTE_MS, addCalendarDays, instantsAtWallTime, parseHHMM, wallClockAt, weekdayOf, type CalendarDate } from './zoned-time.ts';

export const DEFAULT_SLOT_MINUTES = 15;
export const DEFAULT_LEAD_MINUTES = 20;

/** The rules with their defaults filled in, and the time zone whose calendar days the caps by day follow. */
export interface Capacity {
  slotMinutes: number;
  leadMinutes: number;
  travelMinutes: number;
  /** The every-day caps. */
  pickup: SlotCaps;
  delivery: SlotCaps;
  weekdays: WeekdayCaps;
  oneOff: OneOffCaps | null;
  timeZone: string;
}

export function capacityOf(rules: CapacityRules | null | undefined, timeZone = 'UTC'): Capacity {
  return {
    slotMinutes: rules?.slotMinutes ?? DEFAULT_SLOT_MINUTES,
    leadMinutes: rules?.leadMinutes ?? DEFAULT_LEAD_MINUTES,
    travelMinutes: rules?.travelMinutes ?? 0,
    pickup: rules?.pickup ?? {},
    delivery: rules?.delivery ?? {},
    weekdays: rules?.weekdays ?? {},
    oneOff: rules?.oneOff ?? null,
    timeZone,
  };
}

/** The restaurant's calendar day (YYYY-MM-DD) at `instant`: the day a slot belongs to, and "tonight" for the one-off. */
export function capacityDayOf(instant: Date, timeZone: string): string {
  return isoDateOf(wallClockAt(instant, timeZone));
}

/**
 * The caps of the slot starting at `startsAt`: the every-day caps, with the orders per slot of
 * the one-off when the slot starts on its date, else of the slot's weekday, when they name one.
 */
export function slotCapsOf(capacity: Capacity, type: SlotOrderType, startsAt: Date): SlotCaps {
  const every = capacity[type];
  if (!capacity.oneOff && Object.keys(capacity.weekdays).length === 0) return every;
  const day = wallClockAt(startsAt, capacity.timeZone);
  const oneOff = capacity.oneOff?.date === capacityDayOf(startsAt, capacity.timeZone) ? capacity.oneOff[type] : undefined;
  const orders = oneOff ?? capacity.weekdays[WEEKDAYS[weekdayOf(day)]!]?.[type];
  return orders === undefined ? every : { ...every, maxOrdersPerSlot: orders };
}

/** An order's type ('Delivery' | 'Pickup') → the slots' 'delivery' | 'pickup' (its method's key). */
export function slotTypeOf(orderType: OrderType): SlotOrderType {
  return fulfilment(orderType).key;
}

export interface Slot {
  startsAt: Date;
  endsAt: Date;
}

/** The busy switch as stored on the restaurant. */
export interface BusyRules {
  extraMinutes: number;
  until: Date | null;
}

/** The busy switch's extra minutes at `now`: 0 once it has ended by itself. */
export function busyExtraMinutes(busy: BusyRules | null | undefined, now: Date): number {
  if (!busy || !busy.until || busy.extraMinutes <= 0) return 0;
  return now.getTime() < busy.until.getTime() ? busy.extraMinutes : 0;
}

/** now + lead (+ travel for delivery) + busy: the soonest an order placed now can be ready. */
export function soonestReady(capacity: Capacity, type: SlotOrderType, now: Date, busy?: BusyRules | null): Date {
  const minutes = capacity.leadMinutes + fulfilmentByKey(type).travelMinutes(capacity) + busyExtraMinutes(busy, now);
  return new Date(now.getTime() + minutes * MINUTE_MS);
}

/** The first instant the wall clock reads `minute` on `date`; the moment the clocks jump when it is skipped. */
function instantAtOrAfter(timeZone: string, date: CalendarDate, minute: number): number | null {
  for (let m = minute; m < minute + 180; m++) {
    const day = m >= 1440 ? addCalendarDays(date, 1) : date;
    const [first] = instantsAtWallTime(timeZone, day, m % 1440);
    if (first) return first.getTime();
  }
  return null;
}

/** The slots of the openings that start on `date` (an opening past midnight keeps its slots after it). */
function slotsOfOpeningsOn(schedule: OpeningSchedule, timeZone: string, date: CalendarDate, slotMinutes: number): Slot[] {
  const slots: Slot[] = [];
  const step = slotMinutes * MINUTE_MS;
  for (const period of periodsOn(schedule, date)) {
    const open = parseHHMM(period.open);
    const close = parseHHMM(period.close);
    if (open === null || close === null) continue;
    const opensAt = instantAtOrAfter(timeZone, date, open);
    // close <= open: it closes on the next day (equal: 24 hours).
    const closesAt = instantAtOrAfter(timeZone, close > open ? date : addCalendarDays(date, 1), close);
    if (opensAt === null || closesAt === null) continue;
    for (let start = opensAt; start + step <= closesAt; start += step) slots.push({ startsAt: new Date(start), endsAt: new Date(start + step) });
  }
  return slots;
}

/** The slots starting on the calendar day `isoDate` (YYYY-MM-DD) in `timeZone`, earliest first. */
export function slotsOfDay(schedule: OpeningSchedule, timeZone: string, isoDate: string, slotMinutes: number): Slot[] {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const date: CalendarDate = { year: y, month: m - 1, day: d };
  const slots = [...slotsOfOpeningsOn(schedule, timeZone, addCalendarDays(date, -1), slotMinutes), ...slotsOfOpeningsOn(schedule, timeZone, date, slotMinutes)];
  const seen = new Set<number>();
  return slots
    .filter((slot) => isoDateOf(wallClockAt(slot.startsAt, timeZone)) === isoDate)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    .filter((slot) => !seen.has(slot.startsAt.getTime()) && seen.add(slot.startsAt.getTime()));
}

/** The calendar days (YYYY-MM-DD) diners may schedule for from `now`: today and the next 7. */
export function schedulingDays(timeZone: string, now: Date): string[] {
  const today = wallClockAt(now, timeZone);
  return Array.from({ length: SCHEDULE_MAX_DAYS + 1 }, (_, k) => isoDateOf(addCalendarDays(today, k)));
}

/** The orders holding one slot (of one order type), and their items. */
export interface SlotLoad {
  orders: number;
  items: number;
}
/** Keyed by the slot's `startsAt` in milliseconds; a slot missing is empty. */
export type SlotLoads = ReadonlyMap<number, SlotLoad>;

/** Whether a slot holding `load` can take an order of `items` items. */
export function slotHasRoom(caps: SlotCaps, load: SlotLoad | undefined, items = 1): boolean {
  const orders = load?.orders ?? 0;
  const held = load?.items ?? 0;
  if (caps.maxOrdersPerSlot !== undefined && orders + 1 > caps.maxOrdersPerSlot) return false;
  if (caps.maxItemsPerSlot !== undefined && held + items > caps.maxItemsPerSlot && held > 0) return false;
  return true;
}

export interface SlotAvailability extends Slot {
  available: boolean;
}

/** Each slot and whether a diner may choose it now: late enough, within 7 days, with room. */
export function slotAvailability(
  slots: readonly Slot[],
  capacity: Capacity,
  type: SlotOrderType,
  loads: SlotLoads,
  now: Date,
  busy?: BusyRules | null,
): SlotAvailability[] {
  // Never sooner than any scheduled time may be (order-timing.ts), so every slot offered is accepted.
  const earliest = Math.max(soonestReady(capacity, type, now, busy).getTime(), now.getTime() + SCHEDULE_MIN_LEAD_MINUTES * MINUTE_MS);
  const latest = now.getTime() + SCHEDULE_MAX_DAYS * 24 * 60 * MINUTE_MS;
  return slots.map((slot) => {
    const start = slot.startsAt.getTime();
    return { ...slot, available: start >= earliest && start <= latest && slotHasRoom(slotCapsOf(capacity, type, slot.startsAt), loads.get(start)) };
  });
}

/**
 * The slots an ASAP order placed now may be ready in, in order: those of the opening the
 * restaurant is in now (from today's and yesterday's openings), ending after the soonest ready
 * time. Empty when closed, or when the kitchen cannot be ready before closing.
 */
export function asapCandidates(schedule: OpeningSchedule, timeZone: string, capacity: Capacity, type: SlotOrderType, now: Date, busy?: BusyRules | null): Slot[] {
  if (!isOpenAt(schedule, timeZone, now)) return [];
  const today = isoDateOf(wallClockAt(now, timeZone));
  const tomorrow = isoDateOf(addCalendarDays(wallClockAt(now, timeZone), 1));
  const slots = [...slotsOfDay(schedule, timeZone, today, capacity.slotMinutes), ...slotsOfDay(schedule, timeZone, tomorrow, capacity.slotMinutes)];
  // The run of back-to-back slots the restaurant is in now.
  const at = now.getTime();
  const index = slots.findIndex((slot) => slot.startsAt.getTime() <= at && at < slot.endsAt.getTime());
  if (index < 0) return [];
  let last = index;
  while (last + 1 < slots.length && slots[last + 1]!.startsAt.getTime() === slots[last]!.endsAt.getTime()) last++;
  const soonest = soonestReady(capacity, type, now, busy).getTime();
  return slots.slice(index, last + 1).filter((slot) => slot.endsAt.getTime() > soonest);
}

export interface AsapEstimate {
  /** The slot the order holds. */
  slot: Slot;
  readyAt: Date;
}

/** The ASAP estimate: the first candidate with room for `items`; null when none has room. */
export function asapEstimate(candidates: readonly Slot[], capacity: Capacity, type: SlotOrderType, loads: SlotLoads, now: Date, busy?: BusyRules | null, items = 1): AsapEstimate | null {
  const soonest = soonestReady(capacity, type, now, busy).getTime();
  const slot = candidates.find((candidate) => slotHasRoom(slotCapsOf(capacity, type, candidate.startsAt), loads.get(candidate.startsAt.getTime()), items));
  if (!slot) return null;
  return { slot, readyAt: new Date(Math.max(soonest, slot.startsAt.getTime())) };
}

/** The slot a scheduled time names (its start), among the day's slots; null when it names none. */
export function slotStartingAt(schedule: OpeningSchedule, timeZone: string, capacity: Capacity, at: Date): Slot | null {
  if (Number.isNaN(at.getTime())) return null;
  const day = isoDateOf(wallClockAt(at, timeZone));
  return slotsOfDay(schedule, timeZone, day, capacity.slotMinutes).find((slot) => slot.startsAt.getTime() === at.getTime()) ?? null;
}

/** Statuses whose orders hold their slot: all but the cancelled and the failed. */
export const SLOT_RELEASING_STATUSES = ['Cancelled by User', 'Cancelled by Restaurant', 'Failed'] as const;

export const CAPACITY_TEXTS = {
  slotFull: 'That time has just filled up. Please choose another.',
  notASlot: 'Please choose one of the times offered.',
  slotGone: 'That time is no longer available. Please choose a later one.',
  noAsapRoom: 'We can no longer have an order ready before closing. Please schedule it for another time.',
} as const;

/** Whether a slot a diner chose may still be taken at `now` (not sooner than the kitchen can be ready). */
export function slotStillAhead(slot: Slot, capacity: Capacity, type: SlotOrderType, now: Date, busy?: BusyRules | null): boolean {
  return slot.startsAt.getTime() >= soonestReady(capacity, type, now, busy).getTime();
}

/**
 * The time promised to the diner when staff accept an order (issue 40, B): when a pickup is ready
 * to collect, when a delivery reaches the door; the one time the board, the order page, the
 * e-mails and the ticket show. Never sooner than what the order already holds: the ASAP estimate
 * its slot gave at checkout, or a scheduled order's slot. Staff's "ready in" minutes are the
 * kitchen's, so a delivery is promised its travel time later. null: nothing to promise (keep what
 * the order has).
 */
export function acceptedPromise({
  now,
  readyInMinutes,
  orderType,
  travelMinutes,
  held,
}: {
  now: Date;
  readyInMinutes: number | null;
  orderType: OrderType;
  travelMinutes: number;
  /** The order's estimate from checkout, else its scheduled slot. */
  held: Date | null;
}): Date | null {
  const asked = readyInMinutes ? now.getTime() + (readyInMinutes + fulfilment(orderType).travelMinutes({ travelMinutes })) * MINUTE_MS : null;
  if (asked === null) return held;
  return new Date(held ? Math.max(asked, held.getTime()) : asked);
}
