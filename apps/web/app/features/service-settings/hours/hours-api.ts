/** The hours section's calls: GET and PUT /staff/settings/hours, answers checked by the domain's contract. */
import { hoursSettingsResponse, type HoursSettings, type HoursSettingsResponse } from '@platter/domain';
import { i18n } from '../../../i18n/index.ts';
import { http } from '../../../lib/http.ts';

export type HoursSection = HoursSettingsResponse['data'];


export async function getHours(): Promise<HoursSection> {
  return (await http.get('/staff/settings/hours', hoursSettingsResponse, i18n.t('staffHours:loadFailed'))).data;
}

/** PUT the whole section, made on `version`; a 409 STALE_EDIT carries the section as it is now. */
export async function saveHours(version: number, settings: HoursSettings): Promise<HoursSection> {
  const body = { version, ...settings };
  return (await http.send('/staff/settings/hours', { method: 'PUT', body }, hoursSettingsResponse, i18n.t('staffHours:saveFailed'))).data;
}
