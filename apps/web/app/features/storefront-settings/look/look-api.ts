/** The Look section's calls: GET and PUT /staff/settings/look, answers checked by the domain's contract. */
import { lookSettingsResponse, type LookSettings, type LookSettingsResponse } from '@platter/domain';
import { i18n } from '../../../i18n/index.ts';
import { http } from '../../../lib/http.ts';

export type LookSection = LookSettingsResponse['data'];

export const lookKeys = { section: () => ['staff', 'settings', 'look'] as const };

export async function getLook(): Promise<LookSection> {
  return lookSettingsResponse.parse(await http.get('/staff/settings/look', i18n.t('staffLook:loadFailed'))).data;
}

export async function saveLook(version: number, settings: LookSettings): Promise<LookSection> {
  const body = { version, ...settings };
  return lookSettingsResponse.parse(await http.send('/staff/settings/look', { method: 'PUT', body }, i18n.t('staffLook:saveFailed'))).data;
}
