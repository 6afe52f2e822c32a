import type { PublicRestaurant } from '@platter/domain';
import type { MetaDescriptor } from 'react-router';
import { rootDataFromMatches } from './restaurant.ts';
import { pageMeta } from './seo.ts';

type Restaurant = PublicRestaurant | null | undefined;

export interface RouteMetaOptions {
  title: string;
  /** The page's description; by default the restaurant's own. */
  description?: (restaurant: Restaurant) => string | undefined;
  /** JSON-LD blocks; by default the restaurant's (`[]` for none). */
  jsonLd?: Record<string, unknown>[];
  /** Per-diner and utility pages stay out of search results. */
  noindex?: boolean;
}

/**
 * A route's `meta({ matches })` from the root loader's restaurant: '{title} | {restaurant}',
 * description and Open Graph (`pageMeta`). Home, Menu and Product call `pageMeta` themselves
 * (Home's chunk stays small; the others add their own JSON-LD and canonical links).
 */
export function routeMeta(matches: Parameters<typeof rootDataFromMatches>[0], options: RouteMetaOptions): MetaDescriptor[] {
  const root = rootDataFromMatches(matches);
  const restaurant = root?.restaurant;
  const head = pageMeta({
    restaurant,
    origin: root?.origin ?? '',
    title: options.title,
    description: options.description?.(restaurant),
    jsonLd: options.jsonLd,
  });
  return options.noindex ? [...head, { name: 'robots', content: 'noindex' }] : head;
}
