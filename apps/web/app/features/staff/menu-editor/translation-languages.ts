/**
 * Which languages the menu editor offers translation fields for: the restaurant's offered
 * languages beyond its default (issue 31). The one place the editors ask; the lead rewires it to
 * `restaurant.languages` when lang merges. Until then: a default read from `languages.default`
 * when the restaurant carries it, else guessed from its country (Portugal: pt-PT, else en-GB),
 * and every other language Platter ships.
 */
import { LANGUAGES, isLanguage, type Language } from '@platter/domain';

interface RestaurantLike {
  address?: { country?: string } | null;
  languages?: { default?: unknown; offered?: unknown } | null;
}

export function defaultLanguageOf(restaurant: RestaurantLike | null | undefined): Language {
  const stated = restaurant?.languages?.default;
  if (isLanguage(stated)) return stated;
  return /^(portugal|pt)$/i.test(restaurant?.address?.country?.trim() ?? '') ? 'pt-PT' : 'en-GB';
}

export function translationLanguages(restaurant: RestaurantLike | null | undefined): Language[] {
  const base = defaultLanguageOf(restaurant);
  const offered = restaurant?.languages?.offered;
  const list = Array.isArray(offered) ? offered.filter(isLanguage) : [...LANGUAGES];
  return list.filter((language) => language !== base);
}
