import { formatInZone } from '@platter/domain';
import { currentLanguage } from '../../i18n/index.ts';
import { useMemo } from 'react';
import { useRestaurant } from '../../lib/restaurant.ts';

/**
 * '25 Nov 2026, 13:05' in the restaurant's time zone, on the 24-hour clock every page uses (the diner ordered for that place's
 * clock, wherever their browser is). The order pages render in the browser only, so this
 * never meets a server render.
 */
export function formatOrderTime(iso: string, timeZone: string | undefined): string {
  return formatInZone(iso, 'dateTime', timeZone, currentLanguage());
}

/** `formatOrderTime` for the current restaurant. */
export function useOrderTime(): (iso: string) => string {
  const timeZone = useRestaurant()?.timeZone;
  return useMemo(() => (iso: string) => formatOrderTime(iso, timeZone), [timeZone]);
}
