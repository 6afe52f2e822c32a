/**
 * Keeps every process's in-memory caches fresh (architecture: several identical API processes).
 *
 * Each process caches the restaurant directory (tenant by host, configuration, rating) and the
 * serialised menu answers with their ETags. A change made through one process invalidates its own
 * cache at once; with REDIS_URL it also publishes the invalidation on one Redis channel, and every
 * other process applies it on arrival (milliseconds). While Redis is away, messages are lost, so a
 * process clears all its caches when its subscription comes back; the caches' TTLs bound staleness
 * meanwhile. Without REDIS_URL (one process, PGlite) nothing is published.
 *
 * The same channel carries a pause or resume of online ordering (`ordering`): the process that made
 * the write hears it from the events publisher, every other process from here, and hands it to its
 * open storefront streams (realtime/ordering-stream.ts). Like an invalidation, one lost while Redis
 * is away is caught up by the next connect (a stream sends the current state on connect).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';

export type Invalidation =
  | { kind: 'catalog'; restaurantId: string }
  | { kind: 'restaurants' }
  | { kind: 'ordering'; restaurantId: string; isAcceptingOrders: boolean };

/** A pause or resume made on another process. */
export type OrderingHeard = (change: { restaurantId: string; isAcceptingOrders: boolean }) => void;

interface Message {
  from: string;
  invalidation: Invalidation;
}

/** What the caches expose: a local-only invalidation, and a hook to hear their own invalidations. */
export interface InvalidatedCaches {
  clearCatalogLocally(restaurantId: string | null): void;
  clearRestaurantsLocally(): void;
}

function parseMessage(text: string): Message | null {
  try {
    const value = JSON.parse(text) as Partial<Message>;
    const inv = value.invalidation;
    if (typeof value.from !== 'string' || !inv) return null;
    if (inv.kind === 'restaurants') return { from: value.from, invalidation: { kind: 'restaurants' } };
    if (inv.kind === 'catalog' && typeof inv.restaurantId === 'string') return { from: value.from, invalidation: { kind: 'catalog', restaurantId: inv.restaurantId } };
    if (inv.kind === 'ordering' && typeof inv.restaurantId === 'string' && typeof inv.isAcceptingOrders === 'boolean') {
      return { from: value.from, invalidation: { kind: 'ordering', restaurantId: inv.restaurantId, isAcceptingOrders: inv.isAcceptingOrders } };
    }
    return null;
  } catch {
    return null;
  }
}

export class InvalidationBus {
  private readonly id = randomUUID();
  private readonly channel: string;
  private pub: Redis | null = null;
  private sub: Redis | null = null;
  private readonly orderingListeners = new Set<OrderingHeard>();

  constructor(
    private readonly caches: InvalidatedCaches,
    private readonly config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>,
    private readonly log: FastifyInstance['log'],
  ) {
    this.channel = `${config.REDIS_KEY_PREFIX}invalidate`;
  }

  /** Connects to Redis when configured (publishing and subscribing never block a request). */
  start(): void {
    const url = this.config.REDIS_URL;
    if (!url) return;
    this.pub = new Redis(url, { maxRetriesPerRequest: 1 });
    // SUBSCRIBE waits for Redis (queued) rather than failing while it is away.
    this.sub = new Redis(url, { maxRetriesPerRequest: null });
    for (const client of [this.pub, this.sub]) {
      client.on('error', (err: Error) => this.log.warn({ err: { message: err.message } }, 'invalidation redis connection problem'));
    }
    let subscribedOnce = false;
    this.sub.on('ready', () => {
      // Back after an outage: what was published meanwhile is lost, so forget everything.
      if (subscribedOnce) this.applyLocally({ kind: 'restaurants' }, true);
      subscribedOnce = true;
    });
    this.sub.subscribe(this.channel).catch((err: unknown) => this.log.warn({ err }, 'invalidation: could not subscribe'));
    this.sub.on('message', (_channel: string, text: string) => {
      const message = parseMessage(text);
      if (message && message.from !== this.id) this.applyLocally(message.invalidation, false);
    });
  }

  /** Called by the caches after they invalidated themselves: tells the other processes. */
  published(invalidation: Invalidation): void {
    if (!this.pub) return;
    const message: Message = { from: this.id, invalidation };
    this.pub.publish(this.channel, JSON.stringify(message)).catch((err: unknown) => {
      this.log.warn({ err: { message: err instanceof Error ? err.message : String(err) } }, 'invalidation not published (other processes catch up by TTL)');
    });
  }

  /** Hears pauses and resumes made on other processes; the returned function stops hearing. */
  onOrdering(listener: OrderingHeard): () => void {
    this.orderingListeners.add(listener);
    return () => this.orderingListeners.delete(listener);
  }

  private applyLocally(invalidation: Invalidation, everything: boolean): void {
    if (invalidation.kind === 'ordering') {
      const { restaurantId, isAcceptingOrders } = invalidation;
      // The directory holds the restaurant's switch too (its own message clears it as well).
      this.caches.clearRestaurantsLocally();
      for (const listener of this.orderingListeners) listener({ restaurantId, isAcceptingOrders });
    } else if (everything) {
      this.caches.clearRestaurantsLocally();
      this.caches.clearCatalogLocally(null);
    } else if (invalidation.kind === 'restaurants') this.caches.clearRestaurantsLocally();
    else this.caches.clearCatalogLocally(invalidation.restaurantId);
  }

  async close(): Promise<void> {
    await Promise.all(
      [this.pub, this.sub].map((client) =>
        client ? (client.status === 'ready' ? client.quit().then(() => undefined, () => client.disconnect()) : client.disconnect()) : undefined,
      ),
    );
  }
}

/** Connects the app's caches to the bus and closes it with the app. Call after both caches exist. */
export function attachInvalidation(app: FastifyInstance, config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>): InvalidationBus {
  const bus = new InvalidationBus(
    {
      clearCatalogLocally: (restaurantId) => (restaurantId ? app.catalogCache.invalidateLocally(restaurantId) : app.catalogCache.clearLocally()),
      clearRestaurantsLocally: () => app.restaurants.clearLocally(),
    },
    config,
    app.log,
  );
  app.catalogCache.onInvalidate((restaurantId) => bus.published({ kind: 'catalog', restaurantId }));
  app.restaurants.onInvalidate(() => bus.published({ kind: 'restaurants' }));
  // A pause or resume, after its commit, to the other processes' storefront streams.
  const unsubscribe = app.events.subscribe((event) => {
    if (event.type === 'restaurant.ordering_switched') {
      bus.published({ kind: 'ordering', restaurantId: event.restaurantId, isAcceptingOrders: event.isAcceptingOrders });
    }
  });
  app.addHook('preClose', async () => {
    unsubscribe();
  });
  bus.start();
  app.addHook('onClose', () => bus.close());
  return bus;
}
