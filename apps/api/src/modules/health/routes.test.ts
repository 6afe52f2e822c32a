import { afterEach, describe, expect, it } from 'vitest';
import { readyResponse } from '@platter/domain';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app.ts';
import { TEST_REDIS_URL, randomRedisPrefix } from '../../test/test-redis.ts';

describeEachDatabase('readiness', (t) => {
  it('is ready when the database answers, and says Redis is not configured without REDIS_URL', async () => {
    const res = await t.app.inject({ url: '/api/v1/ready', headers: { host: 'localhost' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(readyResponse.parse(res.json())).toEqual({ status: 'ready', database: 'ok', redis: 'not configured' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('readiness when a dependency is away', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.app.close().catch(() => undefined);
    t = undefined;
  });

  it.skipIf(!TEST_REDIS_URL)('pings the configured Redis', async () => {
    t = await createTestApp('pglite', { seed: false, env: { REDIS_URL: TEST_REDIS_URL ?? '', REDIS_KEY_PREFIX: randomRedisPrefix() } });
    const res = await t.app.inject('/api/v1/ready');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ redis: 'ok' });
  });

  it('answers 503 with a message and Retry-After when Redis cannot be reached, while /health stays 200', async () => {
    // Nothing listens on port 1: a Redis that is down.
    t = await createTestApp('pglite', { seed: false, env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    const started = Date.now();
    const res = await t.app.inject('/api/v1/ready');
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual({ message: 'Redis is not reachable.', code: 'SERVICE_UNAVAILABLE' });
    expect(res.headers['retry-after']).toBe('5');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await t.app.inject('/api/v1/health')).statusCode).toBe(200);
  });

  it('answers 503 with a message and Retry-After when the database is gone', async () => {
    t = await createTestApp('pglite', { seed: false });
    await t.app.database.close();
    const res = await t.app.inject('/api/v1/ready');
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual({ message: 'The database is not reachable.', code: 'SERVICE_UNAVAILABLE' });
    expect(res.headers['retry-after']).toBe('5');
  });
});
