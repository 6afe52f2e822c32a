import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { filtersFromSearchParams, NO_FILTERS, toggleLabel, withFilters, type MenuFilters } from './menu-filters.ts';

/** Typing settles into the address bar after this pause (so Back from a dish keeps the search). */
export const SEARCH_URL_DELAY_MS = 400;

const QUIET = { replace: true, preventScrollReset: true } as const;

/**
 * The menu's filters. Dietary and allergen choices live in the URL (`diet`, `free`); the
 * search box answers on every keystroke from local state and settles into `q` after a pause.
 * Both start from the URL, so the server renders the same list the browser hydrates.
 */
export function useMenuFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const [query, setQuery] = useState(fromUrl.query);
  const written = useRef(fromUrl.query.trim());

  // The URL changed under us (Back, a link): the box follows it.
  const urlQuery = fromUrl.query.trim();
  useEffect(() => {
    if (urlQuery === written.current) return;
    written.current = urlQuery;
    setQuery(urlQuery);
  }, [urlQuery]);

  // While the diner is leaving (they tapped a dish), a late write would navigate back to /menu
  // and cancel their choice: the pending write is dropped, and resumes if they stay.
  const leaving = useNavigation().state !== 'idle';
  useEffect(() => {
    const next = query.trim();
    if (leaving || next === written.current) return;
    const timer = window.setTimeout(() => {
      written.current = next;
      setSearchParams((prev) => withFilters(prev, { query: next }), QUIET);
    }, SEARCH_URL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query, leaving, setSearchParams]);

  // Filtering 200 dishes waits for a quiet moment so typing never stutters.
  const deferredQuery = useDeferredValue(query);
  const filters: MenuFilters = useMemo(
    () => ({ query: deferredQuery, dietary: fromUrl.dietary, allergenFree: fromUrl.allergenFree }),
    [deferredQuery, fromUrl.dietary, fromUrl.allergenFree],
  );

  const toggleDietary = useCallback(
    (label: string) =>
      setSearchParams((prev) => withFilters(prev, { dietary: toggleLabel(filtersFromSearchParams(prev).dietary, label) }), QUIET),
    [setSearchParams],
  );
  const toggleAllergen = useCallback(
    (allergen: string) =>
      setSearchParams(
        (prev) => withFilters(prev, { allergenFree: toggleLabel(filtersFromSearchParams(prev).allergenFree, allergen) }),
        QUIET,
      ),
    [setSearchParams],
  );
  const clearFilters = useCallback(
    () => setSearchParams((prev) => withFilters(prev, { dietary: [], allergenFree: [] }), QUIET),
    [setSearchParams],
  );
  const clearAll = useCallback(() => {
    written.current = '';
    setQuery('');
    setSearchParams((prev) => withFilters(prev, NO_FILTERS), QUIET);
  }, [setSearchParams]);

  return { query, setQuery, filters, toggleDietary, toggleAllergen, clearFilters, clearAll };
}
