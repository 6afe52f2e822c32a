/** The Languages section's calls: GET and PUT /staff/settings/languages, answers checked by the domain's contract. */
import { languagesSettingsResponse, type LanguagesSettings, type LanguagesSettingsResponse } from '@platter/domain';
import { i18n } from '../../../i18n/index.ts';
import { http } from '../../../lib/http.ts';

export type LanguagesSection = LanguagesSettingsResponse['data'];

export const languagesSettingsKeys = { section: () => ['staff', 'settings', 'languages'] as const };

export async function getLanguagesSettings(): Promise<LanguagesSection> {
  return languagesSettingsResponse.parse(await http.get('/staff/settings/languages', i18n.t('staffLanguages:loadFailed'))).data;
}

export async function saveLanguagesSettings(version: number, settings: LanguagesSettings): Promise<LanguagesSection> {
  const body = { version, ...settings };
  return languagesSettingsResponse.parse(await http.send('/staff/settings/languages', { method: 'PUT', body }, i18n.t('staffLanguages:saveFailed'))).data;
}
