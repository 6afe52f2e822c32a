/**
 * Throttling (architecture.md: "Redis (REDIS_URL): ... rate limits across several processes").
 *
 * - Per client IP: @fastify/rate-limit, opt-in per route with `config: { rateLimit: {...} }`.
 * - Per account: an `AttemptLimiter` counting failures under a key (e.g. a login e-mail) in a
 *   fixed window; at the limit the key is locked until the window ends, whatever the next
 *   attempt would have been. Two implementations behind one interface: in memory (one process)
 *   and Redis (shared by every process).
 *
 * With REDIS_URL both use Redis; during a Redis outage each process counts on its own
 * (rate-limit-fallback.ts): limits per process rather than none, and no diner locked out.
 */
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';
import { FallbackAttemptLimiter, fallbackStore } from './rate-limit-fallback.ts';

export interface AttemptLimiter {
  /** Milliseconds until `key` may try again; 0 when it is not locked. */
  lockedFor(scope: string, key: string): Promise<number>;
  /** Counts one failure; returns the milliseconds of lock it caused (0 while under the limit). */
  recordFailure(scope: string, key: string): Promise<number>;
  /** Forgets the failures of `key` (after a success). */
  reset(scope: string, key: string): Promise<void>;
  close(): Promise<void>;
}

export interface AttemptLimit {
  /** Failures allowed within the window; one more is refused. */
  maxFailures: number;
  windowMs: number;
}

/** Spec-less policy chosen for accounts: 10 failures in 15 minutes lock the key for the rest of the window. */
export const ACCOUNT_ATTEMPT_LIMIT: AttemptLimit = { maxFailures: 10, windowMs: 15 * 60_000 };

/** Keys hold e-mail addresses: store a digest, never the address itself. */
function digest(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 32);
}

export class MemoryAttemptLimiter implements AttemptLimiter {
  private readonly entries = new Map<string, { failures: number; resetAt: number }>();
  private readonly limit: AttemptLimit;
  private readonly now: () => number;

  constructor(limit: AttemptLimit = ACCOUNT_ATTEMPT_LIMIT, now: () => number = Date.now) {
    this.limit = limit;
    this.now = now;
  }

  private live(id: string) {
    const entry = this.entries.get(id);
    if (entry && entry.resetAt <= this.now()) {
      this.entries.delete(id);
      return undefined;
    }
    return entry;
  }

  async lockedFor(scope: string, key: string): Promise<number> {
    const entry = this.live(`${scope}:${digest(key)}`);
    return entry && entry.failures >= this.limit.maxFailures ? entry.resetAt - this.now() : 0;
  }

  async recordFailure(scope: string, key: string): Promise<number> {
    const id = `${scope}:${digest(key)}`;
    let entry = this.live(id);
    if (!entry) {
      // Bound memory under a flood of distinct keys: drop the expired, then the oldest.
      if (this.entries.size >= 100_000) this.sweep();
      entry = { failures: 0, resetAt: this.now() + this.limit.windowMs };
      this.entries.set(id, entry);
    }
    entry.failures += 1;
    return entry.failures >= this.limit.maxFailures ? entry.resetAt - this.now() : 0;
  }

  async reset(scope: string, key: string): Promise<void> {
    this.entries.delete(`${scope}:${digest(key)}`);
  }

  async close(): Promise<void> {
    this.entries.clear();
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(id);
    const excess = this.entries.size - 50_000;
    if (excess > 0) [...this.entries.keys()].slice(0, excess).forEach((id) => this.entries.delete(id));
  }
}

export class RedisAttemptLimiter implements AttemptLimiter {
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly limit: AttemptLimit;

  /** `prefix` namespaces the keys (deployment prefix, or a random one per test). */
  constructor(redis: Redis, prefix: string, limit: AttemptLimit = ACCOUNT_ATTEMPT_LIMIT) {
    this.redis = redis;
    this.prefix = prefix;
    this.limit = limit;
  }

  private keyOf(scope: string, key: string): string {
    return `${this.prefix}attempts:${scope}:${digest(key)}`;
  }

  async lockedFor(scope: string, key: string): Promise<number> {
    const id = this.keyOf(scope, key);
    const [[, count], [, ttl]] = (await this.redis.multi().get(id).pttl(id).exec()) as [[null, string | null], [null, number]];
    return Number(count ?? 0) >= this.limit.maxFailures && ttl > 0 ? ttl : 0;
  }

  async recordFailure(scope: string, key: string): Promise<number> {
    const id = this.keyOf(scope, key);
    // SET NX starts the window with its expiry in the same transaction as the count, so a key
    // can never be left without one.
    const results = (await this.redis.multi().set(id, 0, 'PX', this.limit.windowMs, 'NX').incr(id).pttl(id).exec()) as [
      [null, unknown],
      [null, number],
      [null, number],
    ];
    const failures = results[1][1];
    const ttl = results[2][1];
    return failures >= this.limit.maxFailures && ttl > 0 ? ttl : 0;
  }

