import { formatInZone } from '@platter/domain';
import { currentLanguage } from '../../i18n/index.ts';
/** The team's dates, in the restaurant's own time zone: '2 Jun 2026'. */
export function teamDate(at: string, timeZone: string | undefined): string {
  return formatInZone(at, 'shortDate', timeZone, currentLanguage());
}
