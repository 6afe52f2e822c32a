/**
 * The live channel: Socket.IO on the API's own HTTP server, same origin, path `/socket.io`,
 * websocket transport only (no sticky sessions needed behind a load balancer).
 *
 * - Handshake: `identify` (token, clientType, the Host's restaurant); refused → `connect_error`.
 * - A staff socket joins its restaurant's room at once (`roomsOnConnect`); a diner's socket joins
 *   its own room when
 *   it asks (`join_user_room` with its own user id → `user_room_joined_ack { room }`; any other id
 *   → `realtime_error`, no ack).
 * - The processor: every published domain event (after its transaction committed) is mapped to
 *   rooms by `deliveriesFor` and emitted there.
 * - Flooding: a socket may send MAX_MESSAGES_PER_SOCKET messages per MESSAGE_WINDOW_MS, and an
 *   account's sockets on one process MAX_MESSAGES_PER_USER together; the message past either gets
 *   `realtime_error` (RATE_LIMITED) and the socket is closed (a flood costs the others nothing).
 * - An ended session (logout, password change or reset, reused refresh token) closes its sockets
 *   at once: each socket is in its session's room, and `disconnectSockets` reaches every process.
 *   So does leaving a restaurant's team: a staff socket is also in its member's room there, and
 *   the handshake it would reconnect with refuses someone who is not on the staff.
 * - With REDIS_URL the Redis adapter carries emits (and those closes) between processes.
 */
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { REALTIME_EVENTS, REALTIME_MESSAGES, REALTIME_PATH, type Order, type OrderingChanged } from '@platter/domain';
import type { Config } from '../config.ts';
import { HandshakeRefused, identify, type GuestOrderCheck, type SocketIdentity } from './handshake.ts';
import { deliveriesFor, dinerRoom, roomsOnConnect, staffMemberRoom } from './rooms.ts';

/** Clients send only a room request; nothing they send needs more than this. */
const MAX_CLIENT_MESSAGE_BYTES = 4 * 1024;
/** Live connections one account may hold on one process (tabs and devices; bounds a token's abuse). */
export const MAX_SOCKETS_PER_USER = 20;
/** A client sends one room request per connection: these leave room for retries, never for a flood. */
export const MESSAGE_WINDOW_MS = 10_000;
export const MAX_MESSAGES_PER_SOCKET = 20;
export const MAX_MESSAGES_PER_USER = 60;

interface SocketData {
  identity: SocketIdentity;
}
interface ClientEvents {
  join_user_room: (payload: unknown) => void;
}
interface ServerEvents {
  user_room_joined_ack: (ack: { room: string }) => void;
  realtime_error: (refusal: { code: string; message: string }) => void;
  order_status_updated: (order: Order) => void;
  order_created: (order: Order) => void;
  ordering_changed: (change: OrderingChanged) => void;
}
type LiveServer = Server<ClientEvents, ServerEvents, Record<string, never>, SocketData>;
type LiveSocket = Socket<ClientEvents, ServerEvents, Record<string, never>, SocketData>;

/** `join_user_room` payload: the user id, as a string or `{ userId }`. */
function requestedUserId(payload: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (typeof payload === 'object' && payload !== null && 'userId' in payload) {
    const { userId } = payload as { userId: unknown };
    return typeof userId === 'string' ? userId : null;
  }
  return null;
}

/**
 * Closes the socket once its session is revoked (logout elsewhere, password change, a stolen
 * refresh token): the token was checked at the handshake only, so the session is checked again
 * every `everyMs` (spread by up to a fifth, so sockets of one deploy do not check together).
 */
function watchSession(app: FastifyInstance, socket: LiveSocket, everyMs: number): void {
  const { userId, sessionId } = socket.data.identity;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(check, everyMs + Math.floor(Math.random() * everyMs * 0.2));
    timer.unref();
  };
  const check = () => {
    app.accessTokens.sessionIsLive(userId, sessionId).then(
      (live) => (live ? schedule() : socket.disconnect(true)),
      (err: unknown) => {
        app.log.warn({ err }, 'realtime session check failed; checking again later');
        schedule();
      },
    );
  };
  schedule();
  socket.on('disconnect', () => clearTimeout(timer));
}

