// Display helpers for opening hours that need no time-zone arithmetic, kept apart from
// opening-hours.ts so a page listing the hours does not carry the zone engine.
import type { OpeningHoursEntry, OpeningPeriod, SpecialDate } from './contracts/restaurant.ts';
import type { Weekday } from './weekdays.ts';

/** 'HH:MM' (24-hour) → minutes since midnight, or null when malformed. */
export function parseHHMM(hhmm: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(typeof hhmm === 'string' ? hhmm.trim() : '');
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  if (h > 23 || m > 59) return null;
  return h * 60 + m;
}

/** Monday to Sunday, the order Home's Opening Hours list uses. */
export const WEEKDAYS_MONDAY_FIRST = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const satisfies readonly Weekday[];

/** A weekday's openings (its `periods`, else its one `open/close`); none when closed or missing. */
export function weeklyPeriods(entry: OpeningHoursEntry | null | undefined): OpeningPeriod[] {
  if (!entry || entry.isClosed) return [];
  return entry.periods?.length ? entry.periods : [{ open: entry.open, close: entry.close }];
}

/**
 * One line of Home's Opening Hours list: 'Closed', '{open} - {close}' (one per opening, `periods`,
 * the first being `open/close`) or 'Not specified'.
 */
export type OpeningHoursLine = { kind: 'closed' } | { kind: 'hours'; open: string; close: string; periods: OpeningPeriod[] } | { kind: 'notSpecified' };

export function openingHoursLine(entry: OpeningHoursEntry | undefined | null): OpeningHoursLine {
  if (!entry) return { kind: 'notSpecified' };
  if (entry.isClosed) return { kind: 'closed' };
  return { kind: 'hours', open: entry.open, close: entry.close, periods: weeklyPeriods(entry) };
}

/**
 * How the storefront announces a special date ahead: closed or changed hours, on one day or a
 * range, with its dates as calendar dates (YYYY-MM-DD, read in no time zone) and its note.
 */
export type SpecialDateLine =
  | { kind: 'closed'; from: string; to: string | null; note: string }
  | { kind: 'hours'; from: string; to: string | null; periods: OpeningPeriod[]; note: string };

export function specialDateLine(entry: SpecialDate): SpecialDateLine {
  const to = entry.endDate && entry.endDate !== entry.date ? entry.endDate : null;
  if (entry.isClosed || !entry.periods?.length) return { kind: 'closed', from: entry.date, to, note: entry.note };
  return { kind: 'hours', from: entry.date, to, periods: entry.periods, note: entry.note };
}

/** 'Thursday 25 December' for 2026-12-25 in `locale` (a calendar date: no time zone applies). */
export function formatCalendarDate(isoDate: string, locale: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/**
 * An opening time as every page shows times: the 24-hour clock, '17:30', '09:00', in every
 * language (en-GB's and pt-PT's own clock; the spec's quoted 12-hour texts keep their words, the
 * time in them follows: docs/reference/languages.md). Malformed input is returned as is.
 */
export function formatClockTime(hhmm: string): string {
  const minutes = parseHHMM(hhmm);
  if (minutes === null) return hhmm;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
