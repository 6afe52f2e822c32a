import { formatInZone } from '@platter/domain';
import { currentLanguage } from '../../i18n/index.ts';
import { useMemo } from 'react';
import { useRestaurant } from '../../lib/restaurant.ts';

/**
 * '12 June 2026' in the restaurant's time zone: the page is rendered on the server and in the
 * browser, so the date must not depend on either's zone.
 */
export function formatReviewDate(iso: string, timeZone: string | undefined): string {
  return formatInZone(iso, 'date', timeZone, currentLanguage());
}

export function useReviewDate(): (iso: string) => string {
  const timeZone = useRestaurant()?.timeZone;
  return useMemo(() => (iso: string) => formatReviewDate(iso, timeZone), [timeZone]);
}
