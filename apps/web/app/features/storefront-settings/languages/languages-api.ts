/** The Languages section's calls: GET and PUT /staff/settings/languages, answers checked by the domain's contract. */
import { languagesSettingsResponse, type LanguagesSettings, type LanguagesSettingsResponse } from '@platter/domain';
import { i18n } from '../../../i18n/index.ts';
import { http } from '../../../lib/http.ts';

export type LanguagesSection = LanguagesSettingsResponse['data'];


export async function getLanguagesSettings(): Promise<LanguagesSection> {
  return (await http.get('/staff/settings/languages', languagesSettingsResponse, i18n.t('staffLanguages:loadFailed'))).data;
}

export async function saveLanguagesSettings(version: number, settings: LanguagesSettings): Promise<LanguagesSection> {
  const body = { version, ...settings };
  return (await http.send('/staff/settings/languages', { method: 'PUT', body }, languagesSettingsResponse, i18n.t('staffLanguages:saveFailed'))).data;
}
