import { busyResponse, type BusyState, type KitchenLoad, kitchenLoadResponse } from '@platter/domain';
import { queryOptions } from '@tanstack/react-query';
import { i18n } from '../../i18n/index.ts';
import { http } from '../http.ts';
import { kitchenKeys } from './query-keys.ts';

/** The board refreshes the slots' counts this often (orders arrive live; the counts follow). */
const KITCHEN_REFETCH_MS = 30_000;

/** GET /staff/kitchen-load → data.load {busy, pickup, delivery}: the coming slots against their caps. */
export async function getKitchenLoad(): Promise<KitchenLoad> {
  const { data } = await http.get('/staff/kitchen-load', kitchenLoadResponse, i18n.t('staff:kitchen.loadFailed'));
  return data.load;
}

export const kitchenLoadQuery = () => queryOptions({ queryKey: kitchenKeys.load(), queryFn: getKitchenLoad, refetchInterval: KITCHEN_REFETCH_MS });

/** PUT /staff/busy {extraMinutes} (0 ends it; Staff may only add time) → data.busy. */
export async function setBusy(extraMinutes: number): Promise<BusyState> {
  const { data } = await http.send('/staff/busy', { method: 'PUT', body: { extraMinutes } }, busyResponse, i18n.t('staff:kitchen.busyFailed'));
  return data.busy;
}
