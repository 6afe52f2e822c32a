import { promotionsResponse, type PublicPromotion } from '@platter/domain';
import type { ApiClient } from '../../../lib/api-client.ts';
import { splitPromotions } from '../../../lib/offer-facts.ts';

/** The page's data: the offers and the rewards of the public list, or the error text it shows. */
export type PromotionsData = { ok: true; offers: PublicPromotion[]; rewards: PublicPromotion[] } | { ok: false; error: string };

/** Home's call and wording: the offers valid now that the restaurant shows to diners. */
export const PUBLIC_PROMOTIONS_PATH = '/promotions/public?isValidNow=true&displayToCustomers=true';
export const LOAD_ERROR = 'Could not load offers';

export async function loadPromotions(api: ApiClient): Promise<PromotionsData> {
  try {
    const answer = await api.get(PUBLIC_PROMOTIONS_PATH, promotionsResponse, LOAD_ERROR);
    return { ok: true, ...splitPromotions(answer.data.promotions) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : LOAD_ERROR };
  }
}