/** The room of one session's sockets (an access token's `sid`): closed together when it ends. */
function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}

/** Messages counted per key in fixed windows of MESSAGE_WINDOW_MS (real time: not a business rule). */
class MessageCounter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  /** Counts one message; false once the key has sent more than `max` in this window. */
  allow(key: string, max: number, now = Date.now()): boolean {
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= MESSAGE_WINDOW_MS) {
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count <= max;
  }

  forget(key: string): void {
    this.windows.delete(key);
  }
}

/** Closes a socket that sends past its own or its account's allowance, before the message is handled. */
function limitMessages(socket: LiveSocket, perUser: MessageCounter): void {
  const { userId } = socket.data.identity;
  const perSocket = new MessageCounter();
  let closed = false;
  socket.use((_packet, next) => {
    if (closed) return;
    if (perSocket.allow('socket', MAX_MESSAGES_PER_SOCKET) && perUser.allow(userId, MAX_MESSAGES_PER_USER)) return next();
    closed = true;
    socket.emit(REALTIME_EVENTS.error, { code: 'RATE_LIMITED', message: REALTIME_MESSAGES.tooManyMessages });
    socket.disconnect(true);
  });
}

function onConnection(socket: LiveSocket, socketsPerUser: Map<string, number>, messagesPerUser: MessageCounter): void {
  const { identity } = socket.data;
  void socket.join(sessionRoom(identity.sessionId));
  limitMessages(socket, messagesPerUser);
  socketsPerUser.set(identity.userId, (socketsPerUser.get(identity.userId) ?? 0) + 1);
  socket.on('disconnect', () => {
    const left = (socketsPerUser.get(identity.userId) ?? 1) - 1;
    if (left > 0) socketsPerUser.set(identity.userId, left);
    else {
      socketsPerUser.delete(identity.userId);
      messagesPerUser.forget(identity.userId);
    }
  });
  void socket.join(roomsOnConnect(identity));
  socket.on(REALTIME_EVENTS.joinUserRoom, (payload: unknown) => {
    if (requestedUserId(payload) !== identity.userId) {
      socket.emit(REALTIME_EVENTS.error, { code: 'FORBIDDEN', message: REALTIME_MESSAGES.notYourRoom });
      return;
    }
    const room = dinerRoom(identity.restaurantId, identity.userId);
    void socket.join(room);
    socket.emit(REALTIME_EVENTS.userRoomJoinedAck, { room });
  });
}

function redisAdapter(app: FastifyInstance, config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>) {
  if (!config.REDIS_URL) return null;
  const pub = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 });
  // The subscriber's SUBSCRIBE waits (queued) until Redis answers, instead of failing while Redis is
  // away: a failed one would never be repeated, and events from other processes would not resume.
  const sub = pub.duplicate({ maxRetriesPerRequest: null });
  for (const client of [pub, sub]) {
    // ioredis reconnects by itself; without a listener an error event would crash the process.
    client.on('error', (err: Error) => app.log.warn({ err: { message: err.message } }, 'realtime redis connection problem'));
  }
  noteUnawaitedSubscriptions(sub, app);
  return {
    adapter: createAdapter(pub, sub, { key: `${config.REDIS_KEY_PREFIX}socket.io` }),
    close: async () => {
      // QUIT would wait for a Redis that is away (the subscriber queues forever): just drop the connection then.
      await Promise.all([pub, sub].map((client) => (client.status === 'ready' ? client.quit().catch(() => client.disconnect()) : client.disconnect())));
    },
  };
}

/**
 * socket.io's adapter subscribes without awaiting. While Redis has not answered, those SUBSCRIBEs
 * wait in the client's queue, and closing then rejects them: an unhandled rejection would stop the
 * process. Each one gets a handler here that logs instead (the adapter never reads the result).
 */
