/**
 * Opening hours: is the restaurant open, when does it open next, and is a scheduled time inside
 * the hours. Hours are wall-clock times in the restaurant's IANA time zone; every decision here
 * is made in that zone (via @date-fns/tz), never in the browser's or server's own zone.
 *
 * How an entry is read (the spec's section 4 rule, made precise):
 *
 * - An entry belongs to the day it opens on. `open < close` is open from `open` (inclusive) to
 *   `close` (exclusive) that day.
 * - `close < open` spans midnight: open from `open` to midnight, and the part after midnight
 *   (00:00 until `close`) is open on the NEXT calendar day — whatever that day's own entry says
 *   (closed, missing or opening later). So Friday 17:00–01:00 is open on Saturday at 00:30, and it
 *   does not make Friday 00:30 open. The spec's literal rule ("today's entry … time ≥ open or
 *   < close") would do the opposite on both counts, which is not what a diner reading
 *   "Friday 5 PM – 1 AM" expects; at any moment we therefore check today's entry AND the
 *   spill-over of yesterday's spanning entry.
 * - `open === close` is open for 24 hours from `open` (00:00–00:00 = all day; 09:00–09:00 = from
 *   9 AM until 9 AM the next day). A zero-length day is not useful; to close a day use `isClosed`.
 * - A missing day ("Not specified") is closed for the open/closed decision.
 * - A day may have several openings (`periods`: lunch and dinner); each is read as above, and only
 *   the last may run past midnight.
 * - A special date (a closure, or changed hours, for a date or a range) replaces the weekday's
 *   openings on each calendar day it covers. The spill-over rule stays: Christmas Eve's 18:00–01:00
 *   is open at 00:30 on a closed Christmas Day, since that hour belongs to the evening before.
 * - Daylight-saving changes: membership is decided on the wall clock, so on a spring-forward day
 *   the skipped hour simply never happens (an opening time inside it takes effect when the clocks
 *   jump, e.g. London 01:30 opens at 02:00 BST), and on a fall-back day the repeated hour counts
 *   twice (an hour that is open is open both times).
 */
import type { OpeningHours, OpeningPeriod, SpecialDate } from './contracts/restaurant.ts';
import { weeklyPeriods } from './opening-hours-format.ts';
import { WEEKDAYS, type Weekday } from './weekdays.ts';
import {
  DAY_MS,
  addCalendarDays,
  assertValidTimeZone,
  instantsAtWallTime,
  minutesToHHMM,
  offsetTransitions,
  parseHHMM,
  sameCalendarDate,
  wallClockAt,
  weekdayOf,
  type CalendarDate,
  type WallClock,
} from './zoned-time.ts';
export {
  formatCalendarDate,
  formatClockTime,
  openingHoursLine,
  specialDateLine,
  weeklyPeriods,
  WEEKDAYS_MONDAY_FIRST,
  type OpeningHoursLine,
  type SpecialDateLine,
} from './opening-hours-format.ts';

export { isValidTimeZone } from './zoned-time.ts';

/** The spec's next-open search window and scheduling window, in days. */
export const NEXT_OPENING_SEARCH_DAYS = 7;


/** Why the restaurant is closed and when it opens next; the web turns this into the spec's texts. */
export type NextOpening =
  | { kind: 'opensToday'; time: string } // 'Opens today at {time}'
  | { kind: 'opensOn'; weekday: Weekday; time: string } // 'Opens {Weekday} at {time}'
  | { kind: 'checkBackLater' } // 'Please check back later for opening hours'
  | { kind: 'noHours' }; // 'Opening hours not available'

export interface OpeningStatus {
  isOpen: boolean;
  /** null while open. */
  next: NextOpening | null;
  /** The next moment it opens (UTC instant), within 7 days; null when open or none. */
  nextOpenAt: Date | null;
}




/** True when there is at least one day entry (open or closed); null/undefined/{} have no hours. */
export function hasOpeningHours(hours: OpeningHours | null | undefined): hours is OpeningHours {
  return hours != null && Object.values(hours).some((entry) => entry != null);
}

/**
 * The weekly hours with the special dates that replace them on the days they cover (closures,
 * changed hours). Every function here takes either this or the weekly hours alone.
 */
export interface OpeningCalendar {
  weekly: OpeningHours | null | undefined;
  specialDates: readonly SpecialDate[];
}
export type OpeningSchedule = OpeningHours | OpeningCalendar | null | undefined;

