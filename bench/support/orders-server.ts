// Child process of the order benchmark: the real API on a fresh database (embedded PGlite in a
// temp dir, or a new randomly named PostgreSQL database dropped on exit), a signed-in diner and a
// valid order body. Prints {url, headers, body, database} as one JSON line, then answers
// { type: 'count' } messages with what the database holds for the bench diner.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { prepareDatabase } from '../../apps/api/src/db/prepare.ts';
import { orders } from '../../apps/api/src/db/schema.ts';
import { loadStorefront, orderBody } from '../../apps/api/src/modules/orders/testing.ts';

const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
// Tuesday 14:00 in London, running on from there: The Golden Fork is open until 22:30.
const OPEN_AT = Date.parse('2026-06-02T13:00:00Z');
const startedAt = Date.now();

let databaseUrl: string | undefined;
let dropDatabase = async () => {};
const dataDir = mkdtempSync(path.join(tmpdir(), 'platter-bench-orders-'));
if (kind === 'postgres') {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `platter_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await dropper.end();
  };
}

const config = loadConfig({
  NODE_ENV: 'production',
  SEED_DEMO: 'true',
  WEB_MODE: 'off',
  LOG_LEVEL: 'warn',
  JWT_SECRET: randomBytes(32).toString('base64url'),
  ACCESS_TOKEN_TTL_MINUTES: '120',
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const database = await prepareDatabase(config, { info: () => undefined });
const app = await buildApp(config, { database, clock: () => new Date(OPEN_AT + (Date.now() - startedAt)) });
const url = await app.listen({ port: 0, host: '127.0.0.1' });

const host = 'localhost';
const register = await app.inject({
  method: 'POST',
  url: '/api/v1/auth/register',
  headers: { host },
  payload: { name: 'Bench Diner', email: `bench-${Date.now()}@example.com`, password: 'Bench#2026' },
});
if (register.statusCode !== 201) throw new Error(`register: ${register.statusCode} ${register.body}`);
const { accessToken, user } = (register.json() as { data: { accessToken: string; user: { _id: string } } }).data;

const store = await loadStorefront(app, host);
const body = orderBody(store, {
  lines: [
    { product: store.byName('Margherita'), quantity: 2, choose: ['Large 12"', 'Pepperoni'] },
    { product: store.byName('Coca-Cola') },
  ],
});
const headers = { host, authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
const probe = await app.inject({ method: 'POST', url: '/api/v1/orders', headers: { ...headers, 'idempotency-key': 'probe' }, payload: body });
if (probe.statusCode !== 201) throw new Error(`probe order: ${probe.statusCode} ${probe.body}`);

process.stdout.write(`${JSON.stringify({ url, headers, body, database: database.kind })}\n`);

process.on('message', async (message: { type: string }) => {
  if (message.type !== 'count') return;
  const [rows] = await database.db.select({ n: count() }).from(orders).where(eq(orders.userId, user._id));
  const duplicated = await database.db
    .select({ key: orders.idempotencyKey })
    .from(orders)
    .where(eq(orders.userId, user._id))
    .groupBy(orders.idempotencyKey)
    .having(sql`count(*) > 1`);
  const [numbers] = await database.db
    .select({ n: sql<number>`count(distinct ${orders.orderNumber})` })
    .from(orders)
    .where(eq(orders.userId, user._id));
  process.send!({ orders: Number(rows?.n ?? 0), duplicatedKeys: duplicated.length, distinctNumbers: Number(numbers?.n ?? 0) });
});

const stop = async () => {
  await app.close();
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
