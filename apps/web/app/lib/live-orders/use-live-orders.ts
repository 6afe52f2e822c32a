import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { orderKeys } from '../api/query-keys.ts';
import { refreshAccessToken } from '../http.ts';
import { useSessionStore } from '../session-store.ts';
import { applyLiveOrder } from './apply-live-order.ts';
import { openLiveChannel } from '../live-socket.ts';
import { liveOrdersChannel } from './live-orders.ts';

/** Moving between the order pages keeps the connection (one page unmounts before the next mounts). */
const LINGER_MS = 2_000;

interface Shared {
  userId: string;
  queryClient: QueryClient;
  users: number;
  idle: ReturnType<typeof setTimeout> | null;
  stop: () => void;
}

let shared: Shared | null = null;

/** Opens the channel (socket.io-client loads then, so only the pages that use it download it). */
function open(userId: string, queryClient: QueryClient): () => void {
  return openLiveChannel({
    token: () => useSessionStore.getState().accessToken,
    refresh: refreshAccessToken,
    ...liveOrdersChannel({
      userId,
      onOrder: (order) => applyLiveOrder(queryClient, order),
      onResync: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    }),
  });
}

function close(connection: Shared) {
  if (connection.idle) clearTimeout(connection.idle);
  connection.stop();
  if (shared === connection) shared = null;
}

function acquire(userId: string, queryClient: QueryClient): () => void {
  if (shared && (shared.userId !== userId || shared.queryClient !== queryClient)) close(shared);
  shared ??= { userId, queryClient, users: 0, idle: null, stop: open(userId, queryClient) };
  const connection = shared;
  if (connection.idle) clearTimeout(connection.idle);
  connection.idle = null;
  connection.users += 1;
  return () => {
    connection.users -= 1;
    if (connection.users > 0) return;
    // Logged out or another diner: at once. Otherwise shortly, unless another order page takes it over.
    if (useSessionStore.getState().user?._id !== userId) close(connection);
    else connection.idle = setTimeout(() => close(connection), LINGER_MS);
  };
}

/**
 * Live order updates while a signed-in diner is on /orders or /orders/{id}: connected for the
 * diner (again after a login change), disconnected on logout and on leaving these pages.
 */
export function useLiveOrders(enabled = true): void {
  const queryClient = useQueryClient();
  const userId = useSessionStore((state) => (enabled && state.isLoggedIn ? (state.user?._id ?? null) : null));
  useEffect(() => {
    if (!userId) return;
    return acquire(userId, queryClient);
  }, [userId, queryClient]);
}
