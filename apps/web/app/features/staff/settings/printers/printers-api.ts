/** The Printers section's calls: GET and PUT /staff/settings/printers, answers checked by the domain's contract. */
import { printersSettingsResponse, type PrintersSettings, type PrintersSettingsResponse } from '@platter/domain';
import { i18n } from '../../../../i18n/index.ts';
import { http } from '../../../../lib/http.ts';

export type PrintersSection = PrintersSettingsResponse['data'];

export const printersKeys = { section: () => ['staff', 'settings', 'printers'] as const };

export async function getPrinters(): Promise<PrintersSection> {
  return printersSettingsResponse.parse(await http.get('/staff/settings/printers', i18n.t('staffPrinters:loadFailed'))).data;
}

export async function savePrinters(version: number, settings: PrintersSettings): Promise<PrintersSection> {
  const body = { version, ...settings };
  return printersSettingsResponse.parse(await http.send('/staff/settings/printers', { method: 'PUT', body }, i18n.t('staffPrinters:saveFailed'))).data;
}
