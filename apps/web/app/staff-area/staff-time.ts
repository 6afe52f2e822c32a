import { currentLanguage } from '../i18n/index.ts';
/**
 * Times on the board, in the restaurant's own time zone (the pass is in the restaurant, the
 * tablet's clock setting should not matter), on the 24-hour clock every page uses: '13:05', or
 * 'Thu 27 Nov, 19:30' for another day.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language, time zone and shape, made once: the board formats every card each minute. */
function cached(shape: string, timeZone: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${currentLanguage()}|${timeZone ?? ''}|${shape}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(currentLanguage(), { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

function formatter(timeZone: string | undefined, withDay: boolean): Intl.DateTimeFormat {
  return withDay ? cached('day-time', timeZone, { weekday: 'short', day: 'numeric', month: 'short', ...clock }) : cached('time', timeZone, clock);
}

const dayOf = (date: Date, timeZone: string | undefined) => cached('date', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/** '13:05' on `now`'s day, else 'Thu 27 Nov, 13:05'. */
export function boardTime(at: Date | string, timeZone: string | undefined, now: Date): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  return formatter(timeZone, dayOf(date, timeZone) !== dayOf(now, timeZone)).format(date);
}

/** Whole minutes from `since` to `now` (never negative). */
export function minutesBetween(since: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000));
}

/** When something next happens: '17:00' later today, 'Tue 12:00' on another day (within the week ahead). */
export function boardWeekdayTime(at: Date | string, timeZone: string | undefined, now: Date): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  const time = formatter(timeZone, false).format(date);
  if (dayOf(date, timeZone) === dayOf(now, timeZone)) return time;
  return `${cached('weekday', timeZone, { weekday: 'short' }).format(date)} ${time}`;
}