function noteUnawaitedSubscriptions(sub: Redis, app: FastifyInstance): void {
  for (const method of ['subscribe', 'psubscribe'] as const) {
    const original = sub[method].bind(sub) as (...args: unknown[]) => Promise<unknown>;
    const noted = (...args: unknown[]): Promise<unknown> => {
      const subscribed = original(...args);
      subscribed.catch((err: unknown) => app.log.debug({ err: { message: err instanceof Error ? err.message : String(err) } }, `realtime ${method} ended unanswered`));
      return subscribed;
    };
    // The same call with a handler attached: ioredis's overloads cannot be restated one by one.
    (sub as unknown as Record<typeof method, typeof noted>)[method] = noted;
  }
}

/** Attaches the live channel to the app's HTTP server and subscribes it to the app's events. */
export function attachRealtime(
  app: FastifyInstance,
  config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX' | 'WEB_MODE' | 'REALTIME_SESSION_CHECK_SECONDS'>,
): LiveServer {
  const redis = redisAdapter(app, config);
  // Open sockets per user on this process, and their messages.
  const socketsPerUser = new Map<string, number>();
  const messagesPerUser = new MessageCounter();
  const io: LiveServer = new Server(app.server, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: MAX_CLIENT_MESSAGE_BYTES,
    // Upgrades to other paths are answered below (engine.io would close them without a word).
    destroyUpgrade: false,
    ...(redis ? { adapter: redis.adapter } : {}),
  });

  // An upgrade to any other path gets an answer it can act on, except in development, where
  // Vite's HMR socket shares the server.
  if (config.WEB_MODE !== 'dev') {
    const livePath = `${REALTIME_PATH.replace(/\/$/, '')}/`;
    app.server.on('upgrade', (request: { url?: string }, socket: Duplex) => {
      if ((request.url ?? '').startsWith(livePath) || !socket.writable) return;
      const body = JSON.stringify({ message: `Only the live channel (${livePath}) accepts WebSocket upgrades.`, code: 'NOT_FOUND' });
      // Then closed for good, as engine.io would: a client that keeps its side open must not hold
      // the server (or its shutdown) up.
      socket.end(
        `HTTP/1.1 404 Not Found\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        () => socket.destroy(),
      );
    });
  }

  io.use((socket, next) => {
    identify(app, socket.handshake.auth, socket.handshake.headers.host).then(
      (identity) => {
        if ((socketsPerUser.get(identity.userId) ?? 0) >= MAX_SOCKETS_PER_USER) {
          return next(new HandshakeRefused('TOO_MANY', REALTIME_MESSAGES.tooManyConnections));
        }
        socket.data.identity = identity;
        next();
      },
      (err: unknown) => {
        if (err instanceof HandshakeRefused) return next(err);
        app.log.error({ err }, 'realtime handshake failed');
        next(Object.assign(new Error('The live connection could not be set up. Please try again.'), { data: { code: 'UNAVAILABLE' } }));
      },
    );
  });
  io.on('connection', (socket) => {
    onConnection(socket, socketsPerUser, messagesPerUser);
    // A guest's link has no session to end (its token is the order's, for good).
    if (!socket.data.identity.guestOrderId) watchSession(app, socket, config.REALTIME_SESSION_CHECK_SECONDS * 1000);
  });

  const unsubscribe = app.events.subscribe((event) => {
    for (const { rooms, event: name, payload } of deliveriesFor(event)) io.to(rooms).emit(name, payload as Order & OrderingChanged);
  });
  // Through the adapter: sockets of the session on other processes close too.
  const unsubscribeSessions = app.events.onSessionsEnded((event) => {
    io.in(event.sessionIds.map(sessionRoom)).disconnectSockets(true);
  });
  // Removed from the team: out of the staff room at once (closed: it would only be refused again).
  const unsubscribeStaffAccess = app.events.onStaffAccessEnded((event) => {
    io.in(event.userIds.map((userId) => staffMemberRoom(event.restaurantId, userId))).disconnectSockets(true);
  });

  app.addHook('preClose', async () => {
    unsubscribe();
    unsubscribeSessions();
    unsubscribeStaffAccess();
    // Close the connections without Socket.IO's "server disconnect" (after which a client would
    // stay away): clients see a transport close and reconnect, to another process behind the
    // load balancer.
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await redis?.close();
  });
  return io;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: LiveServer;
    /** Set by app.ts from the orders module: whether a guest order link's token opens an order (issue 30). */
    guestOrderOpens?: GuestOrderCheck;
  }
}
