/**
 * PostgreSQL unreachable: the app talks to the database through a TCP relay the test controls.
 * Cut (existing connections dropped, new ones accepted and never answered: the worst case, a
 * black hole), every request is answered 503 with a message and Retry-After within seconds, never
 * hangs; restored, the same process serves again by itself.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, buildApp } from '../app.ts';
import { sql } from 'drizzle-orm';
import { postgresHandle, REQUEST_DATABASE_WAITS } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { seedDemoIfEmpty } from '../provisioning/demo-seed/index.ts';
import { testConfig } from '../test/test-app.ts';
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from '../test/test-db.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-outage.ts';
import { serializeError } from './log-errors.ts';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;
if (!TEST_DATABASE_URL) console.log('database outage tests skipped: TEST_DATABASE_URL is not set');

/** A TCP relay to PostgreSQL that can be cut (black hole) and restored. */
class Relay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private cut = false;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    this.server = createServer((client) => {
      this.sockets.add(client);
      client.on('close', () => this.sockets.delete(client));
      client.on('error', () => undefined);
      if (this.cut) return; // accepted, never answered
      const upstream = connect(this.target.port, this.target.host);
      this.sockets.add(upstream);
      upstream.on('close', () => this.sockets.delete(upstream));
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  cutOff(): void {
    this.cut = true;
    for (const socket of this.sockets) socket.destroy();
  }

  restore(): void {
    this.cut = false;
    for (const socket of this.sockets) socket.destroy(); // the black-holed ones
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

/**
 * A PostgreSQL that stops answering on open connections: it completes the startup handshake
 * (AuthenticationOk, ReadyForQuery), then swallows every query. The connections stay open, so
 * only the client's own timeouts can end the wait (the server cannot cancel what it never read).
 * With `answerStartup: false` it is a plain black hole: connections accepted, nothing answered.
 */
class SilentPostgres {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly answerStartup: boolean) {}

  async start(): Promise<void> {
    this.server = createServer((socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => undefined);
      let started = false;
      socket.on('data', () => {
        if (started || !this.answerStartup) return;
        started = true;
        const authenticationOk = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0]);
        const readyForQuery = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);
        socket.write(Buffer.concat([authenticationOk, readyForQuery]));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  get url(): string {
    return `postgres://platter@127.0.0.1:${this.port}/platter`;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

describe.each([
  ['open connections that stop answering', true],
  ['a black hole (connections accepted, nothing answered)', false],
])('a PostgreSQL with %s', (_name, answerStartup) => {
  let database: SilentPostgres;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = new SilentPostgres(answerStartup);
    await database.start();
    app = await buildApp(testConfig({ DATABASE_URL: database.url }), { database: postgresHandle(database.url) });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.stop();
  });

  it('answers every call 503 with Retry-After within 5 s, more at once than the pool holds too', async () => {
    const calls = [
      ...['/categories', '/products', '/restaurants/public/-', '/promotions/public', '/ready', '/orders/my-orders'].map((url) => ({ method: 'GET' as const, url })),
      ...Array.from({ length: 8 }, () => ({ method: 'POST' as const, url: '/auth/login', payload: { email: 'demo@example.com', password: 'OrderUp#2026' } })),
    ];
    const started = Date.now();
    const answers = await Promise.all(
      calls.map(async (call) => {
        const res = await app.inject({ ...call, url: `${API_PREFIX}${call.url}`, headers: { host: 'localhost', authorization: 'Bearer x' } });
        return { url: call.url, status: res.statusCode, retryAfter: res.headers['retry-after'], took: Date.now() - started, body: res.body };
      }),
    );
    for (const answer of answers) {
      // A guarded route refuses the made-up token first, without the database.
      if (answer.status === 401) continue;
      expect(answer.status, `${answer.url}: ${answer.body}`).toBe(503);
      expect(answer.retryAfter, answer.url).toBe('5');
      expect(answer.took, answer.url).toBeLessThan(5_000);
    }
    expect(answers.filter((a) => a.status === 503).length).toBeGreaterThanOrEqual(12);
    expect((await app.inject({ url: `${API_PREFIX}/health` })).statusCode).toBe(200);
  }, 30_000);
});

describe('recognising an unreachable database', () => {
  it('knows the driver’s connection failures and timeouts, also when wrapped, and nothing else', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL unreachable', () => {
  /** The app's clock (its caches' too): moved past the caches' lifetimes instead of waiting. */
  let now = Date.now();
  let database: EmptyPostgresDatabase;
  let relay: Relay;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    const direct = new URL(database.url);
    relay = new Relay({ host: direct.hostname, port: Number(direct.port || 5432) });
    await relay.start();
    const viaRelay = new URL(database.url);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    const config = testConfig({ DATABASE_URL: viaRelay.toString(), SEED_DEMO: 'true' });
    await (await prepareDatabase(config, { info: () => undefined }, seedDemoIfEmpty)).close();
    app = await buildApp(config, { database: postgresHandle(viaRelay.toString()), clock: () => new Date(now) });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await relay?.stop();
    await database?.drop();
  });

  const get = (url: string) => app.inject({ url: `${API_PREFIX}${url}`, headers: { host: 'localhost' } });

  it('answers 503 with a message and Retry-After within seconds while it is away, and serves again when it returns', async () => {
    expect((await get('/categories')).statusCode).toBe(200);
    const products = (await get('/products')).json<{ data: { products: { _id: string }[] } }>().data.products;
    const dish = products[0]?._id;

    relay.cutOff();
    // The menu already cached in this process is still served while the database is away.
    expect((await get('/categories')).statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: `${API_PREFIX}/auth/login`,
      headers: { host: 'localhost' },
      payload: { email: 'demo@example.com', password: 'OrderUp#2026' },
    });
    expect(login.statusCode, login.body).toBe(503);
    expect(login.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
    for (const url of [`/products/${dish}`, '/ready']) {
      const started = Date.now();
      const res = await get(url);
      const took = Date.now() - started;
      expect(res.statusCode, `${url}: ${res.body}`).toBe(503);
      expect(res.json<{ message: string }>().message, url).toMatch(/database/i);
      expect(res.headers['retry-after'], url).toBe('5');
      expect(took, url).toBeLessThan(5_000);
    }
    expect((await get('/health')).statusCode).toBe(200);

    relay.restore();
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await get(`/products/${dish}`)).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
  }, 60_000);

  it('keeps serving the restaurant and menu of every host seen before through a 90 s outage (stale-if-error), then fresh ones', async () => {
    const hosts = ['localhost', 'golden-fork.localhost', 'goldenfork.example', 'tasca-do-porto.localhost'];
    const urls = ['/restaurants/public/-', '/categories', '/products?limit=200'];
    const shown = async (host: string) => {
      const answers = [];
      for (const url of urls) {
        const res = await app.inject({ url: `${API_PREFIX}${url}`, headers: { host } });
        answers.push(`${url} ${res.statusCode} ${res.statusCode === 200 ? res.body.length : res.body}`);
      }
      return answers;
    };
    const before = new Map<string, string[]>();
    for (const host of hosts) before.set(host, await shown(host));
    for (const answers of before.values()) for (const answer of answers) expect(answer).toMatch(/^\S+ 200 \d+$/);

    const outageStarted = now;
    relay.cutOff();
    try {
      // Past the miss (2 s), restaurant (30 s) and menu (60 s) lifetimes.
      for (const later of [3_000, 31_000, 61_000, 90_000]) {
        now = outageStarted + later;
        for (const host of hosts) expect(await shown(host), `${host} ${later / 1000} s into the outage`).toEqual(before.get(host));
      }
      // A host never seen has nothing to fall back on.
      const unseen = await app.inject({ url: `${API_PREFIX}/categories`, headers: { host: 'goldenfork.example.org' } });
      expect([503, 404]).toContain(unseen.statusCode);
    } finally {
      relay.restore();
    }
    // Back: read afresh once the lifetimes pass.
    now = outageStarted + 200_000;
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await app.inject({ url: `${API_PREFIX}/categories`, headers: { host: 'localhost' } })).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
  }, 60_000);

  it('cancels a statement that runs past the request budget (statement_timeout), as a database too slow to answer: 503, and the connection serves on', async () => {
    const started = Date.now();
    const failure = await app.db.execute(sql`select pg_sleep(10)`).then(
      () => null,
      (err: unknown) => err,
    );
    expect(Date.now() - started).toBeLessThan(REQUEST_DATABASE_WAITS.queryMs + 500);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(JSON.stringify(serializeError(failure))).toContain('57014');
    expect((await get('/categories')).statusCode).toBe(200);
  }, 30_000);
});
