/**
 * The live channel (spec section 7, "Realtime"; architecture.md, "Side effects and realtime"):
 * Socket.IO on the same origin at `/socket.io`, websocket transport, the access token in the
 * handshake's `auth`. The names here are the wire names both sides use.
 */
import { z } from 'zod';

export const REALTIME_PATH = '/socket.io';

export const CLIENT_TYPES = ['customer', 'staff'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/** What a client sends in `io(url, { auth })`. */
export const socketHandshakeAuth = z.object({
  token: z.string().min(1).max(4096),
  clientType: z.enum(CLIENT_TYPES).default('customer'),
});
export type SocketHandshakeAuth = z.input<typeof socketHandshakeAuth>;
/** A guest following one order (issue 30): the order and its link's token instead of an access token; joins that order's room only. */
export const guestSocketAuth = z.object({
  orderId: z.uuid(),
  orderToken: z.string().min(20).max(100),
  clientType: z.literal('customer').default('customer'),
});
export type GuestSocketAuth = z.input<typeof guestSocketAuth>;

export const REALTIME_EVENTS = {
  /** client → server: the diner's own user id (a string, or `{ userId }`). */
  joinUserRoom: 'join_user_room',
  /** server → client: `{ room }` once joined. */
  userRoomJoinedAck: 'user_room_joined_ack',
  /** server → client: the full order, the shape of `GET /orders/{id}` → data.order. */
  orderStatusUpdated: 'order_status_updated',
  /** server → staff: a new order, the same shape. */
  orderCreated: 'order_created',
  /**
   * server → staff and every storefront socket of the restaurant: online ordering was paused or
   * resumed, `{ isAcceptingOrders }` (public: the storefront's configuration says the same).
   */
  orderingChanged: 'ordering_changed',
  /** server → client: a refused request (`{ code, message }`), e.g. another diner's room. */
  error: 'realtime_error',
} as const;

/** The payload of `ordering_changed`: nothing but the public switch. */
export const orderingChangedPayload = z.object({ isAcceptingOrders: z.boolean() });
export type OrderingChanged = z.infer<typeof orderingChangedPayload>;

/** `connect_error` data when the handshake is refused; `UNAUTHORIZED` means: refresh the token and reconnect. */
export interface RealtimeRefusal {
  code: 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_REQUEST' | 'TOO_MANY';
}

export const REALTIME_MESSAGES = {
  notAuthenticated: 'User not authenticated.',
  badHandshake: 'The connection must carry auth: { token, clientType }.',
  notYourRoom: 'You can only follow your own orders.',
  noRestaurant: 'No restaurant is configured for this address.',
  staffOnly: "This is for the restaurant's staff only.",
  tooManyConnections: 'Too many live connections for this account. Close some tabs and try again.',
  tooManyMessages: 'Too many messages on the live connection. It was closed; reload the page to follow your orders again.',
} as const;
