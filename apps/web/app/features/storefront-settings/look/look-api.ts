/** The Look section's calls: GET and PUT /staff/settings/look, answers checked by the domain's contract. */
import { lookSettingsResponse, type LookSettings, type LookSettingsResponse } from '@platter/domain';
import { i18n } from '../../../i18n/index.ts';
import { http } from '../../../lib/http.ts';

export type LookSection = LookSettingsResponse['data'];


export async function getLook(): Promise<LookSection> {
  return (await http.get('/staff/settings/look', lookSettingsResponse, i18n.t('staffLook:loadFailed'))).data;
}

export async function saveLook(version: number, settings: LookSettings): Promise<LookSection> {
  const body = { version, ...settings };
  return (await http.send('/staff/settings/look', { method: 'PUT', body }, lookSettingsResponse, i18n.t('staffLook:saveFailed'))).data;
}
