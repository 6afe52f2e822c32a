import { type SlotOrderType, type SlotsResponse, slotsResponse } from '@platter/domain';
import { queryOptions } from '@tanstack/react-query';
import { i18n } from '../../i18n/index.ts';
import { http } from '../http.ts';
import { slotKeys } from './query-keys.ts';

export type Slots = SlotsResponse['data'];

/** Fetched again this often while checkout is open: the busy switch and other diners' orders move it. */
export const SLOTS_REFETCH_MS = 30_000;

/** GET /slots?type= → data {slots (every day diners may schedule for, earliest first), asap {available, readyAt}}. */
export async function getSlots(type: SlotOrderType): Promise<Slots> {
  const { data } = await http.get(`/slots?type=${type}`, slotsResponse, i18n.t('checkout:slots.loadFailed'));
  return data;
}

export const slotsQuery = (type: SlotOrderType) =>
  queryOptions({ queryKey: slotKeys.list(type), queryFn: () => getSlots(type), staleTime: 10_000, refetchInterval: SLOTS_REFETCH_MS });
