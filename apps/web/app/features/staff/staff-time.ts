import { currentLanguage } from '../../i18n/index.ts';
/**
 * Times on the board, in the restaurant's own time zone (the pass is in the restaurant, the
 * tablet's clock setting should not matter): '1:05 pm', or 'Thu 27 Nov, 7:30 pm' for another day.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string | undefined, withDay: boolean): Intl.DateTimeFormat {
  const key = `${currentLanguage()}|${timeZone ?? ''}|${withDay}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(currentLanguage(), {
      ...(withDay ? { weekday: 'short', day: 'numeric', month: 'short' } : {}),
      hour: 'numeric',
      minute: '2-digit',
      // Not `hour12: true`: with en-GB that is the 0–11 clock, and noon read '0:05 pm'.
      hourCycle: 'h12',
      timeZone,
    });
    formatters.set(key, format);
  }
  return format;
}

const dayOf = (date: Date, timeZone: string | undefined) =>
  new Intl.DateTimeFormat(currentLanguage(), { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(date);

/** '1:05 pm' on `now`'s day, else 'Thu 27 Nov, 1:05 pm'. */
export function boardTime(at: Date | string, timeZone: string | undefined, now: Date): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  return formatter(timeZone, dayOf(date, timeZone) !== dayOf(now, timeZone)).format(date);
}

/** Whole minutes from `since` to `now` (never negative). */
export function minutesBetween(since: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000));
}

/** When something next happens: '5:00 pm' later today, 'Tue 12:00 pm' on another day (within the week ahead). */
export function boardWeekdayTime(at: Date | string, timeZone: string | undefined, now: Date): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  const time = formatter(timeZone, false).format(date);
  if (dayOf(date, timeZone) === dayOf(now, timeZone)) return time;
  return `${new Intl.DateTimeFormat(currentLanguage(), { weekday: 'short', timeZone }).format(date)} ${time}`;
}
