import { currentLanguage } from '../../i18n/index.ts';
import { useMemo } from 'react';
import { useRestaurant } from '../../lib/restaurant.ts';

/**
 * '25 Nov 2026, 1:05 pm' in the restaurant's time zone (the diner ordered for that place's
 * clock, wherever their browser is). The order pages render in the browser only, so this
 * never meets a server render.
 */
export function formatOrderTime(iso: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat(currentLanguage(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone,
  }).format(new Date(iso));
}

/** `formatOrderTime` for the current restaurant. */
export function useOrderTime(): (iso: string) => string {
  const timeZone = useRestaurant()?.timeZone;
  return useMemo(() => (iso: string) => formatOrderTime(iso, timeZone), [timeZone]);
}
