import { strongEtag } from '../../platform/etag.ts';

/** A response body serialised once, with its validator. */
export interface SerializedBody {
  json: string;
  etag: string;
}

export function serializedBody(json: string): SerializedBody {
  return { json, etag: strongEtag(json) };
}

/** Bounds staleness when another process changed the menu (this process is told directly). */
const TTL_MS = 60_000;
const MAX_ENTRIES_PER_RESTAURANT = 100;

interface Entry {
  body: SerializedBody;
  expiresAt: number;
}

/**
 * Serialised catalogue responses per restaurant and query. Any change to a restaurant's
 * categories, products or options must call `invalidate(restaurantId)`.
 */
export class CatalogCache {
  private readonly entries = new Map<string, Map<string, Entry>>();
  /** Bumped by every invalidation, so a load that raced with one is not stored. */
  private readonly versions = new Map<string, number>();

  async getOrLoad(restaurantId: string, key: string, load: () => Promise<string>): Promise<SerializedBody> {
    const hit = this.entries.get(restaurantId)?.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.body;
    const version = this.versions.get(restaurantId) ?? 0;
    const body = serializedBody(await load());
    if ((this.versions.get(restaurantId) ?? 0) === version) {
      let forRestaurant = this.entries.get(restaurantId);
      if (!forRestaurant) {
        forRestaurant = new Map();
        this.entries.set(restaurantId, forRestaurant);
      }
      if (forRestaurant.size >= MAX_ENTRIES_PER_RESTAURANT) forRestaurant.clear();
      forRestaurant.set(key, { body, expiresAt: Date.now() + TTL_MS });
    }
    return body;
  }

  invalidate(restaurantId: string): void {
    this.versions.set(restaurantId, (this.versions.get(restaurantId) ?? 0) + 1);
    this.entries.delete(restaurantId);
  }

  clear(): void {
    for (const restaurantId of this.entries.keys()) this.invalidate(restaurantId);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Serialised menu responses; call `invalidateCatalog(app, restaurantId)` after a menu change. */
    catalogCache: CatalogCache;
  }
}
