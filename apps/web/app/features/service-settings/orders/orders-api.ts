/** The Orders section's calls: GET and PUT /staff/settings/orders, answers checked by the domain's contract. */
import { ordersSettingsResponse, type OrdersSettings, type OrdersSettingsResponse } from '@platter/domain';
import { i18n } from '../../../i18n/index.ts';
import { http } from '../../../lib/http.ts';

export type OrdersSection = OrdersSettingsResponse['data'];


export async function getOrdersSettings(): Promise<OrdersSection> {
  return (await http.get('/staff/settings/orders', ordersSettingsResponse, i18n.t('staffOrderSettings:loadFailed'))).data;
}

export async function saveOrdersSettings(version: number, settings: OrdersSettings): Promise<OrdersSection> {
  const body = { version, ...settings };
  return (await http.send('/staff/settings/orders', { method: 'PUT', body }, ordersSettingsResponse, i18n.t('staffOrderSettings:saveFailed'))).data;
}
