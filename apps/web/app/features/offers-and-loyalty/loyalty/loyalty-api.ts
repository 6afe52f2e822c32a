/** The Loyalty section's calls: GET and PUT /staff/settings/loyalty (Owner), answers checked by the domain's contract. */
import { loyaltySettingsResponse, type LoyaltySettings, type LoyaltySettingsResponse } from '@platter/domain';
import { i18n } from '../../../i18n/index.ts';
import { http } from '../../../lib/http.ts';

export type LoyaltySection = LoyaltySettingsResponse['data'];

export const loyaltySettingsKeys = { section: () => ['staff', 'settings', 'loyalty'] as const };

export async function getLoyaltySettings(): Promise<LoyaltySection> {
  return loyaltySettingsResponse.parse(await http.get('/staff/settings/loyalty', i18n.t('staffLoyalty:loadFailed'))).data;
}

export async function saveLoyaltySettings(version: number, settings: LoyaltySettings): Promise<LoyaltySection> {
  const body = { version, ...settings };
  return loyaltySettingsResponse.parse(await http.send('/staff/settings/loyalty', { method: 'PUT', body }, i18n.t('staffLoyalty:saveFailed'))).data;
}