/** The restaurant's calendar: its weekly hours and its special dates. */
export function openingCalendarOf(restaurant: { openingHours: OpeningHours | null | undefined; specialDates?: readonly SpecialDate[] | null }): OpeningCalendar {
  return { weekly: restaurant.openingHours, specialDates: restaurant.specialDates ?? [] };
}

function calendarOf(schedule: OpeningSchedule): OpeningCalendar {
  if (schedule && 'weekly' in schedule && 'specialDates' in schedule) return schedule as OpeningCalendar;
  return { weekly: schedule as OpeningHours | null | undefined, specialDates: [] };
}

/** Weekly hours, or a special date that opens: a calendar with no hours at all is "no hours". */
function hasAnyHours(calendar: OpeningCalendar): boolean {
  return hasOpeningHours(calendar.weekly) || calendar.specialDates.some((entry) => !entry.isClosed);
}

/** `hasOpeningHours` for the weekly hours or a calendar with special dates. */
export function hasScheduledHours(schedule: OpeningSchedule): boolean {
  return hasAnyHours(calendarOf(schedule));
}

/** YYYY-MM-DD of a calendar date. */
export function isoDateOf(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month + 1).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** The special date covering `isoDate`, if any. */
export function specialDateOn(specialDates: readonly SpecialDate[], isoDate: string): SpecialDate | undefined {
  return specialDates.find((entry) => entry.date <= isoDate && isoDate <= (entry.endDate ?? entry.date));
}

interface DayHours {
  open: number;
  close: number;
}

function parsedPeriods(periods: readonly OpeningPeriod[]): DayHours[] {
  const parsed: DayHours[] = [];
  for (const period of periods) {
    const open = parseHHMM(period.open);
    const close = parseHHMM(period.close);
    if (open !== null && close !== null) parsed.push({ open, close });
  }
  return parsed;
}

/** The openings of a calendar day: its special date's, else its weekday's; none when closed. */
export function periodsOn(schedule: OpeningSchedule, date: CalendarDate): OpeningPeriod[] {
  const calendar = calendarOf(schedule);
  const special = specialDateOn(calendar.specialDates, isoDateOf(date));
  if (special) return special.isClosed ? [] : (special.periods ?? []);
  return weeklyPeriods(calendar.weekly?.[WEEKDAYS[weekdayOf(date)] ?? 'sunday']);
}

function isOpenAtWallClock(calendar: OpeningCalendar, wall: WallClock): boolean {
  const t = wall.minuteOfDay;
  // close <= open: spans midnight (or 24 hours); that day's part runs from open to midnight.
  for (const today of parsedPeriods(periodsOn(calendar, wall))) {
    if (today.close > today.open ? t >= today.open && t < today.close : t >= today.open) return true;
  }
  // The part after midnight of yesterday's opening that spans it.
  return parsedPeriods(periodsOn(calendar, addCalendarDays(wall, -1))).some((yesterday) => yesterday.close <= yesterday.open && t < yesterday.close);
}

/**
 * Whether the restaurant is open at `instant` (read on the wall clock of `timeZone`). The server
 * uses it to accept a scheduled time: a scheduled time is inside the opening hours exactly when
 * the restaurant is open at that instant. No hours → false.
 */
export function isOpenAt(schedule: OpeningSchedule, timeZone: string, instant: Date): boolean {
  const calendar = calendarOf(schedule);
  if (!hasAnyHours(calendar)) return false;
  assertValidTimeZone(timeZone);
  return isOpenAtWallClock(calendar, wallClockAt(instant, timeZone));
}

/** True when `instant` falls on a day a special date closes (in the restaurant's zone). */
export function isClosureDay(schedule: OpeningSchedule, timeZone: string, instant: Date): boolean {
  const calendar = calendarOf(schedule);
  if (calendar.specialDates.length === 0) return false;
  assertValidTimeZone(timeZone);
  return specialDateOn(calendar.specialDates, isoDateOf(wallClockAt(instant, timeZone)))?.isClosed === true;
}

/**
 * The earliest instant at or after `now` at which the restaurant is open, looking at most
 * `withinDays` × 24 hours ahead (elapsed time); `now` itself when it is open already, null when
 * there are no hours or no opening in the window. When closed, the result is the exact moment
 * it opens (a whole minute; one minute earlier it is closed). Checkout presets its scheduled time
 * to this; `openingStatus` reports it as `nextOpenAt`.
 */
