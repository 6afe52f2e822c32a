import { type BoardOrdersResponse, boardOrdersResponse } from '@platter/domain';
import { queryOptions } from '@tanstack/react-query';
import { i18n } from '../../i18n/index.ts';
import { http } from '../http.ts';
import { staffKeys } from './query-keys.ts';

export type BoardOrders = BoardOrdersResponse['data'];

/** Missed events, or the day turning over (today's finished orders), are caught up by this. */
const BOARD_REFETCH_MS = 5 * 60_000;

/** GET /staff/orders (no filter) → data {orders (full, oldest first), truncated}: every active order and today's finished ones. */
export async function getBoardOrders(): Promise<BoardOrders> {
  const { data } = await http.get('/staff/orders', boardOrdersResponse, i18n.t('staff:board.loadFailed'));
  return data;
}

/** Kept current by the live channel; fetched again after a reconnection and every few minutes. */
export const boardOrdersQuery = () =>
  queryOptions({ queryKey: staffKeys.board(), queryFn: getBoardOrders, staleTime: Infinity, refetchInterval: BOARD_REFETCH_MS });
