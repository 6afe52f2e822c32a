import { StaleIfError } from '../../platform/database-outage.ts';
import { strongEtag, type SerializedJson } from '../../platform/etag.ts';
import { CompressedVariants } from '../../platform/precompressed.ts';

/** A response body serialised once, with its validator and (made on first use) its compressed forms. */
export type SerializedBody = SerializedJson;

export function serializedBody(json: string): SerializedBody {
  return { json, etag: strongEtag(json), compressed: new CompressedVariants(json) };
}

/** Bounds staleness when another process's invalidation could not reach this one (Redis away). */
const TTL_MS = 60_000;
const MAX_ENTRIES_PER_RESTAURANT = 100;

interface Entry {
  /** A serialised answer, or a value a rule reads (never changed by its readers). */
  value: unknown;
  loadedAt: number;
  expiresAt: number;
}

/**
 * Serialised catalogue responses per restaurant and query, and the menu as placing an order reads it. Any change to a restaurant's
 * categories, products or options must call `invalidate(restaurantId)`. While the database is
 * away, an answer loaded before is served on (stale-if-error, platform/database-outage.ts).
 */
export class CatalogCache {
  private readonly entries = new Map<string, Map<string, Entry>>();
  /** Bumped by every invalidation, so a load that raced with one is not stored. */
  private readonly versions = new Map<string, number>();
  private readonly staleIfError = new StaleIfError();

  /** `now`: milliseconds, the app's clock (a test moves past the lifetime). */
  constructor(private readonly now: () => number = Date.now) {}

  /** A serialised answer of the restaurant's menu (its JSON, ETag and compressed forms). */
  getOrLoad(restaurantId: string, key: string, load: () => Promise<string>): Promise<SerializedBody> {
    return this.cached(restaurantId, `body:${key}`, async () => serializedBody(await load()));
  }

  /** The restaurant's menu as a rule reads it (placing an order prices against it); callers never change it. */
  getOrLoadValue<T>(restaurantId: string, key: string, load: () => Promise<T>): Promise<T> {
    return this.cached(restaurantId, `value:${key}`, load);
  }

  private async cached<T>(restaurantId: string, key: string, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const hit = this.entries.get(restaurantId)?.get(key);
    if (hit && hit.expiresAt > now) return hit.value as T;
    const version = this.versions.get(restaurantId) ?? 0;
    const known = hit ? { value: hit.value as T, loadedAt: hit.loadedAt } : null;
    const { value, fresh } = await this.staleIfError.load(now, known, load);
    if (fresh && (this.versions.get(restaurantId) ?? 0) === version) {
      let forRestaurant = this.entries.get(restaurantId);
      if (!forRestaurant) {
        forRestaurant = new Map();
        this.entries.set(restaurantId, forRestaurant);
      }
      if (forRestaurant.size >= MAX_ENTRIES_PER_RESTAURANT) forRestaurant.clear();
      forRestaurant.set(key, { value, loadedAt: now, expiresAt: now + TTL_MS });
    }
    return value;
  }

  /** Hears this cache's own invalidations (to tell other processes: platform/invalidation.ts). */
  private listener: ((restaurantId: string) => void) | null = null;

  onInvalidate(listener: (restaurantId: string) => void): void {
    this.listener = listener;
  }

  /** Caches built on this one (rendered pages) forget with it, whichever process made the change. */
  private readonly dependents: (() => void)[] = [];

  onLocalInvalidation(dependent: () => void): void {
    this.dependents.push(dependent);
  }

  /** After a change to the restaurant's menu: here, and (through the listener) in every process. */
  invalidate(restaurantId: string): void {
    this.invalidateLocally(restaurantId);
    this.listener?.(restaurantId);
  }

  /** Forgets the restaurant's answers in this process only (a change another process made). */
  invalidateLocally(restaurantId: string): void {
    this.versions.set(restaurantId, (this.versions.get(restaurantId) ?? 0) + 1);
    this.entries.delete(restaurantId);
    for (const dependent of this.dependents) dependent();
  }

  /** Forgets everything in this process only. */
  clearLocally(): void {
    for (const restaurantId of this.entries.keys()) this.invalidateLocally(restaurantId);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Serialised menu responses; call `invalidateCatalog(app, restaurantId)` after a menu change. */
    catalogCache: CatalogCache;
  }
}
