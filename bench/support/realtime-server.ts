// Child process of the realtime benchmark: the measured API, alone in its process. It makes a
// fresh demo-seeded database (a new PostgreSQL database when reachable, else PGlite in a temp
// dir; both deleted on close), adds the bench diners straight into it (argon2 through
// /auth/register would take minutes for 5,000), mints their access tokens with the app's own
// AccessTokens, signs the demo owner in, and places one order for each of the first `orders`
// diners through the real POST /orders. Then it listens and hands the parent a ServerReady over
// IPC, and answers { type: 'stats' } with what this process used (ServerStats).
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import type { DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { DEMO_OWNER } from '../../apps/api/src/provisioning/demo-seed/index.ts';
import { loginAs } from '../../apps/api/src/test/auth.ts';
import { loadStorefront, placeOrderAs, type OrderSpec } from '../../apps/api/src/test/orders.ts';
import type { BenchOrder, ParentMessage, ServerMessage, ServerStats } from './realtime-protocol.ts';

const [wanted = 'auto', dinersArg = '5000', ordersArg = '400'] = process.argv.slice(2);
const DINERS = Number(dinersArg);
const ORDERS = Math.min(Number(ordersArg), DINERS);
const HOST = 'localhost'; // localhost → the dev slug restaurant, The Golden Fork
/** Never verified against a password: these diners only ever hold minted tokens. */
const BENCH_PASSWORD_HASH = 'bench-diner-without-a-password';
// Tuesday 14:00 in London, running on from there: The Golden Fork is open until 22:30.
const OPEN_AT = Date.parse('2026-06-02T13:00:00Z');
const startedAt = Date.now();

const send = (message: ServerMessage) => process.send!(message);

/** A fresh database: PostgreSQL when asked or reachable, else PGlite. */
async function openDatabase(): Promise<{ database: DatabaseHandle; note: string }> {
  if (wanted !== 'pglite') {
    process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  }
  // test-db.ts reads TEST_DATABASE_URL when it loads.
  const { createTestDatabase } = await import('../../apps/api/src/test/test-db.ts');
  if (wanted === 'pglite') return { database: await createTestDatabase('pglite', 'demo'), note: '' };
  try {
    return { database: await createTestDatabase('postgres', 'demo'), note: '' };
  } catch (err) {
    if (wanted === 'postgres') throw err;
    return { database: await createTestDatabase('pglite', 'demo'), note: `PostgreSQL unreachable: ${(err as Error).message}` };
  }
}

/**
 * Raw SQL, without parameters (only literals this file writes): bench/ may not import the schema,
 * and drizzle-orm is the API's own dependency. Both drivers answer with `{ rows }`.
 */
async function rows<T>(database: DatabaseHandle, query: string): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** `count` diners, each with a live session (a refresh-token row of its own family). */
async function insertDiners(database: DatabaseHandle, count: number): Promise<{ userId: string; familyId: string }[]> {
  await database.db.execute(`
    INSERT INTO users (email, password_hash, name)
    SELECT 'bench-diner-' || g || '@example.com', '${BENCH_PASSWORD_HASH}', 'Bench Diner ' || g
    FROM generate_series(1, ${Math.trunc(count)}) AS g`);
  return rows<{ userId: string; familyId: string }>(
    database,
    `
    INSERT INTO refresh_tokens (family_id, token_hash, user_id, expires_at)
    SELECT gen_random_uuid(), 'bench-' || u.id, u.id, now() + interval '1 day'
    FROM users u WHERE u.email LIKE 'bench-diner-%'
    RETURNING user_id AS "userId", family_id AS "familyId"`,
  );
}

async function placeOrders(app: FastifyInstance, tokens: string[]): Promise<BenchOrder[]> {
  const store = await loadStorefront(app, HOST);
  // Half pickup, half delivery: both workflows, four staff moves each.
  const specs: Record<BenchOrder['orderType'], OrderSpec> = {
    Pickup: { lines: [{ product: store.byName('House Salad') }], orderType: 'Pickup' },
    Delivery: { lines: [{ product: store.byName('Margherita'), quantity: 2 }, { product: store.byName('Coca-Cola') }], orderType: 'Delivery' },
  };
  const placed: BenchOrder[] = [];
  const CONCURRENCY = 8;
  for (let from = 0; from < ORDERS; from += CONCURRENCY) {
    const batch = tokens.slice(from, Math.min(from + CONCURRENCY, ORDERS)).map(async (token, i) => {
      const diner = from + i;
      const orderType = diner % 2 === 0 ? 'Pickup' : 'Delivery';
      const order = await placeOrderAs(app, store, { headers: { authorization: `Bearer ${token}` } }, specs[orderType]);
      return { orderId: order._id, diner, orderType } satisfies BenchOrder;
    });
    placed.push(...(await Promise.all(batch)));
  }
  return placed;
}

const { database, note } = await openDatabase().catch((err: unknown) => {
  console.error(`realtime bench server: no database: ${(err as Error).message}`);
  return process.exit(1);
});
let app: FastifyInstance | undefined;
let stopping = false;
async function stop(code = 0): Promise<never> {
  if (!stopping) {
    stopping = true;
    // Closes the realtime server and the database, which deletes (PGlite) or drops (PostgreSQL) it.
    await (app ? app.close() : database.close()).catch((err: unknown) => console.error('realtime bench server: close failed', err));
  }
  process.exit(code);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.on('disconnect', () => void stop());
process.on('uncaughtException', (err) => {
  console.error('realtime bench server:', err);
  void stop(1);
});

try {
  const config = loadConfig({
    NODE_ENV: 'production',
    WEB_MODE: 'off',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    ACCESS_TOKEN_TTL_MINUTES: '120',
  });
  const [{ name: databaseName = '' } = {}] = await rows<{ name: string }>(database, 'SELECT current_database() AS name');
  const sessions = await insertDiners(database, DINERS);
  app = await buildApp(config, { database, clock: () => new Date(OPEN_AT + (Date.now() - startedAt)) });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  const live = app;
  // The same claims as /auth/login's: AccessTokens.sign is the app's own.
  const diners = await Promise.all(
    sessions.map(async (s) => ({
      userId: s.userId,
      token: await live.accessTokens.sign({ id: s.userId, passwordHash: BENCH_PASSWORD_HASH }, s.familyId),
    })),
  );
  const owner = await loginAs(app, DEMO_OWNER);
  const orders = await placeOrders(app, diners.map((d) => d.token));

  let published: ServerStats['published'] = [];
  app.events.subscribe((event) => {
    if (event.type !== 'order.status_changed') return;
    published.push({ orderId: event.order._id, status: event.order.status, at: performance.timeOrigin + performance.now() });
  });
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  let window = { at: performance.now(), cpu: process.cpuUsage(), elu: performance.eventLoopUtilization() };
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'window') {
      window = { at: performance.now(), cpu: process.cpuUsage(), elu: performance.eventLoopUtilization() };
      loopDelay.reset();
      published = [];
      return;
    }
    const cpu = process.cpuUsage(window.cpu);
    const stats: ServerStats = {
      wallMs: performance.now() - window.at,
      cpuMs: (cpu.user + cpu.system) / 1000,
      eventLoopUtilization: performance.eventLoopUtilization(window.elu).utilization,
      loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
      loopDelayMaxMs: loopDelay.max / 1e6,
      rssMb: process.memoryUsage().rss / 2 ** 20,
      heapUsedMb: process.memoryUsage().heapUsed / 2 ** 20,
      engineClients: live.realtime.engine.clientsCount,
      published,
    };
    send({ type: 'stats', stats });
  });

  send({ type: 'ready', url, host: HOST, database: database.kind, databaseName, note, ownerToken: owner.accessToken, diners, orders });
} catch (err) {
  console.error('realtime bench server: setup failed:', err);
  await stop(1);
}
