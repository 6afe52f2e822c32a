import { currentLanguage } from '../../i18n/index.ts';
/** The team's dates, in the restaurant's own time zone: '2 Jun 2026'. */
const formats = new Map<string, Intl.DateTimeFormat>();

export function teamDate(at: string, timeZone: string | undefined): string {
  const key = `${currentLanguage()}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(currentLanguage(), { day: 'numeric', month: 'short', year: 'numeric', timeZone })));
  return format.format(new Date(at));
}
