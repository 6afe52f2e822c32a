/**
 * The day's takings (issue 29): which orders count, and which instants a range of the
 * restaurant's calendar days covers. A day is the restaurant's wall-clock day, so the day the
 * clocks go back has 25 hours and the day they go forward 23.
 */
import { tzOffset } from '@date-fns/tz';
import type { OrderStatus } from './order-status.ts';
import { addCalendarDays, instantsAtWallTime, startOfDayIn, wallClockAt, type CalendarDate } from './zoned-time.ts';

/** Where an order came from: the storefront, or staff entering it for a caller or at the counter. */
export const ORDER_CHANNELS = ['online', 'phone', 'counter'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/**
 * How an order was paid and collected, as the takings split them (issue 40: pickup cash was
 * counted under the restaurant's 'Cash on Delivery'): by card online (in the provider's payout,
 * whatever the collection), cash or a card machine on delivery (the driver's) or on collection
 * (the counter's), and any other method the restaurant named, with its collection.
 */
export const TAKINGS_PAYMENTS = ['card', 'cashOnDelivery', 'cashOnCollection', 'cardOnDelivery', 'cardOnCollection', 'other'] as const;
export type TakingsPayment = (typeof TAKINGS_PAYMENTS)[number];

/** The longest range a report covers: a year, leap day included. */
export const TAKINGS_MAX_DAYS = 366;

/**
 * Orders whose money the restaurant does not keep: not yet paid online (the kitchen never saw
 * them), cancelled by either side, or failed. They are counted apart, never in the takings.
 */
export const STATUSES_OUTSIDE_TAKINGS: readonly OrderStatus[] = ['Awaiting Payment', 'Cancelled by User', 'Cancelled by Restaurant', 'Failed'];

/** 'YYYY-MM-DD' → a calendar date, or null when it is not a real date. */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const check = new Date(Date.UTC(year, month, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function isoCalendarDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month + 1).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** Days from `from` to `to`, both included (1 for a single day; 0 or less when `to` is before `from`). */
export function daysInRange(from: CalendarDate, to: CalendarDate): number {
  return Math.round((Date.UTC(to.year, to.month, to.day) - Date.UTC(from.year, from.month, from.day)) / 86_400_000) + 1;
}

/** The first instant of `date` in `timeZone` (midnight, or the first minute after a gap that swallows it). */
export function startOfCalendarDay(timeZone: string, date: CalendarDate): Date {
  // Noon exists on every day in every zone; the start of its day is then found as the board does.
  const noon = instantsAtWallTime(timeZone, date, 12 * 60)[0];
  if (!noon) throw new RangeError(`No noon on ${isoCalendarDate(date)} in ${timeZone}.`);
  return startOfDayIn(timeZone, noon);
}

/** The instants [start, end) that the days `from`…`to` (both included) cover in `timeZone`. */
export function calendarRangeIn(timeZone: string, from: CalendarDate, to: CalendarDate): { start: Date; end: Date } {
  return { start: startOfCalendarDay(timeZone, from), end: startOfCalendarDay(timeZone, addCalendarDays(to, 1)) };
}

/** An instant as ISO 8601 on the restaurant's wall clock with its offset: '2026-10-25T01:30:00+01:00'. */
export function isoInZone(instant: Date, timeZone: string): string {
  const offsetMinutes = tzOffset(timeZone, instant);
  const local = new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The ranges the Takings screen offers, as YYYY-MM-DD on the restaurant's calendar at `now`. */
export function reportPresets(now: Date, timeZone: string): Record<'today' | 'yesterday' | 'last7' | 'thisMonth', { from: string; to: string }> {
  const clock = wallClockAt(now, timeZone);
  const today: CalendarDate = { year: clock.year, month: clock.month, day: clock.day };
  const day = (offset: number) => isoCalendarDate(addCalendarDays(today, offset));
  return {
    today: { from: day(0), to: day(0) },
    yesterday: { from: day(-1), to: day(-1) },
    last7: { from: day(-6), to: day(0) },
    thisMonth: { from: isoCalendarDate({ ...today, day: 1 }), to: day(0) },
  };
}
