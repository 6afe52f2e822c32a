/**
 * Two app instances on one PostgreSQL database and one Redis, as two processes behind a load
 * balancer: a change made through one is seen through the other at once, though each caches.
 */
import type { FastifyInstance } from 'fastify';
import { io } from 'socket.io-client';
import { REALTIME_EVENTS, REALTIME_PATH, type Order } from '@platter/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, buildApp } from '../app.ts';
import { postgresHandle } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { DEMO_OWNER, seedDemoIfEmpty } from '../provisioning/demo-seed/index.ts';
import { loginAs, registerDiner } from '../test/auth.ts';
import { loadStorefront, placeOrderAs } from '../test/orders.ts';
import { openStream } from '../test/live-stream.ts';
import { testConfig } from '../test/test-app.ts';
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from '../test/test-db.ts';
import { TEST_REDIS_URL, dropKeys, openTestRedis, randomRedisPrefix } from '../test/test-redis.ts';
import { listeningOrigin } from '../test/listening.ts';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;
const skipReason = !TEST_DATABASE_URL ? 'TEST_DATABASE_URL is not set' : !TEST_REDIS_URL ? 'TEST_REDIS_URL is not set' : null;
if (skipReason) console.log(`two-process tests skipped: ${skipReason}`);

interface ProductsBody {
  data: { products: { _id: string; name: string; isAvailable: boolean; price: number }[] };
}

