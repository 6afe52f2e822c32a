import type { OpeningStatus, PublicRestaurant } from '@platter/domain';
import { openingStatus } from '@platter/domain/opening-hours';

/**
 * The restaurant's open/closed status at `now`, in its own time zone. Computed by the server for
 * the page it renders (root loader) and by the live status after hydration; the time-zone engine
 * it needs never loads with the page.
 */
export function openingStatusAt(restaurant: Pick<PublicRestaurant, 'openingHours' | 'timeZone'>, now: Date): OpeningStatus {
  try {
    return openingStatus(restaurant.openingHours, restaurant.timeZone, now);
  } catch {
    // An unknown time zone: treat as no usable hours rather than breaking the page.
    return { isOpen: false, next: { kind: 'noHours' }, nextOpenAt: null };
  }
}
