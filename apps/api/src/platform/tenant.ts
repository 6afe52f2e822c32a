/**
 * Tenancy: which restaurant a request is for (architecture.md, "Tenancy").
 *
 * - `app.restaurants` is the process-wide directory: restaurants by slug and by host, cached
 *   briefly in memory (by the app's clock). Call `app.restaurants.invalidate()` after changing a
 *   restaurant row. While the database is away, a host seen before keeps its last known
 *   restaurant (stale-if-error, platform/database-outage.ts).
 *   The rows come from lookups app.ts hands in (the restaurants module's queries): platform/
 *   never imports modules/.
 * - `await request.tenant()` resolves the request's restaurant from its Host once per request
 *   (memoised) or throws a 404 AppError. When the route's query carries `restaurantId`, it must
 *   name the same restaurant, else 404.
 */
import { isIP } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { RestaurantRow } from '../db/schema.ts';
import { StaleIfError } from './database-outage.ts';
import { AppError } from './errors.ts';
import { API_MESSAGES_EN_GB, apiMessage } from '@platter/domain';

export type Tenant = RestaurantRow;

export const NO_RESTAURANT_FOR_HOST = API_MESSAGES_EN_GB['restaurant.noneForHost'];
export const RESTAURANT_NOT_FOUND = API_MESSAGES_EN_GB['restaurant.notFound'];

/** Bounds staleness across processes: another process's change is seen within this time. */
const CACHE_TTL_MS = 30_000;
/** A host that found no restaurant is asked again soon: one just imported (`npm run tenant`) is served within seconds. */
const MISS_TTL_MS = 2_000;
const CACHE_MAX_ENTRIES = 1000;

interface CacheEntry {
  row: RestaurantRow | null;
  loadedAt: number;
  expiresAt: number;
}

/** 'Example.com:3000' → 'example.com'; '[::1]:3000' → '::1'. */
export function hostnameOf(hostHeader: string | undefined): string {
  if (!hostHeader) return '';
  let host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    host = end > 0 ? host.slice(1, end) : host.slice(1);
  } else if (host.split(':').length === 2) {
    host = host.slice(0, host.indexOf(':'));
  }
  return host.replace(/\.$/, '');
}

export type HostMatch = { by: 'domain'; host: string } | { by: 'slug'; slug: string };

/** The lookups to try for a host, in order (custom domain, subdomain of BASE_DOMAIN, dev slug). */
export function hostLookups(host: string, config: Pick<Config, 'BASE_DOMAIN' | 'DEV_RESTAURANT_SLUG'>): HostMatch[] {
  if (!host) return [];
  const lookups: HostMatch[] = [{ by: 'domain', host }];
  const suffix = `.${config.BASE_DOMAIN}`;
  if (host.endsWith(suffix)) {
    const sub = host.slice(0, -suffix.length);
    if (sub && !sub.includes('.')) lookups.push({ by: 'slug', slug: sub });
  }
  if (host === 'localhost' || isIP(host) !== 0) lookups.push({ by: 'slug', slug: config.DEV_RESTAURANT_SLUG });
  return lookups;
}

/** Where the directory reads restaurants from (uncached). */
export interface RestaurantLookups {
  /** By lowercase slug. */
  bySlug(slug: string): Promise<RestaurantRow | null>;
  /** By an exact custom domain (lowercase, no port). */
  byCustomDomain(host: string): Promise<RestaurantRow | null>;
}

export class RestaurantDirectory {
  private readonly cache = new Map<string, CacheEntry>();
  /** Bumped by every clear, so a lookup that raced with one (it read the row before the change) is not kept. */
  private generation = 0;
  private readonly lookups: RestaurantLookups;
  private readonly config: Pick<Config, 'BASE_DOMAIN' | 'DEV_RESTAURANT_SLUG'>;
  /** Milliseconds now: the app's clock, so a test can move past the lifetimes. */
  private readonly now: () => number;
  private readonly staleIfError = new StaleIfError();

