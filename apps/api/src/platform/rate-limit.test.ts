import { afterAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { MemoryAttemptLimiter, minutesText, RedisAttemptLimiter, type AttemptLimiter } from './rate-limit.ts';
import { dropKeys, openTestRedis, randomRedisPrefix, TEST_REDIS_URL } from '../test/test-redis.ts';

const LIMIT = { maxFailures: 3, windowMs: 60_000 };

describe('minutesText', () => {
  it('rounds up to whole minutes, at least one', () => {
    expect(minutesText(1)).toBe('1 minute');
    expect(minutesText(60_000)).toBe('1 minute');
    expect(minutesText(60_001)).toBe('2 minutes');
    expect(minutesText(15 * 60_000)).toBe('15 minutes');
  });
});

/** The same promises, whichever store keeps the counts. */
function limiterContract(make: (limit: typeof LIMIT) => AttemptLimiter) {
  it('locks a key after the maximum failures, for the rest of the window', async () => {
    const limiter = make(LIMIT);
    expect(await limiter.lockedFor('login', 'a@example.com')).toBe(0);
    expect(await limiter.recordFailure('login', 'a@example.com')).toBe(0);
    expect(await limiter.recordFailure('login', 'a@example.com')).toBe(0);
    expect(await limiter.lockedFor('login', 'a@example.com')).toBe(0);
    const lock = await limiter.recordFailure('login', 'a@example.com');
    expect(lock).toBeGreaterThan(50_000);
    expect(lock).toBeLessThanOrEqual(60_000);
    const remaining = await limiter.lockedFor('login', 'a@example.com');
    expect(remaining).toBeGreaterThan(50_000);
    expect(remaining).toBeLessThanOrEqual(60_000);
  });

  it('keeps keys and scopes apart, and forgets a key on reset', async () => {
    const limiter = make(LIMIT);
    for (let i = 0; i < 3; i++) await limiter.recordFailure('login', 'b@example.com');
    expect(await limiter.lockedFor('login', 'b@example.com')).toBeGreaterThan(0);
    expect(await limiter.lockedFor('login', 'c@example.com')).toBe(0);
    expect(await limiter.lockedFor('register', 'b@example.com')).toBe(0);
    await limiter.reset('login', 'b@example.com');
    expect(await limiter.lockedFor('login', 'b@example.com')).toBe(0);
  });
}

describe('MemoryAttemptLimiter', () => {
  limiterContract((limit) => new MemoryAttemptLimiter(limit));

  it('unlocks when the window ends', async () => {
    let now = 1_000_000;
    const limiter = new MemoryAttemptLimiter(LIMIT, () => now);
    for (let i = 0; i < 3; i++) await limiter.recordFailure('login', 'd@example.com');
    now += 30_000;
    expect(await limiter.lockedFor('login', 'd@example.com')).toBe(30_000);
    now += 30_000;
    expect(await limiter.lockedFor('login', 'd@example.com')).toBe(0);
    expect(await limiter.recordFailure('login', 'd@example.com')).toBe(0); // a fresh window
  });
});

describe.skipIf(!TEST_REDIS_URL)('RedisAttemptLimiter', () => {
  const redis: Redis | undefined = TEST_REDIS_URL ? openTestRedis() : undefined;
  const prefixes: string[] = [];
  const make = (limit: typeof LIMIT) => {
    const prefix = randomRedisPrefix();
    prefixes.push(prefix);
    return new RedisAttemptLimiter(redis!, prefix, limit);
  };
  afterAll(async () => {
    for (const prefix of prefixes) await dropKeys(redis!, prefix);
    await redis?.quit();
  });

  limiterContract(make);

  it('stores digests, never the e-mail, and every key expires', async () => {
    const prefix = randomRedisPrefix();
    prefixes.push(prefix);
    const limiter = new RedisAttemptLimiter(redis!, prefix, LIMIT);
    await limiter.recordFailure('login', 'secret.person@example.com');
    const keys = await redis!.keys(`${prefix}*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain('secret.person');
    const ttl = await redis!.pttl(keys[0]!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('unlocks when the window ends', async () => {
    const limiter = make({ maxFailures: 2, windowMs: 300 });
    await limiter.recordFailure('login', 'e@example.com');
    expect(await limiter.recordFailure('login', 'e@example.com')).toBeGreaterThan(0);
    expect(await limiter.lockedFor('login', 'e@example.com')).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await limiter.lockedFor('login', 'e@example.com')).toBe(0);
  });
});
