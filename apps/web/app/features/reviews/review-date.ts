import { currentLanguage } from '../../i18n/index.ts';
import { useMemo } from 'react';
import { useRestaurant } from '../../lib/restaurant.ts';

/**
 * '12 June 2026' in the restaurant's time zone: the page is rendered on the server and in the
 * browser, so the date must not depend on either's zone.
 */
export function formatReviewDate(iso: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat(currentLanguage(), { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(new Date(iso));
}

export function useReviewDate(): (iso: string) => string {
  const timeZone = useRestaurant()?.timeZone;
  return useMemo(() => (iso: string) => formatReviewDate(iso, timeZone), [timeZone]);
}