  constructor(lookups: RestaurantLookups, config: Pick<Config, 'BASE_DOMAIN' | 'DEV_RESTAURANT_SLUG'>, now: () => number = Date.now) {
    this.lookups = lookups;
    this.config = config;
    this.now = now;
  }

  async bySlug(slug: string): Promise<RestaurantRow | null> {
    const key = `slug:${slug.toLowerCase()}`;
    return this.cached(key, () => this.lookups.bySlug(slug.toLowerCase()));
  }

  async byHost(hostHeader: string | undefined): Promise<RestaurantRow | null> {
    for (const lookup of hostLookups(hostnameOf(hostHeader), this.config)) {
      const row =
        lookup.by === 'domain'
          ? await this.cached(`domain:${lookup.host}`, () => this.lookups.byCustomDomain(lookup.host))
          : await this.bySlug(lookup.slug);
      if (row) return row;
    }
    return null;
  }

  private listener: (() => void) | null = null;

  /** Hears this directory's own invalidations (to tell other processes: platform/invalidation.ts). */
  onInvalidate(listener: () => void): void {
    this.listener = listener;
  }

  /** Forget cached restaurants (all of them: a slug or domain change affects several keys), in every process. */
  invalidate(): void {
    this.clearLocally();
    this.listener?.();
  }

  /** Forget cached restaurants in this process only (a change another process made). */
  clearLocally(): void {
    this.generation += 1;
    this.cache.clear();
    for (const dependent of this.dependents) dependent();
  }

  private readonly dependents: (() => void)[] = [];

  /** Caches built on this one (rendered pages) forget with it, whichever process made the change. */
  onLocalInvalidation(dependent: () => void): void {
    this.dependents.push(dependent);
  }

  /**
   * A lookup from the cache while fresh; else from the database, or, while it is away, the last
   * known answer (a miss too) for this key (stale-if-error, platform/database-outage.ts).
   */
  private async cached(key: string, load: () => Promise<RestaurantRow | null>): Promise<RestaurantRow | null> {
    const now = this.now();
    const hit = this.cache.get(key);
    if (hit && hit.expiresAt > now) return hit.row;
    const generation = this.generation;
    const { value: row, fresh } = await this.staleIfError.load(now, hit ? { value: hit.row, loadedAt: hit.loadedAt } : null, load);
    if (!fresh || generation !== this.generation) return row;
    if (this.cache.size >= CACHE_MAX_ENTRIES) this.cache.clear();
    this.cache.set(key, { row, loadedAt: now, expiresAt: now + (row ? CACHE_TTL_MS : MISS_TTL_MS) });
    return row;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    restaurants: RestaurantDirectory;
  }
  interface FastifyRequest {
    /** The restaurant this request is for, from its Host; 404 AppError when none. */
    tenant(): Promise<Tenant>;
  }
}

const tenantSymbol = Symbol('tenant');
type WithTenantMemo = FastifyRequest & { [tenantSymbol]?: Promise<Tenant> };

async function resolveTenant(request: FastifyRequest): Promise<Tenant> {
  // `request.host` is the Host, or X-Forwarded-Host from a trusted proxy (TRUST_PROXY), as pages use.
  const restaurant = await request.server.restaurants.byHost(request.host);
  if (!restaurant) throw AppError.notFound(apiMessage('restaurant.noneForHost'));
  const query = request.query as { restaurantId?: unknown } | undefined;
  if (typeof query?.restaurantId === 'string' && query.restaurantId !== restaurant.id) {
    throw AppError.notFound(apiMessage('restaurant.notFound'));
  }
  return restaurant;
}

export const tenantPlugin = fp(
  async (app: FastifyInstance, opts: { lookups: RestaurantLookups; config: Config }) => {
    app.decorate('restaurants', new RestaurantDirectory(opts.lookups, opts.config, () => app.clock().getTime()));
    app.decorateRequest('tenant', function (this: WithTenantMemo): Promise<Tenant> {
      this[tenantSymbol] ??= resolveTenant(this);
      return this[tenantSymbol];
    });
  },
  { name: 'platter-tenant' },
);
