/**
 * Two app instances on one PostgreSQL database (two processes behind a load balancer): 50 orders
 * for a slot capped at 5, sent through both at once, are never oversold.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { postgresHandle } from '../../db/client.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { seedDemoIfEmpty } from '../../provisioning/demo-seed/index.ts';
import { registerDiner, type Session } from '../../test/auth.ts';
import { HOST, rush, setCapacity } from '../../test/capacity.ts';
import { loadStorefront } from '../../test/orders.ts';
import { testConfig } from '../../test/test-app.ts';
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from '../../test/test-db.ts';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;
if (!TEST_DATABASE_URL) console.log('two-process capacity test skipped: TEST_DATABASE_URL is not set');

describe.skipIf(!TEST_DATABASE_URL)('kitchen capacity with two processes on one database', () => {
  let database: EmptyPostgresDatabase;
  let one: FastifyInstance;
  let other: FastifyInstance;

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    const config = testConfig({ DATABASE_URL: database.url, SEED_DEMO: 'true', ORDER_RATE_LIMIT_PER_MINUTE: '1000' });
    const first = await prepareDatabase(config, { info: () => undefined }, seedDemoIfEmpty);
    // A Tuesday lunchtime: The Golden Fork is open.
    const clock = () => new Date('2026-06-02T13:00:00Z');
    one = await buildApp(config, { database: first, clock });
    other = await buildApp(config, { database: postgresHandle(database.url), clock });
    await Promise.all([one.ready(), other.ready()]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([one?.close(), other?.close()]);
    await database?.drop();
  });

  it('50 orders for a slot capped at 5 through both: 5 acknowledged, 45 refused, 5 stored', async () => {
    const db = one.db;
    await setCapacity([one, other], db, { pickup: { maxOrdersPerSlot: 5 } });
    const store = await loadStorefront(one, HOST);
    const diners: Session[] = await Promise.all([registerDiner(one), registerDiner(other), registerDiner(one)]);
    // Warm both processes' paths first, so the rush is a race.
    await rush([one, other], db, store, diners, '2026-06-02T20:00:00.000Z', 6);
    const result = await rush([one, other], db, store, diners, '2026-06-02T18:00:00.000Z');
    console.log(`capacity [postgres], two processes: acknowledged ${result.acknowledged}, refused ${result.refused}, stored ${result.stored}`);
    expect(result).toEqual({ acknowledged: 5, refused: 45, stored: 5, other: [] });
  });
});
