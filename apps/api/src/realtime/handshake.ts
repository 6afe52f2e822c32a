/**
 * Who is on the other end of a socket: the handshake carries `auth: { token, clientType }`.
 * A missing, expired or revoked token refuses the connection with `connect_error` data
 * `{ code: 'UNAUTHORIZED' }` (the storefront then refreshes its token and reconnects). The
 * restaurant is the one the Host names, as for every HTTP call; a staff connection must be a
 * member of it.
 */
import type { FastifyInstance } from 'fastify';
import {
  REALTIME_MESSAGES,
  guestSocketAuth,
  socketHandshakeAuth,
  type ClientType,
  type RealtimeRefusal,
  type StaffRole,
} from '@platter/domain';
import { AppError } from '../platform/errors.ts';
import { staffRoleAt } from '../platform/auth.ts';

export interface SocketIdentity {
  userId: string;
  /** The session (refresh-token family) the token belongs to; checked again while connected. */
  sessionId: string;
  restaurantId: string;
  clientType: ClientType;
  /** Set for a staff connection. */
  role: StaffRole | null;
  /** A guest following one order by its link's token (issue 30): no account, no session; that order's room only. */
  guestOrderId?: string | null;
}

/** Whether a guest order link's token opens this order of this restaurant (the orders module's rule, handed in by app.ts). */
export type GuestOrderCheck = (restaurantId: string, orderId: string, token: string) => Promise<boolean>;

/** A refused handshake: Socket.IO sends `message` and `data` to the client's `connect_error`. */
export class HandshakeRefused extends Error {
  readonly data: RealtimeRefusal;
  constructor(code: RealtimeRefusal['code'], message: string) {
    super(message);
    this.data = { code };
  }
}

export async function identify(
  app: Pick<FastifyInstance, 'accessTokens' | 'restaurants' | 'db'> & { guestOrderOpens?: GuestOrderCheck },
  auth: unknown,
  hostHeader: string | undefined,
): Promise<SocketIdentity> {
  const guest = guestSocketAuth.safeParse(auth);
  if (guest.success && app.guestOrderOpens) {
    const restaurant = await app.restaurants.byHost(hostHeader);
    if (!restaurant) throw new HandshakeRefused('NOT_FOUND', REALTIME_MESSAGES.noRestaurant);
    const { orderId, orderToken } = guest.data;
    // The same answer for a wrong token and an order that is not there.
    if (!(await app.guestOrderOpens(restaurant.id, orderId, orderToken))) throw new HandshakeRefused('UNAUTHORIZED', REALTIME_MESSAGES.notAuthenticated);
    return { userId: `guest-order:${orderId}`, sessionId: `guest-order:${orderId}`, restaurantId: restaurant.id, clientType: 'customer', role: null, guestOrderId: orderId };
  }
  const parsed = socketHandshakeAuth.safeParse(auth);
  if (!parsed.success) {
    const hasToken = typeof auth === 'object' && auth !== null && 'token' in auth;
    throw hasToken
      ? new HandshakeRefused('BAD_REQUEST', REALTIME_MESSAGES.badHandshake)
      : new HandshakeRefused('UNAUTHORIZED', REALTIME_MESSAGES.notAuthenticated);
  }
  let userId: string;
  let sessionId: string;
  try {
    ({ id: userId, sessionId } = await app.accessTokens.verify(parsed.data.token));
  } catch (err) {
    if (err instanceof AppError) throw new HandshakeRefused('UNAUTHORIZED', REALTIME_MESSAGES.notAuthenticated);
    throw err;
  }
  const restaurant = await app.restaurants.byHost(hostHeader);
  if (!restaurant) throw new HandshakeRefused('NOT_FOUND', REALTIME_MESSAGES.noRestaurant);
  const { clientType } = parsed.data;
  if (clientType === 'customer') return { userId, sessionId, restaurantId: restaurant.id, clientType, role: null };
  const role = await staffRoleAt(app.db, userId, restaurant.id);
  if (role === 'elsewhere') throw new HandshakeRefused('NOT_FOUND', REALTIME_MESSAGES.noRestaurant);
  if (!role) throw new HandshakeRefused('FORBIDDEN', REALTIME_MESSAGES.staffOnly);
  return { userId, sessionId, restaurantId: restaurant.id, clientType, role };
}
