import type { Language, PublicRestaurant } from '@platter/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { RestaurantNow } from './restaurant-now.ts';

/** What the root loader returns (app/root.tsx). */
export interface RootData {
  restaurant: PublicRestaurant | null;
  tenantError: { status: number; message: string } | null;
  origin: string;
  /** 'dark' | 'light' from the darkMode cookie; null when the diner has no stored choice. */
  themeCookie: 'dark' | 'light' | null;
  /** The page's language (negotiated by the server: choice, Accept-Language, the restaurant's default). */
  language: Language;
  /** The server's current year, for the footer copyright. */
  year: number;
  /** Open or closed, and today's weekday, when the page was rendered (lib/use-restaurant-now.ts renews it every minute). */
  restaurantNow: RestaurantNow | null;
}

/** The root loader's data, or undefined when the root loader itself failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/**
 * Online ordering paused or resumed while the page is open (`ordering_changed` on the live
 * channel): it holds over the configuration the page was loaded with until the root loader runs
 * again (its newer configuration then says the same).
 */
interface LiveOrdering {
  basis: PublicRestaurant;
  isAcceptingOrders: boolean;
}
let liveOrdering: LiveOrdering | null = null;
const orderingListeners = new Set<() => void>();
let currentRestaurant: PublicRestaurant | null = null;

/** The live channel heard that ordering was paused (false) or resumed (true). */
export function applyLiveOrdering(isAcceptingOrders: boolean): void {
  if (!currentRestaurant) return;
  liveOrdering = { basis: currentRestaurant, isAcceptingOrders };
  for (const listener of orderingListeners) listener();
}

const subscribeOrdering = (listener: () => void) => {
  orderingListeners.add(listener);
  return () => orderingListeners.delete(listener);
};
const readOrdering = () => liveOrdering;
const noLiveOrdering = () => null;

/** The current restaurant (resolved from the domain), or null while missing / on error; with a pause heard live. */
export function useRestaurant(): PublicRestaurant | null {
  const loaded = useRootData()?.restaurant ?? null;
  const live = useSyncExternalStore(subscribeOrdering, readOrdering, noLiveOrdering);
  currentRestaurant = loaded;
  return useMemo(() => {
    if (!loaded || !live || live.basis !== loaded || live.isAcceptingOrders === loaded.isAcceptingOrders) return loaded;
    return { ...loaded, isAcceptingOrders: live.isAcceptingOrders };
  }, [loaded, live]);
}

/** The restaurant last rendered (for route guards that run outside React); null before the first render. */
export function lastRestaurant(): PublicRestaurant | null {
  return currentRestaurant;
}

/** The root match's data inside a route's `meta({ matches })`. */
export function rootDataFromMatches(matches: readonly ({ id: string; data?: unknown } | undefined)[]): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
}
