/**
 * The live channel over a real socket: handshake refusals, rooms, and events that arrive only
 * after a commit.
 */
import { connect as connectRaw, type AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { decodeJwt, SignJWT } from 'jose';
import { io, type Socket } from 'socket.io-client';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { REALTIME_EVENTS, REALTIME_PATH, guestPlacedOrderResponse, orderResponse, type Order } from '@platter/domain';
import { API_PREFIX } from '../app.ts';
import { loginAs, registerDiner, registerStaff, type Session } from '../test/auth.ts';
import { loadStorefront, orderBody, placeOrderAs, type Storefront } from '../test/orders.ts';
import { TEST_REDIS_URL, randomRedisPrefix } from '../test/test-redis.ts';
import { describeEachDatabase, type TestApp } from '../test/test-app.ts';
import { MAX_MESSAGES_PER_SOCKET, MAX_MESSAGES_PER_USER, MAX_SOCKETS_PER_USER } from './server.ts';
import { listeningOrigin } from '../test/listening.ts';

const HOST = 'localhost';

interface FloodOutcome {
  acks: number;
  error: unknown;
  closed: string;
}

/** A worker thread: one socket sends `messages` room requests at once, then reports what the server did. */
const FLOOD_CLIENT = `
const { workerData, parentPort } = require('node:worker_threads');
const { io } = require('socket.io-client');
const { origin, host, token, userId, messages, path } = workerData;
const socket = io(origin, { path, transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { host }, auth: { token, clientType: 'customer' } });
let acks = 0;
let error = null;
socket.on('user_room_joined_ack', () => (acks += 1));
socket.on('realtime_error', (refusal) => (error = refusal));
socket.on('disconnect', (reason) => parentPort.postMessage({ acks, error, closed: reason }));
socket.on('connect', () => {
  for (let i = 0; i < messages; i++) socket.emit('join_user_room', userId);
});
setTimeout(() => parentPort.postMessage({ acks, error, closed: 'still open after 10 s' }), 10000).unref();
`;
const TASCA = 'tasca-do-porto.localhost';
/** A Tuesday lunchtime: both restaurants are open for ASAP orders. */
const clock = () => new Date('2026-06-02T13:00:00Z');

function realtimeSuite(t: TestApp): void {
  let origin: string;
  let gf: Storefront;
  let diner: Session;
  let owner: Session;
  const open: Socket[] = [];

  beforeAll(async () => {
    origin = await listeningOrigin(t.app);
    gf = await loadStorefront(t.app, HOST);
    diner = await registerDiner(t.app);
    owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
  });

  afterEach(() => {
    for (const socket of open.splice(0)) socket.disconnect();
  });

  function connect(auth: object | undefined, host = HOST): Socket {
    const socket = io(origin, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { host },
      ...(auth ? { auth } : {}),
    });
    open.push(socket);
    return socket;
  }

  /** The `connect_error` of a refused handshake. */
  const refusal = (socket: Socket) =>
    new Promise<{ message: string; data?: { code?: string } }>((resolve, reject) => {
      socket.on('connect', () => reject(new Error('The connection was accepted.')));
      socket.on('connect_error', (err: Error & { data?: { code?: string } }) => resolve({ message: err.message, data: err.data }));
    });

  const next = <T>(socket: Socket, event: string, timeoutMs = 3000) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No ${event} within ${timeoutMs} ms`)), timeoutMs);
      socket.once(event, (payload: T) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });

  /** The first `order_status_updated` for this order in this status. */
  const update = (socket: Socket, orderId: string, status: string, timeoutMs = 3000) =>
    new Promise<Order>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No ${status} for ${orderId} within ${timeoutMs} ms`)), timeoutMs);
      const listener = (order: Order) => {
        if (order._id !== orderId || order.status !== status) return;
        clearTimeout(timer);
        socket.off(REALTIME_EVENTS.orderStatusUpdated, listener);
        resolve(order);
      };
      socket.on(REALTIME_EVENTS.orderStatusUpdated, listener);
    });

  /** Collects every order event a socket receives. */
  function record(socket: Socket, event: string = REALTIME_EVENTS.orderStatusUpdated): Order[] {
    const seen: Order[] = [];
    socket.on(event, (order: Order) => seen.push(order));
    return seen;
  }

  async function joinedDinerSocket(session: Session, host = HOST): Promise<Socket> {
    const socket = connect({ token: session.accessToken, clientType: 'customer' }, host);
    await next(socket, 'connect');
    const ack = next<{ room: string }>(socket, REALTIME_EVENTS.userRoomJoinedAck);
    socket.emit(REALTIME_EVENTS.joinUserRoom, session.user._id);
    await ack;
    return socket;
  }

  const patch = (orderId: string, status: string, notes?: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `${API_PREFIX}/staff/orders/${orderId}/status`,
      headers: { host: HOST, ...owner.headers },
      payload: { status, ...(notes ? { notes } : {}) },
    });

  const place = (session: Session = diner) =>
    placeOrderAs(t.app, gf, session, { lines: [{ product: gf.byName('House Salad') }], orderType: 'Pickup' });

  it('answers a WebSocket upgrade to any other path with 404 and a message, instead of closing it silently', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connectRaw(port, '127.0.0.1', () =>
        socket.write(`GET http://localhost${API_PREFIX}/highlights/public HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: upgrade\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
      socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/);
    expect(answer).toContain('Only the live channel (/socket.io/) accepts WebSocket upgrades.');
  });

  it('refuses a connection without a token, with an expired token and after logout, as UNAUTHORIZED', async () => {
    for (const auth of [undefined, { clientType: 'customer' }, { token: 'not-a-token', clientType: 'customer' }]) {
      expect(await refusal(connect(auth))).toMatchObject({ message: 'User not authenticated.', data: { code: 'UNAUTHORIZED' } });
    }
    const claims = decodeJwt(diner.accessToken);
    const expired = await new SignJWT({ sid: claims.sid, pwv: claims.pwv })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub!)
      .setIssuer(claims.iss!)
      .setAudience(claims.aud as string)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.config.JWT_SECRET));
    expect(await refusal(connect({ token: expired, clientType: 'customer' }))).toMatchObject({ data: { code: 'UNAUTHORIZED' } });

    const leaving = await registerDiner(t.app);
    await t.app.inject({ method: 'POST', url: `${API_PREFIX}/auth/logout`, headers: leaving.headers });
    expect(await refusal(connect({ token: leaving.accessToken, clientType: 'customer' }))).toMatchObject({
      data: { code: 'UNAUTHORIZED' },
    });
  });

  it("joins only the diner's own room: another diner's id gets an error and no ack", async () => {
    const other = await registerDiner(t.app);
    const socket = connect({ token: diner.accessToken, clientType: 'customer' });
    await next(socket, 'connect');
    const acks: unknown[] = [];
    socket.on(REALTIME_EVENTS.userRoomJoinedAck, (ack: unknown) => acks.push(ack));
    const error = next<{ code: string; message: string }>(socket, REALTIME_EVENTS.error);
    socket.emit(REALTIME_EVENTS.joinUserRoom, other.user._id);
    expect(await error).toEqual({ code: 'FORBIDDEN', message: 'You can only follow your own orders.' });
    socket.emit(REALTIME_EVENTS.joinUserRoom, { userId: other.user._id });
    await next(socket, REALTIME_EVENTS.error);
    expect(acks).toEqual([]);

    // The other diner's order changes: nothing reaches this socket.
    const seen = record(socket);
    const theirs = await place(other);
    expect((await patch(theirs._id, 'Confirmed')).statusCode).toBe(200);
    const ack = next<{ room: string }>(socket, REALTIME_EVENTS.userRoomJoinedAck);
    socket.emit(REALTIME_EVENTS.joinUserRoom, diner.user._id);
    expect(await ack).toEqual({ room: `restaurant:${gf.restaurant._id}:user:${diner.user._id}` });
    expect(seen).toEqual([]);
  });

  it('sends each committed status change, the full order as GET /orders/{id} shows it, to the diner and the staff', async () => {
    const socket = await joinedDinerSocket(diner);
    const staffSocket = connect({ token: owner.accessToken, clientType: 'staff' });
    await next(staffSocket, 'connect');
    const created = next<Order>(staffSocket, REALTIME_EVENTS.orderCreated);
    const order = await place();
    expect((await created)._id).toBe(order._id);

    for (const [status, notes] of [['Confirmed'], ['Preparing'], ['Ready for Pickup', 'At the counter']] as const) {
      const forDiner = next<Order>(socket, REALTIME_EVENTS.orderStatusUpdated);
      const forStaff = next<Order>(staffSocket, REALTIME_EVENTS.orderStatusUpdated);
      expect((await patch(order._id, status, notes)).statusCode).toBe(200);
      const live = await forDiner;
      const shown = await t.app.inject({ url: `${API_PREFIX}/orders/${order._id}`, headers: { host: HOST, ...diner.headers } });
      expect(live).toEqual(orderResponse.parse(shown.json()).data.order);
      expect(live.status).toBe(status);
      expect((await forStaff).status).toBe(status);
    }
  });

  it("tells the diner's room when the diner cancels, and emits nothing for a refused or rolled-back change", async () => {
    const socket = await joinedDinerSocket(diner);
    const seen = record(socket);
    const order = await place();
    const cancelled = next<Order>(socket, REALTIME_EVENTS.orderStatusUpdated);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${API_PREFIX}/orders/${order._id}/cancel-my-order`,
      headers: { host: HOST, ...diner.headers },
    });
    expect(res.statusCode).toBe(200);
    expect((await cancelled).status).toBe('Cancelled by User');

    // Refused (409) and raced (the loser's transaction rolls back): no event for either.
    expect((await patch(order._id, 'Confirmed')).statusCode).toBe(409);
    const raced = await place();
    const answers = await Promise.all([patch(raced._id, 'Confirmed'), patch(raced._id, 'Confirmed')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    // A change after them is the marker: everything before it has arrived.
    const marker = update(socket, raced._id, 'Preparing');
    expect((await patch(raced._id, 'Preparing')).statusCode).toBe(200);
    await marker;
    expect(seen.map((o) => `${o.orderNumber} ${o.status}`)).toEqual([
      `${order.orderNumber} Cancelled by User`,
      `${raced.orderNumber} Confirmed`,
      `${raced.orderNumber} Preparing`,
    ]);
  });

  it("lets a guest's link follow that order only: its token joins the order's room; a wrong token, another order or restaurant is refused", async () => {
    const { contactPhone: _phone, ...body } = orderBody(gf, { lines: [{ product: gf.byName('House Salad') }], orderType: 'Pickup' });
    const placeGuest = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/orders`,
        headers: { host: HOST, 'idempotency-key': randomUUID() },
        payload: { ...body, guest: { name: 'Gina Guest', email: `live-guest-${randomUUID()}@example.com`, phone: '07700 900456' } },
      });
      expect(res.statusCode, res.body).toBe(201);
      const data = guestPlacedOrderResponse.parse(res.json()).data;
      return { order: data.order, token: new URL(data.orderUrl!).searchParams.get('token')! };
    };
    const mine = await placeGuest();
    const other = await placeGuest();
    for (const [orderId, orderToken, host] of [[mine.order._id, other.token, HOST], [other.order._id, mine.token, HOST], [mine.order._id, mine.token, TASCA]] as const) {
      expect(await refusal(connect({ orderId, orderToken, clientType: 'customer' }, host))).toMatchObject({ data: { code: expect.stringMatching(/UNAUTHORIZED|NOT_FOUND/) } });
    }
    const socket = connect({ orderId: mine.order._id, orderToken: mine.token, clientType: 'customer' });
    await next(socket, 'connect');
    const seen = record(socket);
    expect((await patch(other.order._id, 'Confirmed')).statusCode).toBe(200);
    const confirmed = update(socket, mine.order._id, 'Confirmed');
    expect((await patch(mine.order._id, 'Confirmed')).statusCode).toBe(200);
    const live = await confirmed;
    const shown = await t.app.inject({ url: `${API_PREFIX}/orders/${mine.order._id}?token=${mine.token}`, headers: { host: HOST } });
    expect(live).toEqual(orderResponse.parse(shown.json()).data.order);
    expect(seen.map((o) => o._id)).toEqual([mine.order._id]);
  });

  it('survives hostile room requests and oversized messages, and keeps serving', async () => {
    const socket = connect({ token: diner.accessToken, clientType: 'customer' });
    await next(socket, 'connect');
    const errors: unknown[] = [];
    socket.on(REALTIME_EVENTS.error, (e: unknown) => errors.push(e));
    for (const payload of [null, 42, [], ['x'], { userId: 7 }, { userId: { $ne: null } }, 'x'.repeat(3000), Buffer.from('abc')]) {
      socket.emit(REALTIME_EVENTS.joinUserRoom, payload);
    }
    socket.emit('no_such_event', { any: 'thing' });
    const ack = next<{ room: string }>(socket, REALTIME_EVENTS.userRoomJoinedAck);
    socket.emit(REALTIME_EVENTS.joinUserRoom, diner.user._id);
    await ack;
    expect(errors).toHaveLength(8);

    // A message over the 4 KB cap closes that socket only.
    const closed = next<string>(socket, 'disconnect');
    socket.emit(REALTIME_EVENTS.joinUserRoom, 'y'.repeat(10_000));
    expect(await closed).toBe('transport close');
    const healthy = await joinedDinerSocket(diner);
    expect(healthy.connected).toBe(true);
  });

  /** The time one /health takes over real HTTP, in ms. */
  async function healthTime(): Promise<number> {
    const started = performance.now();
    const res = await fetch(`${origin}${API_PREFIX}/health`);
    await res.text();
    expect(res.status).toBe(200);
    return performance.now() - started;
  }

  it(`closes a socket that floods the channel past ${MAX_MESSAGES_PER_SOCKET} messages, and /health stays under 50 ms meanwhile`, async () => {
    const flooder = await registerDiner(t.app);
    await healthTime(); // warm
    // The flooding client has an event loop of its own, as a real one would: only the server's time is measured.
    const worker = new Worker(FLOOD_CLIENT, {
      eval: true,
      workerData: { origin, host: HOST, token: flooder.accessToken, userId: flooder.user._id, messages: 5000, path: REALTIME_PATH },
    });
    const outcome = new Promise<FloodOutcome>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    try {
      const timings: number[] = [];
      let done = false;
      void outcome.finally(() => (done = true));
      while (!done && timings.length < 40) timings.push(await healthTime());
      const flood = await outcome;
      timings.push(await healthTime());
      expect(flood.error).toEqual({
        code: 'RATE_LIMITED',
        message: 'Too many messages on the live connection. It was closed; reload the page to follow your orders again.',
      });
      expect(flood.closed).toBe('io server disconnect');
      expect(flood.acks).toBeLessThanOrEqual(MAX_MESSAGES_PER_SOCKET);
      const took = [...timings].sort((a, b) => a - b);
      // The median: one request may meet a pause of the machine's own (a garbage collection, another process).
      expect(took[Math.floor(took.length / 2)], timings.map((ms) => ms.toFixed(1)).join(', ')).toBeLessThan(50);
    } finally {
      await worker.terminate();
    }
    // Others are not affected.
    await joinedDinerSocket(diner);
  });

  it(`closes the socket that takes an account past ${MAX_MESSAGES_PER_USER} messages across its sockets`, async () => {
    const busy = await registerDiner(t.app);
    const perSocket = MAX_MESSAGES_PER_SOCKET - 1;
    const sockets: Socket[] = [];
    for (let i = 0; i * perSocket <= MAX_MESSAGES_PER_USER; i++) {
      const socket = connect({ token: busy.accessToken, clientType: 'customer' });
      await next(socket, 'connect');
      sockets.push(socket);
    }
    const errors: unknown[] = [];
    const closes = sockets.map((socket) => {
      socket.on(REALTIME_EVENTS.error, (e: unknown) => errors.push(e));
      return new Promise<string>((resolve) => socket.once('disconnect', resolve));
    });
    // Each socket stays under its own allowance; together they go past the account's.
    for (const socket of sockets) for (let i = 0; i < perSocket; i++) socket.emit(REALTIME_EVENTS.joinUserRoom, busy.user._id);
    expect(await Promise.race(closes)).toBe('io server disconnect');
    expect(errors[0]).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('closes the socket of a session within 2 s of its logout, password change or reset, and it hears no more order updates', async () => {
    const leaving = await registerDiner(t.app);
    const socket = await joinedDinerSocket(leaving);
    const seen = record(socket);
    const closed = next<string>(socket, 'disconnect', 2000);
    const res = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/auth/logout`, headers: { host: HOST, ...leaving.headers } });
    expect(res.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(seen).toEqual([]);

    // A password change ends the account's other sessions (their sockets close), not its own.
    const changing = await registerDiner(t.app);
    const elsewhere = await loginAs(t.app, changing);
    const [own, other] = [await joinedDinerSocket(changing), await joinedDinerSocket(elsewhere)];
    const otherClosed = next<string>(other, 'disconnect', 2000);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `${API_PREFIX}/users/me/change-password`,
      headers: { host: HOST, ...changing.headers },
      payload: { currentPassword: changing.password, newPassword: 'Changed#Pass1' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await otherClosed).toBe('io server disconnect');
    expect(own.connected).toBe(true);
  });

  it(`refuses an account's connection beyond ${MAX_SOCKETS_PER_USER} at once, and takes it again once one closes`, async () => {
    const busy = await registerDiner(t.app);
    const sockets = [];
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i++) {
      const socket = connect({ token: busy.accessToken, clientType: 'customer' });
      await next(socket, 'connect');
      sockets.push(socket);
    }
    expect(await refusal(connect({ token: busy.accessToken, clientType: 'customer' }))).toMatchObject({
      data: { code: 'TOO_MANY' },
    });
    // Someone else is not affected.
    await joinedDinerSocket(diner);
    const gone = next(sockets[0]!, 'disconnect');
    sockets[0]!.disconnect();
    await gone;
    // The server hears of the close a moment later; then a new connection is taken.
    for (let attempt = 0; ; attempt++) {
      const again = connect({ token: busy.accessToken, clientType: 'customer' });
      const outcome = await Promise.race([next(again, 'connect').then(() => 'connected'), refusal(again).then(() => 'refused', () => 'connected')]);
      if (outcome === 'connected') break;
      expect(attempt).toBeLessThan(40);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it("keeps restaurants apart: a diner on Tasca's site hears nothing of a Golden Fork order, and a diner cannot join as staff", async () => {
    const elsewhere = await joinedDinerSocket(diner, TASCA);
    const seen = record(elsewhere);
    const here = await joinedDinerSocket(diner);
    const order = await place();
    const arrived = next<Order>(here, REALTIME_EVENTS.orderStatusUpdated);
    expect((await patch(order._id, 'Confirmed')).statusCode).toBe(200);
    await arrived;
    expect(seen).toEqual([]);

    expect(await refusal(connect({ token: diner.accessToken, clientType: 'staff' }))).toMatchObject({
      message: "This is for the restaurant's staff only.",
      data: { code: 'FORBIDDEN' },
    });
    expect(await refusal(connect({ token: owner.accessToken, clientType: 'staff' }, TASCA))).toMatchObject({
      data: { code: 'NOT_FOUND' },
    });
    expect(await refusal(connect({ token: diner.accessToken, clientType: 'waiter' }))).toMatchObject({
      data: { code: 'BAD_REQUEST' },
    });
  });
}

describeEachDatabase('live channel (Socket.IO)', realtimeSuite, { clock });

if (TEST_REDIS_URL) {
  describeEachDatabase('live channel through the Redis adapter', realtimeSuite, {
    clock,
    env: { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: randomRedisPrefix() },
  });
}

describeEachDatabase(
  'live channel: a revoked session loses its socket',
  (t) => {
    it('closes the socket of a session that logged out elsewhere, and keeps the others', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      const open = (session: Session) =>
        new Promise<Socket>((resolve, reject) => {
          const socket = io(origin, {
            path: REALTIME_PATH,
            transports: ['websocket'],
            reconnection: false,
            forceNew: true,
            extraHeaders: { host: HOST },
            auth: { token: session.accessToken, clientType: 'customer' },
          });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        });
      const leaving = await registerDiner(t.app);
      const staying = await registerDiner(t.app);
      const [gone, kept] = await Promise.all([open(leaving), open(staying)]);
      try {
        const closed = new Promise<string>((resolve) => gone.once('disconnect', resolve));
        const res = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/auth/logout`, headers: leaving.headers });
        expect(res.statusCode).toBe(200);
        expect(await closed).toBe('io server disconnect');
        expect(kept.connected).toBe(true);
      } finally {
        gone.disconnect();
        kept.disconnect();
      }
    });
  },
  { env: { REALTIME_SESSION_CHECK_SECONDS: '1' } },
);
