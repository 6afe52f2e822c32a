/** The Delivery and payment section's calls: GET and PUT /staff/settings/fulfilment, answers checked by the domain's contract. */
import { fulfilmentSettingsResponse, type FulfilmentSettings, type FulfilmentSettingsResponse } from '@platter/domain';
import { i18n } from '../../../i18n/index.ts';
import { http } from '../../../lib/http.ts';

export type FulfilmentSection = FulfilmentSettingsResponse['data'];


export async function getFulfilment(): Promise<FulfilmentSection> {
  return (await http.get('/staff/settings/fulfilment', fulfilmentSettingsResponse, i18n.t('staffFulfilment:loadFailed'))).data;
}

export async function saveFulfilment(version: number, settings: FulfilmentSettings): Promise<FulfilmentSection> {
  const body = { version, ...settings };
  return (await http.send('/staff/settings/fulfilment', { method: 'PUT', body }, fulfilmentSettingsResponse, i18n.t('staffFulfilment:saveFailed'))).data;
}
