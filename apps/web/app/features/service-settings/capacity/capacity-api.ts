/** The Kitchen capacity section's calls: GET and PUT /staff/settings/capacity, answers checked by the domain's contract. */
import { capacitySettingsResponse, type CapacitySettings, type CapacitySettingsResponse } from '@platter/domain';
import { i18n } from '../../../i18n/index.ts';
import { http } from '../../../lib/http.ts';

export type CapacitySection = CapacitySettingsResponse['data'];


export async function getCapacity(): Promise<CapacitySection> {
  return (await http.get('/staff/settings/capacity', capacitySettingsResponse, i18n.t('staffCapacity:loadFailed'))).data;
}

export async function saveCapacity(version: number, settings: CapacitySettings): Promise<CapacitySection> {
  const body = { version, ...settings };
  return (await http.send('/staff/settings/capacity', { method: 'PUT', body }, capacitySettingsResponse, i18n.t('staffCapacity:saveFailed'))).data;
}
