import type { OpeningStatus, PublicRestaurant, Weekday } from '@platter/domain';
import { openingCalendarOf, openingStatus, weekdayAt } from '@platter/domain/opening-hours';

/** The restaurant's clock at one moment: open or closed (with the next-open message) and which day it is there. */
export interface RestaurantNow {
  status: OpeningStatus;
  /** Today in the restaurant's time zone (its row is emphasised in the opening hours); null for an unknown zone. */
  today: Weekday | null;
}

/**
 * The restaurant's clock at `now`, in its own time zone. Computed by the server for the page it
 * renders (root loader) and every minute after that in the browser; the time-zone engine it needs
 * never loads with the page.
 */
export function restaurantNowAt(restaurant: Pick<PublicRestaurant, 'openingHours' | 'specialDates' | 'timeZone'>, now: Date): RestaurantNow {
  try {
    return { status: openingStatus(openingCalendarOf(restaurant), restaurant.timeZone, now), today: weekdayAt(now, restaurant.timeZone) };
  } catch {
    // An unknown time zone: treat as no usable hours rather than breaking the page.
    return { status: { isOpen: false, next: { kind: 'noHours' }, nextOpenAt: null }, today: null };
  }
}
