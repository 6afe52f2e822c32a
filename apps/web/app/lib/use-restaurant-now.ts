import type { PublicRestaurant } from '@platter/domain';
import { useEffect, useState } from 'react';
import { useRootData } from './restaurant.ts';
import type { RestaurantNow } from './restaurant-now.ts';

/** Spec: the open/closed status is recalculated on load, when the opening hours change and every 60 seconds. */
export const STATUS_REFRESH_MS = 60_000;

/**
 * The restaurant's open/closed status and today's weekday. On load it is what the server computed
 * for the page (root loader), and again whenever the root loader runs (the hours changed); after
 * that it is recomputed on the diner's clock every minute, with the time-zone engine fetched then
 * (hydration computes nothing: the first time-zone lookup costs a long task on a slow phone).
 */
export function useRestaurantNow(): RestaurantNow | null {
  const root = useRootData();
  const restaurant = root?.restaurant ?? null;
  const [live, setLive] = useState<{ restaurant: PublicRestaurant; now: RestaurantNow } | null>(null);
  useEffect(() => {
    if (!restaurant) return;
    let stopped = false;
    const timer = window.setInterval(() => {
      import('./restaurant-now.ts')
        .then(({ restaurantNowAt }) => {
          if (!stopped) setLive({ restaurant, now: restaurantNowAt(restaurant, new Date()) });
        })
        // A chunk that cannot load (a deploy replaced it): the last status stays until the next minute.
        .catch(() => {});
    }, STATUS_REFRESH_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [restaurant]);
  // A live value belongs to the restaurant it was computed for; new root data brings its own.
  return live && live.restaurant === restaurant ? live.now : (root?.restaurantNow ?? null);
}