export function nextOpeningSlot(
  schedule: OpeningSchedule,
  timeZone: string,
  now: Date,
  withinDays: number = NEXT_OPENING_SEARCH_DAYS,
): Date | null {
  const calendar = calendarOf(schedule);
  if (!hasAnyHours(calendar)) return null;
  assertValidTimeZone(timeZone);
  const nowMs = now.getTime();
  const wallNow = wallClockAt(nowMs, timeZone);
  if (isOpenAtWallClock(calendar, wallNow)) return new Date(nowMs);

  const endMs = nowMs + Math.max(0, withinDays) * DAY_MS;
  // A closed→open change happens only when the wall clock reaches some day's opening time, or
  // when the clocks change (a jump forward past an opening time, or back into an open hour).
  const candidates: number[] = [];
  for (let k = -1; k <= Math.ceil(Math.max(0, withinDays)) + 1; k++) {
    const date = addCalendarDays(wallNow, k);
    for (const today of parsedPeriods(periodsOn(calendar, date))) {
      for (const at of instantsAtWallTime(timeZone, date, today.open)) candidates.push(at.getTime());
    }
  }
  for (const at of offsetTransitions(timeZone, nowMs, endMs)) candidates.push(at.getTime());

  candidates.sort((a, b) => a - b);
  for (const ms of candidates) {
    if (ms <= nowMs || ms > endMs) continue;
    if (isOpenAtWallClock(calendar, wallClockAt(ms, timeZone))) return new Date(ms);
  }
  return null;
}

/**
 * Open/closed now and, when closed, when it opens next (spec section 4). `next.time` is the wall
 * time 'HH:MM' (24-hour) at which it opens in the restaurant's zone — the stored opening time,
 * except when that time is skipped by a spring-forward change (then the time the clocks jump to).
 * 'opensToday' when that moment is on today's date in the restaurant's zone, 'opensOn' otherwise
 * (within the next 7 × 24 hours); 'checkBackLater' when nothing opens in that window; 'noHours'
 * (closed) when there are no hours at all. Throws RangeError for an unknown time zone.
 */
/** The day of the week it is in `timeZone` at `instant`. Throws RangeError for an unknown time zone. */
export function weekdayAt(instant: Date | number, timeZone: string): Weekday {
  return WEEKDAYS[wallClockAt(instant, timeZone).weekday] ?? 'sunday';
}

export function openingStatus(schedule: OpeningSchedule, timeZone: string, now: Date): OpeningStatus {
  const calendar = calendarOf(schedule);
  if (!hasAnyHours(calendar)) return { isOpen: false, next: { kind: 'noHours' }, nextOpenAt: null };
  assertValidTimeZone(timeZone);
  const wallNow = wallClockAt(now, timeZone);
  if (isOpenAtWallClock(calendar, wallNow)) return { isOpen: true, next: null, nextOpenAt: null };

  const nextOpenAt = nextOpeningSlot(calendar, timeZone, now, NEXT_OPENING_SEARCH_DAYS);
  if (!nextOpenAt) return { isOpen: false, next: { kind: 'checkBackLater' }, nextOpenAt: null };

  const wallOpen = wallClockAt(nextOpenAt, timeZone);
  const time = minutesToHHMM(wallOpen.minuteOfDay);
  const weekday = WEEKDAYS[wallOpen.weekday] ?? 'sunday';
  const next: NextOpening = sameCalendarDate(wallOpen, wallNow)
    ? { kind: 'opensToday', time }
    : { kind: 'opensOn', weekday, time };
  return { isOpen: false, next, nextOpenAt };
}

/** How far ahead the public configuration tells diners of closures and changed hours, in days. */
export const UPCOMING_SPECIAL_DATES_DAYS = 14;

/**
 * The special dates touching the next `days` calendar days from today in `timeZone` (today
 * included), earliest first: what the storefront shows ahead ("Closed on 25 December").
 */
export function upcomingSpecialDates(
  specialDates: readonly SpecialDate[],
  timeZone: string,
  now: Date,
  days: number = UPCOMING_SPECIAL_DATES_DAYS,
): SpecialDate[] {
  if (specialDates.length === 0) return [];
  const today = wallClockAt(now, timeZone);
  const first = isoDateOf(today);
  const last = isoDateOf(addCalendarDays(today, days - 1));
  return specialDates
    .filter((entry) => entry.date <= last && (entry.endDate ?? entry.date) >= first)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Today's date (YYYY-MM-DD) in `timeZone` at `now`. */
export function todayIn(timeZone: string, now: Date): string {
  return isoDateOf(wallClockAt(now, timeZone));
}
