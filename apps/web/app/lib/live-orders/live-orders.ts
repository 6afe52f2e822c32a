/**
 * The diner's live order updates (spec 4 "Realtime socket", spec 7 "Realtime") on the shared
 * live channel (`../live-socket.ts`): a customer connection that joins the diner's own room on
 * every (re)connection and hands each `order_status_updated` order to `onOrder`; after a
 * reconnection `onResync` (whatever was sent meanwhile was missed).
 */
import { isOrderStatus, REALTIME_EVENTS, type Order } from '@platter/domain';
import { connectLiveChannel, type LiveChannelOptions } from '../live-socket.ts';

/** Spec 9: five reconnection attempts. */
export const LIVE_RECONNECTION_ATTEMPTS = 5;

export interface LiveOrdersOptions extends Pick<LiveChannelOptions, 'connect' | 'url' | 'token' | 'refresh'> {
  userId: string;
  onOrder: (order: Order) => void;
  /** After a reconnection: the order data is fetched again. */
  onResync: () => void;
}

/** `ordering_changed`'s payload (the staff room's): `{ isAcceptingOrders }`, else null. */
export function orderingOf(payload: unknown): boolean | null {
  if (!payload || typeof payload !== 'object') return null;
  const value = (payload as { isAcceptingOrders?: unknown }).isAcceptingOrders;
  return typeof value === 'boolean' ? value : null;
}

/** The event carries the full order (GET /orders/{id} data.order); anything else is ignored. */
export function isLiveOrder(payload: unknown): payload is Order {
  if (!payload || typeof payload !== 'object') return false;
  const order = payload as Partial<Record<keyof Order, unknown>>;
  return typeof order._id === 'string' && isOrderStatus(order.status) && Array.isArray(order.statusHistory) && Array.isArray(order.items);
}

/** What a diner's channel does on top of the shared one: its room, its events, the resync. */
export function liveOrdersChannel(options: Pick<LiveOrdersOptions, 'userId' | 'onOrder' | 'onResync'>): Pick<LiveChannelOptions, 'clientType' | 'reconnectionAttempts' | 'onConnect' | 'events'> {
  return {
    clientType: 'customer',
    reconnectionAttempts: LIVE_RECONNECTION_ATTEMPTS,
    onConnect: (socket, reconnected) => {
      socket.emit(REALTIME_EVENTS.joinUserRoom, options.userId);
      if (reconnected) options.onResync();
    },
    events: {
      [REALTIME_EVENTS.orderStatusUpdated]: (payload) => {
        if (isLiveOrder(payload)) options.onOrder(payload);
      },
    },
  };
}

/** Connects (an expired token is refreshed once, then it reconnects) and returns the disconnect. */
export function connectLiveOrders(options: LiveOrdersOptions): () => void {
  const { connect, url, token, refresh } = options;
  return connectLiveChannel({ connect, url, token, refresh, ...liveOrdersChannel(options) });
}
