import { dateFormatter, dayInZone } from '@platter/domain';
import { currentLanguage } from '../i18n/index.ts';
/**
 * Times on the board, in the restaurant's own time zone (the pass is in the restaurant, the
 * tablet's clock setting should not matter), on the 24-hour clock every page uses: '13:05', or
 * 'Thu 27 Nov, 19:30' for another day. The formatters are the domain's, one per language, zone
 * and shape (date-format.ts): the board formats every card each minute.
 */
const formatter = (timeZone: string | undefined, withDay: boolean) => dateFormatter(withDay ? 'dayTime' : 'time', timeZone, currentLanguage());

const dayOf = (date: Date, timeZone: string | undefined) => dayInZone(date, timeZone);

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
  return `${dateFormatter('shortWeekday', timeZone, currentLanguage()).format(date)} ${time}`;
}
