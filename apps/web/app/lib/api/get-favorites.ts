import { type Favorite, favoritesResponse } from '@platter/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18n } from '../../i18n/index.ts';
import { acceptFavoriteIds } from '../favorites/favorite-sync.ts';
import { http } from '../http.ts';
import { useSessionStore } from '../session-store.ts';
import { favoriteKeys } from './query-keys.ts';

/** GET /favorites → data.favorites, newest first; the hearts learn the same ids. */
export async function getFavorites(): Promise<Favorite[]> {
  const { data } = await http.get('/favorites', favoritesResponse, i18n.t('favorites:loadFailed'));
  const userId = useSessionStore.getState().user?._id;
  if (userId) acceptFavoriteIds(userId, data.favorites.map((f) => f.productId));
  return data.favorites;
}

/** Fetched afresh on every visit: a dish un-hearted on the page stays until the diner comes back. */
export const favoritesQuery = () => queryOptions({ queryKey: favoriteKeys.list(), queryFn: getFavorites, staleTime: 0 });

export function useFavorites() {
  return useQuery(favoritesQuery());
}
