/**
 * Dates and times as people read them, on the restaurant's wall clock (issue 41): one formatter
 * for every screen, e-mail and ticket. A diner, a tablet on the pass or the mail worker may sit in
 * any time zone; what they are shown is the restaurant's time, in the page's (or e-mail's)
 * language, on the 24-hour clock every page uses. Pure and Intl-based: nothing here reads the
 * machine's zone unless `timeZone` is undefined (a page whose restaurant has not loaded yet).
 *
 * Making an Intl.DateTimeFormat costs far more than using one (the board formats every card each
 * minute; the order bench's profile showed the mail's), so each language, zone and shape is made
 * once and kept.
 */

const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** The shapes the product writes dates in (examples in en-GB). */
export const DATE_SHAPES = {
  /** '13:05' */
  time: clock,
  /** '2 June 2026' */
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  /** '2 Jun 2026' */
  shortDate: { day: 'numeric', month: 'short', year: 'numeric' },
  /** '2 June' */
  dayMonth: { day: 'numeric', month: 'long' },
  /** 'Tuesday' */
  weekday: { weekday: 'long' },
  /** 'Tue' */
  shortWeekday: { weekday: 'short' },
  /** 'Tue 2 Jun' */
  dayLabel: { weekday: 'short', day: 'numeric', month: 'short' },
  /** 'Saturday 14 March' */
  longDayLabel: { weekday: 'long', day: 'numeric', month: 'long' },
  /** 'Saturday 14 March 2026' */
  longDayLabelYear: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** 'Tue 2 Jun, 13:05' */
  dayTime: { weekday: 'short', day: 'numeric', month: 'short', ...clock },
  /** '2 Jun 2026, 13:05' */
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', ...clock },
  /** '2 Jun 2026, 13:05' (the language's medium date and short time: a "last saved" stamp) */
  stamp: { dateStyle: 'medium', timeStyle: 'short' },
  /** The parts of 'Tuesday 2 June 2026, 13:05' (the e-mails assemble them with their own words). */
  fullDateTime: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', ...clock },
  /** '2026-06-02': the calendar day, for comparing and grouping (the same in every language). */
  isoDay: { year: 'numeric', month: '2-digit', day: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateShape = keyof typeof DATE_SHAPES;

/** An instant as the API sends it (ISO text), as a Date, or as milliseconds. */
export type Instant = Date | string | number;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Languages × zones × shapes: a few hundred at most, but never unbounded. */
const MAX_FORMATTERS = 1000;

/** The one formatter for `shape` in `language` and `timeZone`, made at its first use. */
export function dateFormatter(shape: DateShape, timeZone: string | undefined, language: string): Intl.DateTimeFormat {
  // The calendar day is written the same whatever the page's language: en-CA writes it as ISO.
  const locale = shape === 'isoDay' ? 'en-CA' : language;
  const key = `${locale}|${timeZone ?? ''}|${shape}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...DATE_SHAPES[shape], timeZone });
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, format);
  }
  return format;
}

const asDate = (at: Instant) => (at instanceof Date ? at : new Date(at));

/** `at` in `shape`, on the wall clock of `timeZone` (the restaurant's), in `language`. */
export function formatInZone(at: Instant, shape: DateShape, timeZone: string | undefined, language: string): string {
  return dateFormatter(shape, timeZone, language).format(asDate(at));
}

/** `at`'s parts in `shape` (for a text that places them in its own words), by part type. */
export function partsInZone(at: Instant, shape: DateShape, timeZone: string | undefined, language: string): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of dateFormatter(shape, timeZone, language).formatToParts(asDate(at))) parts[part.type] ??= part.value;
  return parts;
}

/** '2026-06-02': the restaurant's calendar day of `at`. */
export function dayInZone(at: Instant, timeZone: string | undefined): string {
  return dateFormatter('isoDay', timeZone, 'en-CA').format(asDate(at));
}

/** Whether `a` and `b` fall on the same day of the restaurant's calendar. */
export function sameDayInZone(a: Instant, b: Instant, timeZone: string | undefined): boolean {
  return dayInZone(a, timeZone) === dayInZone(b, timeZone);
}
