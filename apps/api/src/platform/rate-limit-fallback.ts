/**
 * Throttles that survive a Redis outage: while Redis answers, the counts are shared by every
 * process; while it does not, each process counts on its own (per-process limits, never none),
 * and goes back to Redis as soon as Redis answers again. Used by rate-limit.ts when REDIS_URL is set.
 */
import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import type { AttemptLimiter } from './rate-limit.ts';

type IncrCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;
/** The plugin calls `incr` with the route's window and maximum too (its typings omit them). */
interface PluginStore {
  incr(key: string, callback: IncrCallback, timeWindow?: number, max?: number): void;
  child(routeOptions: object): PluginStore;
}
type StoreConstructor = new (continueExceeding: boolean, exponentialBackoff: boolean, redisOrCache?: unknown, nameSpace?: string) => PluginStore;

// @fastify/rate-limit's own stores (CommonJS files of the package, no typings of their own).
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreConstructor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreConstructor;

interface OutageLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

/** Logs the start and the end of an outage once each, not once per request. */
class OutageNotice {
  private down = false;
  constructor(
    private readonly log: OutageLog,
    private readonly what: string,
  ) {}
  failed(err: unknown): void {
    if (this.down) return;
    this.down = true;
    this.log.warn({ err: { message: err instanceof Error ? err.message : String(err) } }, `${this.what}: Redis unavailable, counting in this process until it returns`);
  }
  succeeded(): void {
    if (!this.down) return;
    this.down = false;
    this.log.info(`${this.what}: Redis is back, counts are shared again`);
  }
}

class FallbackStore implements PluginStore {
  constructor(
    private readonly shared: PluginStore,
    private readonly local: PluginStore,
    private readonly notice: OutageNotice,
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow?: number, max?: number): void {
    this.shared.incr(
      key,
      (err, result) => {
        if (err || !result) {
          this.notice.failed(err);
          this.local.incr(key, callback, timeWindow, max);
          return;
        }
        this.notice.succeeded();
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: object): PluginStore {
    return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.notice);
  }
}

/** A `store` for @fastify/rate-limit: Redis, or this process's memory while Redis is away. */
export function fallbackStore(redis: Redis, nameSpace: string, log: OutageLog) {
  const notice = new OutageNotice(log, 'request throttles');
  return class extends FallbackStore {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      super(new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace), new LocalStore(continueExceeding, exponentialBackoff, 5000), notice);
    }
  };
}

/** Account attempt counts in Redis, or in this process while Redis is away. */
export class FallbackAttemptLimiter implements AttemptLimiter {
  private readonly notice: OutageNotice;

  constructor(
    private readonly shared: AttemptLimiter,
    private readonly local: AttemptLimiter,
    log: FastifyInstance['log'],
  ) {
    this.notice = new OutageNotice(log, 'login and account locks');
  }

  private async either<T>(work: (limiter: AttemptLimiter) => Promise<T>): Promise<T> {
    try {
      const result = await work(this.shared);
      this.notice.succeeded();
      return result;
    } catch (err) {
      this.notice.failed(err);
      return work(this.local);
    }
  }

  lockedFor(scope: string, key: string) {
    return this.either((limiter) => limiter.lockedFor(scope, key));
  }
  recordFailure(scope: string, key: string) {
    return this.either((limiter) => limiter.recordFailure(scope, key));
  }
  async reset(scope: string, key: string) {
    // Forgotten in both: a count made during an outage must not outlive a successful reset.
    await this.local.reset(scope, key);
    await this.either((limiter) => limiter.reset(scope, key));
  }
  async close() {
    await Promise.all([this.shared.close(), this.local.close()]);
  }
}