  async reset(scope: string, key: string): Promise<void> {
    await this.redis.del(this.keyOf(scope, key));
  }

  async close(): Promise<void> {
    // The connection belongs to whoever opened it.
  }
}

/** '1 minute', '15 minutes' (rounded up, at least 1). */
export function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** A 429 that also knows when to try again (sent as Retry-After by `withRetryAfter`). */
export class LockedError extends AppError {
  readonly retryAfterMs: number;
  constructor(message: string, retryAfterMs: number) {
    super('RATE_LIMITED', message);
    this.retryAfterMs = retryAfterMs;
  }
}

/** Runs a route's work and sends Retry-After with a lock's 429. */
export async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof LockedError) reply.header('retry-after', String(Math.max(1, Math.ceil(err.retryAfterMs / 1000))));
    throw err;
  }
}

/** The per-IP limit's answer (429, with Retry-After set by the plugin). */
export function tooManyRequests(ms: number): AppError {
  return new AppError('RATE_LIMITED', `Too many requests. Please try again in ${minutesText(ms)}.`);
}

/**
 * A route's throttle per diner (not per address: a diner can change address, and a kitchen's
 * Wi-Fi is shared): keyed by the signed-in user, else by the client address. Runs as a
 * preHandler, after `app.authenticate` or `identifyIfSignedIn` has said who is calling.
 */
export function perDinerLimit(name: string, perMinute: number) {
  return {
    rateLimit: {
      max: perMinute,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => {
        if (request.user) return `${name}:user:${request.user.id}`;
        // A guest (issue 30) has no account: their e-mail stands for one (a digest, never the address).
        const email = (request.body as { guest?: { email?: unknown } } | null | undefined)?.guest?.email;
        if (typeof email === 'string' && email.trim() !== '') return `${name}:guest:${digest(email.trim().toLowerCase())}`;
        return `${name}:ip:${request.ip}`;
      },
    },
  };
}

/** How long start-up waits for Redis before serving anyway (the throttles count locally meanwhile). */
const REDIS_STARTUP_WAIT_MS = 3_000;

/**
 * Until the first connection is ready, its first failure (a Redis that refuses or is not there:
 * waiting longer would not change the answer) or `ms`, whichever comes first. A Redis that is down
 * is reconnected to in the background while the throttles count in this process.
 */
async function waitUntilReady(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.on('ready', done);
    redis.on('error', done);
  });
}

export function openRedis(url: string): Redis {
  return new Redis(url, {
    // While Redis is away a command fails at once (no queue, no waiting for a reconnect) and the
    // throttles count in this process instead (rate-limit-fallback.ts): a request never waits on Redis.
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-account failure counters (login e-mail, registration e-mail, password change). */
    attemptLimiter: AttemptLimiter;
    /** The shared Redis connection when REDIS_URL is set (readiness pings it), else null. */
    redis: Redis | null;
  }
}

export interface RateLimitPluginOptions {
  config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>;
}

/**
 * Registers @fastify/rate-limit (routes opt in) and decorates `app.attemptLimiter`. Register at
 * the root before the routes that use it.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { config }: RateLimitPluginOptions) => {
    const redis = config.REDIS_URL ? openRedis(config.REDIS_URL) : undefined;
    if (redis) {
      // ioredis reconnects by itself; without a listener an error event would crash the process.
      redis.on('error', (err: Error) => app.log.warn({ err: { message: err.message } }, 'redis connection problem'));
      // Commands are not queued (see openRedis): give the first connection a moment before serving.
      await waitUntilReady(redis, REDIS_STARTUP_WAIT_MS);
    }

    await app.register(rateLimit, {
      global: false,
      // Shared in Redis; counted in this process while Redis is away (rate-limit-fallback.ts).
      ...(redis ? { store: fallbackStore(redis, `${config.REDIS_KEY_PREFIX}ip-limit:`, app.log) } : {}),
      skipOnError: true,
      keyGenerator: (request: FastifyRequest) => request.ip,
      errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
    });

    const limiter: AttemptLimiter = redis
      ? new FallbackAttemptLimiter(new RedisAttemptLimiter(redis, config.REDIS_KEY_PREFIX), new MemoryAttemptLimiter(), app.log)
      : new MemoryAttemptLimiter();
    app.decorate('attemptLimiter', limiter);
    app.decorate('redis', redis ?? null);

    app.addHook('onClose', async () => {
      await limiter.close();
      if (redis) await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'platter-rate-limit' },
);
