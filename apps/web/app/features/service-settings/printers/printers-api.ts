/** The Printers section's calls: GET and PUT /staff/settings/printers, and its test page; answers checked by the domain's contract. */
import { printersSettingsResponse, testPrintResponse, type PrintersSettings, type PrintersSettingsResponse, type TestPrint } from '@platter/domain';
import { i18n } from '../../../i18n/index.ts';
import { http } from '../../../lib/http.ts';

export type PrintersSection = PrintersSettingsResponse['data'];


export async function getPrinters(): Promise<PrintersSection> {
  return (await http.get('/staff/settings/printers', printersSettingsResponse, i18n.t('staffPrinters:loadFailed'))).data;
}

export async function savePrinters(version: number, settings: PrintersSettings): Promise<PrintersSection> {
  const body = { version, ...settings };
  return (await http.send('/staff/settings/printers', { method: 'PUT', body }, printersSettingsResponse, i18n.t('staffPrinters:saveFailed'))).data;
}

/** POST /staff/settings/printers/test-print: a test page on a saved printer (one waiting per printer: asking again answers the same one). */
export async function sendTestPrint(printer: string): Promise<TestPrint> {
  return (await http.send('/staff/settings/printers/test-print', { method: 'POST', body: { printer } }, testPrintResponse, i18n.t('staffPrinters:test.sendFailed'))).data.testPrint;
}

/** GET /staff/settings/printers/test-print/{id}: the test page as it is now. */
export async function getTestPrint(id: string): Promise<TestPrint> {
  return (await http.get(`/staff/settings/printers/test-print/${id}`, testPrintResponse, i18n.t('staffPrinters:test.sendFailed'))).data.testPrint;
}
