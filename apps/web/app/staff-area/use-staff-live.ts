import { REALTIME_EVENTS, type Order } from '@platter/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { staffKeys } from '../lib/api/query-keys.ts';
import { refreshAccessToken } from '../lib/http.ts';
import { isLiveOrder, orderingOf } from '../lib/live-orders/live-orders.ts';
import { openLiveChannel, type LiveStatus } from '../lib/live-socket.ts';
import { applyLiveOrdering } from '../lib/restaurant.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { storeBoardOrder } from './board-cache.ts';

/**
 * The restaurant's live channel while staff are in the staff area: a staff socket (it joins the
 * restaurant's room on connect) whose `order_created` adds a card and `order_status_updated`
 * replaces one, `ordering_changed` pauses or resumes the switch. After a reconnection the board is
 * fetched again (events were missed). A pass
 * tablet should never give up, so the client retries without limit; only a close by the server
 * (the account left the staff, the session ended) stops it, and the board is asked again. Returns the connection's
 * state; `onNewOrder` hears each order the board did not have yet.
 */
export function useStaffLive(userId: string, onNewOrder: (order: Order) => void): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const announce = useRef(onNewOrder);
  useEffect(() => {
    announce.current = onNewOrder;
  }, [onNewOrder]);

  // Opened again for another account (its token and restaurant room differ).
  useEffect(
    () =>
      openLiveChannel({
        clientType: 'staff',
        reconnectionAttempts: Infinity,
        token: () => useSessionStore.getState().accessToken,
        refresh: refreshAccessToken,
        onStatus: setStatus,
        onConnect: (_socket, reconnected) => {
          if (reconnected) void queryClient.invalidateQueries({ queryKey: staffKeys.board() });
        },
        // Removed from the team (or signed out elsewhere): the board asks the API, whose 403/404
        // shows the 404 page (a 401 ends the session and sends the page to sign in).
        onClosedByServer: () => void queryClient.invalidateQueries({ queryKey: staffKeys.board() }),
        events: {
          [REALTIME_EVENTS.orderCreated]: (payload) => {
            if (!isLiveOrder(payload)) return;
            const change = storeBoardOrder(queryClient, payload);
            if (change === 'added' || change === 'unloaded') announce.current(payload);
          },
          [REALTIME_EVENTS.orderStatusUpdated]: (payload) => {
            if (isLiveOrder(payload)) storeBoardOrder(queryClient, payload);
          },
          // Another tablet paused or resumed online ordering: the switch (and every reader of the configuration) follows.
          [REALTIME_EVENTS.orderingChanged]: (payload) => {
            const accepting = orderingOf(payload);
            if (accepting !== null) applyLiveOrdering(accepting);
          },
        },
      }),
    [queryClient, userId],
  );
  return status;
}
