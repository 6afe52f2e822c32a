/**
 * Tenancy: which restaurant a request is for (architecture.md, "Tenancy").
 *
 * - `app.restaurants` is the process-wide directory: restaurants by slug and by host, cached
 *   briefly in memory (by the app's clock). Call `app.restaurants.invalidate()` after changing a
 *   restaurant row. While the database is away, a host seen before keeps its last known
 *   restaurant (stale-if-error, platform/database-outage.ts).
 *   The rows come from lookups app.ts hands in (the restaurants module's queries): platform/
 *   never imports modules/.
 * - `await request.tenant()` resolves the request's `TenantContext` from its Host once per request
 *   (memoised) or throws a 404 AppError: the restaurant's identity (id, slug, name), time zone,
 *   currency, languages and ordering switch, and the actor once authentication knows them. When
 *   the route's query carries `restaurantId`, it must name the same restaurant, else 404.
 * - The rest of a restaurant is in parts (opening calendar, fulfilment, capacity, printers,
 *   payments, look, content…), each owned by one module (docs/reference/tenancy.md, "The
 *   restaurant's parts"). A module's reader of its part caches through `app.restaurants.part()`:
 *   the same lifetime, stale-if-error and invalidation as the directory, so one `invalidate()`
 *   after a change forgets the restaurant and all its parts in every process.
 */
import { isIP } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { StaffRole } from '@platter/domain';
import type { Database } from '../db/client.ts';
import type { RestaurantRow } from '../db/schema.ts';
import { StaleIfError } from './database-outage.ts';
import { AppError } from './errors.ts';
import { API_MESSAGES_EN_GB, apiMessage } from '@platter/domain';

/** What the directory keeps of a restaurant: what nearly every request needs, nothing of its parts. */
export type TenantRestaurant = Pick<RestaurantRow, 'id' | 'slug' | 'name' | 'customDomains' | 'timeZone' | 'currencyCode' | 'currencySymbol' | 'languages' | 'isAcceptingOrders'>;

/** Who is asking, once authentication has said (a diner's or staff member's account; the role for staff). */
export interface TenantActor {
  userId: string;
  name: string;
  /** The role at this restaurant, once `requireStaff` checked it; null for a diner (or staff not yet checked). */
  role: StaffRole | null;
}

/** The request's restaurant, resolved once per request from its Host (`await request.tenant()`). */
export interface TenantContext extends TenantRestaurant {
  /** The signed-in caller as far as the request knows it now; null when signed out or not yet authenticated. */
  readonly actor: TenantActor | null;
}

export const NO_RESTAURANT_FOR_HOST = API_MESSAGES_EN_GB['restaurant.noneForHost'];
export const RESTAURANT_NOT_FOUND = API_MESSAGES_EN_GB['restaurant.notFound'];

/** Bounds staleness across processes: another process's change is seen within this time. */
const CACHE_TTL_MS = 30_000;
/** A host that found no restaurant is asked again soon: one just imported (`npm run tenant`) is served within seconds. */
const MISS_TTL_MS = 2_000;
const CACHE_MAX_ENTRIES = 1000;
/** A restaurant has several parts (a handful of modules' readers): room for as many restaurants' parts as restaurants. */
const PART_CACHE_MAX_ENTRIES = 8 * CACHE_MAX_ENTRIES;

interface CacheEntry<T> {
  row: T;
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
  bySlug(slug: string): Promise<TenantRestaurant | null>;
  /** By an exact custom domain (lowercase, no port). */
  byCustomDomain(host: string): Promise<TenantRestaurant | null>;
}

export class RestaurantDirectory {
  private readonly cache = new Map<string, CacheEntry<TenantRestaurant | null>>();
  /** The restaurants' parts by part and restaurant id (`part()`), forgotten with the directory. */
  private readonly parts = new Map<string, CacheEntry<unknown>>();
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

  async bySlug(slug: string): Promise<TenantRestaurant | null> {
    const key = `slug:${slug.toLowerCase()}`;
    return this.cached(this.cache, key, () => this.lookups.bySlug(slug.toLowerCase()), MISS_TTL_MS, CACHE_MAX_ENTRIES);
  }

