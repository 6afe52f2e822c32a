import type { PublicRestaurant } from '@platter/domain';
import { useRouteLoaderData } from 'react-router';
import type { RestaurantNow } from './restaurant-now.ts';

/** What the root loader returns (app/root.tsx). */
export interface RootData {
  restaurant: PublicRestaurant | null;
  tenantError: { status: number; message: string } | null;
  origin: string;
  /** 'dark' | 'light' from the darkMode cookie; null when the diner has no stored choice. */
  themeCookie: 'dark' | 'light' | null;
  /** The server's current year, for the footer copyright. */
  year: number;
  /** Open or closed, and today's weekday, when the page was rendered (lib/use-restaurant-now.ts renews it every minute). */
  restaurantNow: RestaurantNow | null;
}

/** The root loader's data, or undefined when the root loader itself failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/** The current restaurant (resolved from the domain), or null while missing / on error. */
export function useRestaurant(): PublicRestaurant | null {
  return useRootData()?.restaurant ?? null;
}

/** The root match's data inside a route's `meta({ matches })`. */
export function rootDataFromMatches(matches: readonly ({ id: string; data?: unknown } | undefined)[]): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
}
