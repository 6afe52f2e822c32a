/**
 * Wall-clock arithmetic in an IANA time zone, independent of the machine's own zone.
 *
 * Every conversion goes through @date-fns/tz (`TZDate` for instant → wall clock, `tzOffset` for
 * wall clock → instant); calendar-date arithmetic is done on UTC fields, which no host zone can
 * reinterpret. Nothing here reads `Date#getHours()` & co. of a plain `Date`.
 */
import { TZDate, tzOffset } from '@date-fns/tz';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** A calendar date in some zone; month is 0-11 as in `Date`. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** What a wall clock in the zone shows at an instant, to the minute. */
export interface WallClock extends CalendarDate {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Minutes since local midnight, 0-1439 (seconds are dropped). */
  minuteOfDay: number;
}

/** True when the runtime knows the IANA zone (or ±HH:MM offset) name. */
export function isValidTimeZone(timeZone: string): boolean {
  return typeof timeZone === 'string' && timeZone.length > 0 && !Number.isNaN(tzOffset(timeZone, new Date(0)));
}

export function assertValidTimeZone(timeZone: string): void {
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${String(timeZone)}`);
}

/** The wall clock in `timeZone` at `instant`. */
export function wallClockAt(instant: Date | number, timeZone: string): WallClock {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Invalid date.');
  const zoned = new TZDate(ms, timeZone);
  const year = zoned.getFullYear();
  if (Number.isNaN(year)) throw new RangeError(`Unknown time zone: ${String(timeZone)}`);
  return {
    year,
    month: zoned.getMonth(),
    day: zoned.getDate(),
    weekday: zoned.getDay(),
    minuteOfDay: zoned.getHours() * 60 + zoned.getMinutes(),
  };
}

export function sameCalendarDate(a: CalendarDate, b: CalendarDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/** `date` moved by `days` calendar days (no time zone involved). */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month, date.day)).getUTCDay();
}

/**
 * Every instant at which the wall clock in `timeZone` reads `date` `minuteOfDay`, earliest first:
 * none when the time falls in a spring-forward gap, two when it falls in a fall-back overlap.
 */
export function instantsAtWallTime(timeZone: string, date: CalendarDate, minuteOfDay: number): Date[] {
  // The wall time read as if it were UTC; the real instant is this minus the zone's offset there.
  const asUtc = Date.UTC(date.year, date.month, date.day, 0, minuteOfDay);
  // Offsets lie within -12h..+14h, so the instant lies in [asUtc - 14h, asUtc + 12h]; sampling the
  // offset at both ends (and the middle) finds every offset in force anywhere in that range.
  const offsets = new Set([
    tzOffset(timeZone, new Date(asUtc - 14 * HOUR_MS)),
    tzOffset(timeZone, new Date(asUtc)),
    tzOffset(timeZone, new Date(asUtc + 12 * HOUR_MS)),
  ]);
  const found = new Set<number>();
  for (const offset of offsets) {
    if (Number.isNaN(offset)) continue;
    const candidate = asUtc - Math.round(offset * MINUTE_MS);
    if (tzOffset(timeZone, new Date(candidate)) === offset) found.add(candidate);
  }
  return [...found].sort((a, b) => a - b).map((ms) => new Date(ms));
}

/**
 * When today began in `timeZone` at `now`: the first instant of the calendar day (midnight, or
 * the first minute after a DST gap that swallows midnight).
 */
export function startOfDayIn(timeZone: string, now: Date): Date {
  const today = wallClockAt(now, timeZone);
  for (let minute = 0; minute <= today.minuteOfDay; minute++) {
    const [first] = instantsAtWallTime(timeZone, today, minute);
    if (first) return first;
  }
  return now;
}

/**
 * Instants in (startMs, endMs] at which the zone's UTC offset changes (DST starts/ends), found by
 * hourly sampling and a binary search to the minute.
 */
export function offsetTransitions(timeZone: string, startMs: number, endMs: number): Date[] {
  const result: Date[] = [];
  const offsetAt = (ms: number): number => tzOffset(timeZone, new Date(ms));
  let lo = Math.floor(startMs / MINUTE_MS) * MINUTE_MS;
  let loOffset = offsetAt(lo);
  while (lo < endMs) {
    const hi = Math.min(lo + HOUR_MS, Math.ceil(endMs / MINUTE_MS) * MINUTE_MS);
    const hiOffset = offsetAt(hi);
    if (hiOffset !== loOffset) {
      // Smallest whole minute in (lo, hi] whose offset differs from lo's.
      let a = lo;
      let b = hi;
      while (b - a > MINUTE_MS) {
        const mid = a + Math.floor((b - a) / MINUTE_MS / 2) * MINUTE_MS;
        if (offsetAt(mid) === loOffset) a = mid;
        else b = mid;
      }
      if (b > startMs && b <= endMs) result.push(new Date(b));
    }
    lo = hi;
    loOffset = hiOffset;
  }
  return result;
}

export function minutesToHHMM(minuteOfDay: number): string {
  const h = Math.floor(minuteOfDay / 60);
  const m = minuteOfDay % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

export { parseHHMM } from './opening-hours-format.ts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The 'YYYY-MM-DDTHH:mm' a datetime-local input shows for `instant` on the zone's wall clock. */
export function toZonedInputValue(instant: Date, timeZone: string): string {
  const w = wallClockAt(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month + 1)}-${pad(w.day)}T${pad(Math.floor(w.minuteOfDay / 60))}:${pad(w.minuteOfDay % 60)}`;
}

/**
 * The instant a datetime-local value means on the zone's wall clock; null when malformed. A time
 * repeated by the autumn clock change means its first occurrence; one skipped in spring, the
 * moment the clocks jump (the wall time that follows it).
 */
export function fromZonedInputValue(value: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null;
  const date = { year: y, month: mo - 1, day: d };
  const minuteOfDay = h * 60 + mi;
  const [first] = instantsAtWallTime(timeZone, date, minuteOfDay);
  if (first) return first;
  // In a spring-forward gap: the first wall time after it.
  for (let later = minuteOfDay + 1; later < minuteOfDay + 180 && later < 1440; later++) {
    const [after] = instantsAtWallTime(timeZone, date, later);
    if (after) return after;
  }
  return null;
}

/** Rounds up to the next whole minute (datetime-local has minute precision). */
export function ceilToMinute(instant: Date): Date {
  return new Date(Math.ceil(instant.getTime() / MINUTE_MS) * MINUTE_MS);
}