  async byHost(hostHeader: string | undefined): Promise<TenantRestaurant | null> {
    for (const lookup of hostLookups(hostnameOf(hostHeader), this.config)) {
      const row =
        lookup.by === 'domain'
          ? await this.cached(this.cache, `domain:${lookup.host}`, () => this.lookups.byCustomDomain(lookup.host), MISS_TTL_MS, CACHE_MAX_ENTRIES)
          : await this.bySlug(lookup.slug);
      if (row) return row;
    }
    return null;
  }

  /**
   * One part of a restaurant (`name`: its owning module's name for it), loaded by `load` and kept
   * as the directory keeps restaurants: fresh for the same time, the last known while the database
   * is away, forgotten by every `invalidate()` (in every process). Only the owning module's
   * reader calls this (its index.ts exports the reader).
   */
  async part<T>(name: string, restaurantId: string, load: () => Promise<T>): Promise<T> {
    return this.cached(this.parts as Map<string, CacheEntry<T>>, `${name}:${restaurantId}`, load, CACHE_TTL_MS, PART_CACHE_MAX_ENTRIES);
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
    this.parts.clear();
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
  private async cached<T>(cache: Map<string, CacheEntry<T>>, key: string, load: () => Promise<T>, missTtlMs: number, maxEntries: number): Promise<T> {
    const now = this.now();
    const hit = cache.get(key);
    if (hit && hit.expiresAt > now) return hit.row;
    const generation = this.generation;
    const { value: row, fresh } = await this.staleIfError.load(now, hit ? { value: hit.row, loadedAt: hit.loadedAt } : null, load);
    if (!fresh || generation !== this.generation) return row;
    if (cache.size >= maxEntries) cache.clear();
    cache.set(key, { row, loadedAt: now, expiresAt: now + (row ? CACHE_TTL_MS : missTtlMs) });
    return row;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    restaurants: RestaurantDirectory;
  }
  interface FastifyRequest {
    /** The restaurant this request is for, from its Host; 404 AppError when none. */
    tenant(): Promise<TenantContext>;
  }
}

const tenantSymbol = Symbol('tenant');
type WithTenantMemo = FastifyRequest & { [tenantSymbol]?: Promise<TenantContext> };

/** The actor as the request knows it now (`request.user` and `request.staff` are set by authentication, platform/auth.ts). */
function actorOf(request: FastifyRequest, restaurantId: string): TenantActor | null {
  const user = request.staff?.user ?? request.user;
  if (!user) return null;
  const role = request.staff?.restaurantId === restaurantId ? request.staff.role : null;
  return { userId: user.id, name: user.name, role };
}

async function resolveTenant(request: FastifyRequest): Promise<TenantContext> {
  // `request.host` is the Host, or X-Forwarded-Host from a trusted proxy (TRUST_PROXY), as pages use.
  const restaurant = await request.server.restaurants.byHost(request.host);
  if (!restaurant) throw AppError.notFound(apiMessage('restaurant.noneForHost'));
  const query = request.query as { restaurantId?: unknown } | undefined;
  if (typeof query?.restaurantId === 'string' && query.restaurantId !== restaurant.id) {
    throw AppError.notFound(apiMessage('restaurant.notFound'));
  }
  const context: TenantContext = {
    id: restaurant.id,
    slug: restaurant.slug,
    name: restaurant.name,
    customDomains: restaurant.customDomains,
    timeZone: restaurant.timeZone,
    currencyCode: restaurant.currencyCode,
    currencySymbol: restaurant.currencySymbol,
    languages: restaurant.languages,
    isAcceptingOrders: restaurant.isAcceptingOrders,
    // Read when asked: the context is resolved once, often before authentication has run.
    get actor() {
      return actorOf(request, restaurant.id);
    },
  };
  return context;
}

export const tenantPlugin = fp(
  async (app: FastifyInstance, opts: { lookups: RestaurantLookups; config: Config }) => {
    app.decorate('restaurants', new RestaurantDirectory(opts.lookups, opts.config, () => app.clock().getTime()));
    app.decorateRequest('tenant', function (this: WithTenantMemo): Promise<TenantContext> {
      this[tenantSymbol] ??= resolveTenant(this);
      return this[tenantSymbol];
    });
  },
  { name: 'platter-tenant' },
);

/** What a part's reader needs: the database to load from and the directory that caches it (the app satisfies it; a test may hand in its own). */
export interface PartSource {
  db: Database;
  restaurants: RestaurantDirectory;
}
