/**
 * Which dishes the signed-in diner has hearted, for the hearts on the menu, the product page and
 * /favorites. Public pages carry no TanStack Query (Home's budget), so the ids live in this small
 * store, and all that only a signed-in diner needs (fetching, taps, rollback) lives in
 * ./favorite-sync.ts, loaded when such a diner sees a heart. Guests never load it.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import { useHydrated } from '../hydrated.ts';
import { useSessionStore } from '../session-store.ts';

/** Ids older than this are fetched again when a heart appears (the query cache's default staleness). */
const FRESH_MS = 60_000;
export const GUEST_FAVORITE_KEY = 'platter:favorite-intent';

export interface FavoriteDish {
  _id: string;
  name: string;
}

export interface FavoriteIdsState {
  /** Whose ids these are; null until known (and after sign-out). */
  owner: string | null;
  ids: ReadonlySet<string>;
  loadedAt: number;
  /** Taps not yet confirmed by the server: a list that arrives meanwhile must not undo them. */
  wishes: ReadonlyMap<string, boolean>;
  /** What the server holds, as last learned (a list, or an answered tap). */
  known: ReadonlyMap<string, boolean>;
}

export const NO_FAVORITES: FavoriteIdsState = { owner: null, ids: new Set(), loadedAt: 0, wishes: new Map(), known: new Map() };

export const useFavoriteIdsStore = create<FavoriteIdsState>()(() => NO_FAVORITES);

export function signedInUserId(): string | null {
  const { isLoggedIn, user } = useSessionStore.getState();
  return isLoggedIn ? (user?._id ?? null) : null;
}

// Another diner (or none) in this tab: forget the previous one's hearts.
useSessionStore.subscribe((session) => {
  const owner = useFavoriteIdsStore.getState().owner;
  if (owner !== null && (!session.isLoggedIn || session.user?._id !== owner)) useFavoriteIdsStore.setState(NO_FAVORITES);
});

const loadSync = () => import('./favorite-sync.ts');

let loading: { owner: string; done: Promise<void> } | null = null;

/** Fetches the signed-in diner's ids unless fresh ones are here or on their way. */
export function requestFavoriteIds(): Promise<void> {
  const owner = signedInUserId();
  if (!owner || useSessionStore.getState().status !== 'ready') return Promise.resolve();
  const state = useFavoriteIdsStore.getState();
  if (state.owner === owner && Date.now() - state.loadedAt < FRESH_MS) return Promise.resolve();
  if (loading?.owner === owner) return loading.done;
  const done = loadSync()
    .then((sync) => sync.loadFavoriteIds(owner))
    .catch(() => undefined) // the hearts stay empty; the next page tries again
    .finally(() => {
      if (loading?.done === done) loading = null;
    });
  loading = { owner, done };
  return done;
}

/** A signed-in diner's tap (the module is usually loaded already: the hearts asked for the ids). */
export function toggleFavorite(dish: FavoriteDish): void {
  void loadSync().then((sync) => sync.toggleFavorite(dish));
}

/** A guest's tap: remembered in this tab, so the dish is saved once they sign in and come back. */
export function rememberGuestFavorite(dish: FavoriteDish): void {
  try {
    sessionStorage.setItem(GUEST_FAVORITE_KEY, JSON.stringify({ _id: dish._id, name: dish.name, at: Date.now() }));
  } catch {
    // storage refused (private mode): they will tap again after signing in
  }
}

/**
 * Whether the dish is one of the signed-in diner's favourites. False on the server, during
 * hydration and for guests, so the first paint matches the server's; the ids are requested
 * once the browser knows the session.
 */
export function useIsFavorite(productId: string): boolean {
  const hydrated = useHydrated();
  const owner = useSessionStore((s) => (s.isLoggedIn && s.status === 'ready' ? (s.user?._id ?? null) : null));
  useEffect(() => {
    if (hydrated && owner) void requestFavoriteIds();
  }, [hydrated, owner]);
  return useFavoriteIdsStore((s) => hydrated && owner !== null && s.owner === owner && s.ids.has(productId));
}
