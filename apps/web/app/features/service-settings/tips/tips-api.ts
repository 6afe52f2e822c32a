/** The Tips section's calls: GET and PUT /staff/settings/tips, answers checked by the domain's contract. */
import { tipsSettingsResponse, type TipsSettings, type TipsSettingsResponse } from '@platter/domain';
import { i18n } from '../../../i18n/index.ts';
import { http } from '../../../lib/http.ts';

export type TipsSection = TipsSettingsResponse['data'];


export async function getTipsSettings(): Promise<TipsSection> {
  return (await http.get('/staff/settings/tips', tipsSettingsResponse, i18n.t('staffTipSettings:loadFailed'))).data;
}

export async function saveTipsSettings(version: number, settings: TipsSettings): Promise<TipsSection> {
  const body = { version, ...settings };
  return (await http.send('/staff/settings/tips', { method: 'PUT', body }, tipsSettingsResponse, i18n.t('staffTipSettings:saveFailed'))).data;
}
