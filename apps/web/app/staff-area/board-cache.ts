import type { Order } from '@platter/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { BoardOrders } from '../lib/api/get-board-orders.ts';
import { staffKeys } from '../lib/api/query-keys.ts';
import { newerOrder } from './board-model.ts';

/** added: a new card; replaced: the card moved on; kept: the board already had this or newer; unloaded: no board yet (its fetch will bring it). */
export type BoardChange = 'added' | 'replaced' | 'kept' | 'unloaded';

/**
 * An order the server has just sent (`order_created`, `order_status_updated`, a move's answer)
 * goes onto the board: a new one is added at the end (the board is oldest first), a known one
 * replaced unless the board already holds a newer copy.
 */
export function storeBoardOrder(queryClient: QueryClient, order: Order): BoardChange {
  let change: BoardChange = 'unloaded';
  queryClient.setQueryData<BoardOrders>(staffKeys.board(), (board) => {
    if (!board) return board;
    const index = board.orders.findIndex((o) => o._id === order._id);
    if (index === -1) {
      change = 'added';
      return { ...board, orders: [...board.orders, order] };
    }
    const current = board.orders[index]!;
    const kept = newerOrder(current, order);
    if (kept === current) {
      change = 'kept';
      return board;
    }
    change = 'replaced';
    return { ...board, orders: board.orders.map((o, i) => (i === index ? kept : o)) };
  });
  return change;
}
