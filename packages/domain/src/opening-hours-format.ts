// Display helpers for opening hours that need no time-zone arithmetic, kept apart from
// opening-hours.ts so a page listing the hours does not carry the zone engine.
import type { OpeningHoursEntry } from './contracts/restaurant.ts';
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

/** One line of Home's Opening Hours list: 'Closed', '{open} - {close}' or 'Not specified'. */
export type OpeningHoursLine = { kind: 'closed' } | { kind: 'hours'; open: string; close: string } | { kind: 'notSpecified' };

export function openingHoursLine(entry: OpeningHoursEntry | undefined | null): OpeningHoursLine {
  if (!entry) return { kind: 'notSpecified' };
  if (entry.isClosed) return { kind: 'closed' };
  return { kind: 'hours', open: entry.open, close: entry.close };
}

/** '17:30' → '5:30 PM', '00:00' → '12:00 AM', '12:05' → '12:05 PM'. Malformed input is returned as is. */
export function formatTime12h(hhmm: string): string {
  const minutes = parseHHMM(hhmm);
  if (minutes === null) return hhmm;
  const h24 = Math.floor(minutes / 60);
  const m = minutes % 60;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
}
