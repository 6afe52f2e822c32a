/**
 * The offers section's calls, one function per endpoint under /api/v1/staff/promotions, each
 * answer checked against the domain's contract (contracts/promotion-editing.ts), with the signed-in
 * client (bearer token, one refresh on 401); and the section's cache: the list as one entry, an
 * answered promotion put straight in, so the list shows what the server saved without a refetch.
 */
import { promotionRemovedResponse, staffPromotionResponse, staffPromotionsResponse, type EditablePromotion, type PromotionChange, type PromotionCreate, type PromotionRemovedResponse } from '@platter/domain';
import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n/index.ts';
import { http } from '../../../lib/http.ts';
import { offerKeys } from '../../../lib/api/query-keys.ts';

const failed = () => i18n.t('staffOffers:saveFailed');
const path = (id: string, then = '') => `/staff/promotions/${encodeURIComponent(id)}${then}`;


/** GET /staff/promotions: every promotion, newest first, paused and ended ones too. */
export async function getOffers(): Promise<EditablePromotion[]> {
  return (await http.get('/staff/promotions', staffPromotionsResponse, i18n.t('staffOffers:loadFailed'))).data.promotions;
}

export async function createOffer(body: PromotionCreate): Promise<EditablePromotion> {
  return (await http.send('/staff/promotions', { method: 'POST', body }, staffPromotionResponse, failed())).data.promotion;
}

export async function updateOffer(id: string, body: PromotionChange): Promise<EditablePromotion> {
  return (await http.send(path(id), { method: 'PATCH', body }, staffPromotionResponse, failed())).data.promotion;
}

/** POST …/pause, …/resume or …/end. */
export async function moveOffer(id: string, move: 'pause' | 'resume' | 'end'): Promise<EditablePromotion> {
  return (await http.send(path(id, `/${move}`), { method: 'POST' }, staffPromotionResponse, failed())).data.promotion;
}

/** DELETE: 'deleted', or 'ended' (with the promotion as it is now) when it was ever used. */
export async function deleteOffer(id: string): Promise<PromotionRemovedResponse['data']> {
  return (await http.send(path(id), { method: 'DELETE' }, promotionRemovedResponse, failed())).data;
}

/** An answered promotion into the list (new ones first, as the server lists them). */
export function storeOffer(queryClient: QueryClient, promotion: EditablePromotion) {
  queryClient.setQueryData<EditablePromotion[]>(offerKeys.list(), (list) =>
    list ? (list.some((p) => p._id === promotion._id) ? list.map((p) => (p._id === promotion._id ? promotion : p)) : [promotion, ...list]) : list,
  );
}

export function forgetOffer(queryClient: QueryClient, id: string) {
  queryClient.setQueryData<EditablePromotion[]>(offerKeys.list(), (list) => list?.filter((p) => p._id !== id));
}
