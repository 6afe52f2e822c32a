import type { Order } from '@platter/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { REALTIME_EVENTS } from '@platter/domain';
import { orderKeys } from '../api/query-keys.ts';
import { openLiveChannel } from '../live-socket.ts';
import { applyLiveOrder } from './apply-live-order.ts';

/** A guest's order page (issue 30): the live channel with the link's token, hearing that order only. */
export function useGuestLiveOrder(orderId: string, orderToken: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!orderToken) return;
    return openLiveChannel({
      clientType: 'customer',
      reconnectionAttempts: 10,
      token: () => null,
      refresh: async () => null,
      guestOrder: { orderId, orderToken },
      // Reconnected: whatever moved meanwhile is read again.
      onConnect: (_socket, reconnected) => {
        if (reconnected) void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
      },
      events: { [REALTIME_EVENTS.orderStatusUpdated]: (payload) => applyLiveOrder(queryClient, payload as Order) },
    });
  }, [orderId, orderToken, queryClient]);
}
