/**
 * Redis for tests: TEST_REDIS_URL (CI: redis://127.0.0.1:6379). Every test gets its own random
 * key prefix, so runs never see each other's counters; `dropKeys` removes them afterwards.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL?.trim() || undefined;

export function randomRedisPrefix(): string {
  return `platter-test:${randomBytes(6).toString('hex')}:`;
}

/** The limiter backends to run a suite on: memory always, Redis when TEST_REDIS_URL is set. */
export function limiterBackends(): { name: 'memory' | 'redis'; env: Record<string, string> }[] {
  return [
    { name: 'memory', env: {} },
    ...(TEST_REDIS_URL
      ? [{ name: 'redis' as const, env: { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: randomRedisPrefix() } }]
      : []),
  ];
}

export function openTestRedis(): Redis {
  if (!TEST_REDIS_URL) throw new Error('TEST_REDIS_URL is not set.');
  return new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
}

export async function dropKeys(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}
