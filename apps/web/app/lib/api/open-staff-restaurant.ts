import { staffHandoffResponse } from '@platter/domain';
import { i18n } from '../../i18n/index.ts';
import { http } from '../http.ts';

/**
 * POST /staff/restaurants/{id}/handoff → the other restaurant's staff switch page on its own
 * address, with a single-use, 60-second code in the fragment (issue 41).
 */
export async function openStaffRestaurant(restaurantId: string): Promise<string> {
  const answer = await http.send('/staff/restaurants/' + encodeURIComponent(restaurantId) + '/handoff', { method: 'POST' }, staffHandoffResponse, i18n.t('staffSwitch:openFailed'));
  return answer.data.url;
}
