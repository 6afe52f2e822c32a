/**
 * Which languages the back office's editors (the menu, offers, slides, About) offer translation
 * fields for: the restaurant's offered languages beyond its default (issue 31; the back office's
 * Languages section sets both). A restaurant that offers one language gets no translation fields.
 */
import { DEFAULT_LANGUAGE, type Language, type RestaurantLanguages } from '@platter/domain';

interface RestaurantLike {
  languages: RestaurantLanguages;
}

export function defaultLanguageOf(restaurant: RestaurantLike | null | undefined): Language {
  return restaurant?.languages.default ?? DEFAULT_LANGUAGE;
}

export function translationLanguages(restaurant: RestaurantLike | null | undefined): Language[] {
  const base = defaultLanguageOf(restaurant);
  return (restaurant?.languages.offered ?? []).filter((language) => language !== base);
}
