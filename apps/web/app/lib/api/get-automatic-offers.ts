import { promotionsResponse, type PublicPromotion } from '@platter/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http.ts';
import { useSessionStore } from '../session-store.ts';
import { promotionKeys } from './query-keys.ts';

/** GET /promotions/automatic → the offers that apply by themselves for this diner (or guest) now. */
export async function getAutomaticOffers(): Promise<PublicPromotion[]> {
  const { data } = await http.get('/promotions/automatic', promotionsResponse);
  return data.promotions;
}

export const automaticOffersQuery = (userId: string | null) =>
  queryOptions({ queryKey: promotionKeys.automatic(userId), queryFn: getAutomaticOffers, staleTime: 60_000 });

/**
 * The cart's and checkout's offers. Until they load (or if they cannot), the cart is priced
 * without them: the server then answers with what changed, never charges more than it showed.
 */
export function useAutomaticOffers(): PublicPromotion[] {
  const userId = useSessionStore((state) => state.user?._id ?? null);
  return useQuery(automaticOffersQuery(userId)).data ?? [];
}