async function eventually(check: () => Promise<boolean>, ms = 2_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

describe.skipIf(skipReason !== null)('two processes on one database and Redis', () => {
  let database: EmptyPostgresDatabase;
  const prefix = randomRedisPrefix();
  let one: FastifyInstance;
  let other: FastifyInstance;

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    const config = testConfig({ DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL ?? '', REDIS_KEY_PREFIX: prefix, SEED_DEMO: 'true' });
    const first = await prepareDatabase(config, { info: () => undefined }, seedDemoIfEmpty);
    // A Tuesday lunchtime: both restaurants are open, so orders can be placed.
    const clock = () => new Date('2026-06-02T13:00:00Z');
    one = await buildApp(config, { database: first, clock });
    other = await buildApp(config, { database: postgresHandle(database.url), clock });
    await Promise.all([one.ready(), other.ready()]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([one?.close(), other?.close()]);
    await database?.drop();
    const redis = openTestRedis();
    await dropKeys(redis, prefix);
    await redis.quit();
  });

  const products = async (app: FastifyInstance) => {
    const res = await app.inject({ url: `${API_PREFIX}/products?limit=200`, headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    return { body: res.json<ProductsBody>(), etag: String(res.headers.etag) };
  };

  it('a dish marked sold out through one process leaves the other’s menu at once (its ETag changes)', async () => {
    const before = await products(other); // cached by the other process now
    const dish = before.body.data.products.find((p) => p.isAvailable);
    if (!dish) throw new Error('the demo menu has no available dish');
    expect((await products(other)).etag).toBe(before.etag);

    const owner = await loginAs(one, DEMO_OWNER);
    const res = await one.inject({
      method: 'PATCH',
      url: `${API_PREFIX}/staff/products/${dish._id}/availability`,
      headers: { host: 'localhost', ...owner.headers },
      payload: { isAvailable: false },
    });
    expect(res.statusCode, res.body).toBe(200);

    const soldOutThere = async () => {
      const after = await products(other);
      return after.etag !== before.etag && after.body.data.products.find((p) => p._id === dish._id)?.isAvailable === false;
    };
    expect(await eventually(soldOutThere)).toBe(true);
  });

  it('a price changed in the menu editor through one process reaches the other’s menu and checkout at once', async () => {
    const store = await loadStorefront(other, 'localhost'); // the other process has the menu cached now
    const dish = store.byName('Sticky Toffee Pudding');
    const owner = await loginAs(one, DEMO_OWNER);
    const menu = await one.inject({ url: `${API_PREFIX}/staff/menu`, headers: { host: 'localhost', ...owner.headers } });
    const version = menu.json<{ data: { products: { _id: string; version: number }[] } }>().data.products.find((p) => p._id === dish._id)!.version;
    const res = await one.inject({
      method: 'PATCH',
      url: `${API_PREFIX}/staff/menu/products/${dish._id}`,
      headers: { host: 'localhost', ...owner.headers },
      payload: { version, price: dish.price + 2 },
    });
    expect(res.statusCode, res.body).toBe(200);

    const repricedThere = async () => (await products(other)).body.data.products.some((p) => p._id === dish._id && p.price === dish.price + 2);
    expect(await eventually(repricedThere)).toBe(true);
    const diner = await registerDiner(other);
    await expect(placeOrderAs(other, store, diner, { lines: [{ product: dish }], orderType: 'Pickup' })).rejects.toThrow(/409.*PRICES_CHANGED/);
  });

  it('pausing ordering through one process shows on the other’s restaurant at once', async () => {
    const restaurant = async (app: FastifyInstance) => {
      const res = await app.inject({ url: `${API_PREFIX}/restaurants/public/golden-fork`, headers: { host: 'localhost' } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: { restaurant: { isAcceptingOrders: boolean } } }>().data.restaurant;
    };
    expect((await restaurant(other)).isAcceptingOrders).toBe(true); // cached by the other process now

    const owner = await loginAs(one, DEMO_OWNER);
    const res = await one.inject({
      method: 'PATCH',
      url: `${API_PREFIX}/staff/restaurant/ordering`,
      headers: { host: 'localhost', ...owner.headers },
      payload: { isAcceptingOrders: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await eventually(async () => (await restaurant(other)).isAcceptingOrders === false)).toBe(true);

    const resume = await one.inject({
      method: 'PATCH',
      url: `${API_PREFIX}/staff/restaurant/ordering`,
      headers: { host: 'localhost', ...owner.headers },
      payload: { isAcceptingOrders: true },
    });
    expect(resume.statusCode, resume.body).toBe(200);
    expect(await eventually(async () => (await restaurant(other)).isAcceptingOrders)).toBe(true);
  });

  it('a pause made through one process reaches a storefront stream open on the other within 1 s, and the resume too', async () => {
    const live = await openStream(await listeningOrigin(other), 'localhost');
    try {
      expect(await live.event(0)).toEqual({ isAcceptingOrders: true });
      const owner = await loginAs(one, DEMO_OWNER);
      const switchOrdering = (isAcceptingOrders: boolean) =>
        one.inject({ method: 'PATCH', url: `${API_PREFIX}/staff/restaurant/ordering`, headers: { host: 'localhost', ...owner.headers }, payload: { isAcceptingOrders } });
      expect((await switchOrdering(false)).statusCode).toBe(200);
      expect(await live.event(1, 1_000)).toEqual({ isAcceptingOrders: false });
      expect((await switchOrdering(true)).statusCode).toBe(200);
      expect(await live.event(2, 1_000)).toEqual({ isAcceptingOrders: true });
    } finally {
      live.close();
    }
  });

  it('a login lock counted through one process holds on the other', async () => {
    const diner = await registerDiner(one);
    const login = (app: FastifyInstance, password: string) =>
      app.inject({ method: 'POST', url: `${API_PREFIX}/auth/login`, headers: { host: 'localhost' }, payload: { email: diner.email, password } });
    for (let i = 1; i <= 10; i++) {
      // Alternating processes, as a load balancer would: the count is shared.
      const res = await login(i % 2 ? one : other, `wrong-${i}-pass`);
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    for (const app of [one, other]) {
      const locked = await login(app, diner.password);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    }
  });

  it('a diner’s live socket on one process receives the status change made through the other', async () => {
    const origin = await listeningOrigin(one);
    const diner = await registerDiner(one);
    const storefront = await loadStorefront(other, 'localhost');
    const socket = io(origin, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { host: 'localhost' },
      auth: { token: diner.accessToken, clientType: 'customer' },
    });
    try {
      const joined = new Promise((resolve) => socket.once(REALTIME_EVENTS.userRoomJoinedAck, resolve));
      socket.on('connect', () => socket.emit(REALTIME_EVENTS.joinUserRoom, diner.user._id));
      await joined;
      const order = await placeOrderAs(other, storefront, diner, { lines: [{ product: storefront.byName('House Salad') }], orderType: 'Pickup' });
      const confirmed = new Promise<Order>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no Confirmed within 3 s')), 3_000);
        socket.on(REALTIME_EVENTS.orderStatusUpdated, (update: Order) => {
          if (update._id !== order._id || update.status !== 'Confirmed') return;
          clearTimeout(timer);
          resolve(update);
        });
      });
      const owner = await loginAs(other, DEMO_OWNER);
      const res = await other.inject({
        method: 'PATCH',
        url: `${API_PREFIX}/staff/orders/${order._id}/status`,
        headers: { host: 'localhost', ...owner.headers },
        payload: { status: 'Confirmed' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await confirmed).status).toBe('Confirmed');
    } finally {
      socket.disconnect();
    }
  });

  it('a session logged out through one process loses its live socket on the other within 2 s', async () => {
    const origin = await listeningOrigin(one);
    const diner = await registerDiner(one);
    const socket = io(origin, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { host: 'localhost' },
      auth: { token: diner.accessToken, clientType: 'customer' },
    });
    try {
      await new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(undefined));
        socket.once('connect_error', reject);
      });
      const closed = new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the socket was still open 2 s after the logout')), 2_000);
        socket.once('disconnect', (reason) => {
          clearTimeout(timer);
          resolve(reason);
        });
      });
      const res = await other.inject({ method: 'POST', url: `${API_PREFIX}/auth/logout`, headers: { host: 'localhost', ...diner.headers } });
      expect(res.statusCode).toBe(200);
      expect(await closed).toBe('io server disconnect');
    } finally {
      socket.disconnect();
    }
  });
});
