/** The Loyalty section's calls: GET and PUT /staff/settings/loyalty (Owner), answers checked by the domain's contract. */
import { loyaltySettingsResponse, type LoyaltySettings, type LoyaltySettingsResponse } from '@platter/domain';
import { i18n } from '../../../i18n/index.ts';
import { http } from '../../../lib/http.ts';

export type LoyaltySection = LoyaltySettingsResponse['data'];


export async function getLoyaltySettings(): Promise<LoyaltySection> {
  return (await http.get('/staff/settings/loyalty', loyaltySettingsResponse, i18n.t('staffLoyalty:loadFailed'))).data;
}

export async function saveLoyaltySettings(version: number, settings: LoyaltySettings): Promise<LoyaltySection> {
  const body = { version, ...settings };
  return (await http.send('/staff/settings/loyalty', { method: 'PUT', body }, loyaltySettingsResponse, i18n.t('staffLoyalty:saveFailed'))).data;
}
