/**
 * `tenant add-domain SLUG DOMAIN` / `remove-domain`: the exact host names that serve a
 * restaurant besides {slug}.{BASE_DOMAIN}. Not part of the tenant file: a file exported from
 * one deployment imports into another (staging, a copy under a new slug) without taking the
 * original's domains along.
 */
import { isIP } from 'node:net';
import { and, arrayContains, eq, ne } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { restaurants, type RestaurantRow } from '../db/schema.ts';
import { DomainTakenError, ProvisioningError, unknownSlug } from './errors.ts';

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** 'Eat.Example.com.' → 'eat.example.com'; refuses what a Host header could never match. */
export function normaliseDomain(input: string, baseDomain: string): string {
  const text = input.trim();
  if (!text || /[/:?#@\s]/.test(text)) {
    throw new ProvisioningError(`"${input}" is not a host name: give one such as eat.example.com (no https://, port or path).`);
  }
  let host: string;
  try {
    // Lowercases and turns an international name into its xn-- form, as browsers send it.
    host = new URL(`http://${text}`).hostname.replace(/\.$/, '');
  } catch {
    throw new ProvisioningError(`"${input}" is not a host name such as eat.example.com.`);
  }
  if (isIP(host) !== 0) throw new ProvisioningError(`${host} is an IP address; a restaurant's domain must be a name.`);
  const labels = host.split('.');
  if (labels.length < 2 || host.length > 253 || !labels.every((l) => LABEL.test(l))) {
    throw new ProvisioningError(`"${input}" is not a host name such as eat.example.com.`);
  }
  if (host === baseDomain || host.endsWith(`.${baseDomain}`)) {
    throw new ProvisioningError(
      `${host} is under BASE_DOMAIN (${baseDomain}), whose addresses {slug}.${baseDomain} already serve each restaurant by its slug.`,
    );
  }
  return host;
}

export interface DomainChange {
  slug: string;
  domain: string;
  /** False when the domain was already (add) or not (remove) there. */
  changed: boolean;
  domains: string[];
}

async function lockRestaurant(db: Executor, slug: string): Promise<RestaurantRow> {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.slug, slug)).for('update');
  if (row) return row;
  throw await unknownSlug(db, slug);
}

export async function addDomain(db: Database, slug: string, domain: string): Promise<DomainChange> {
  return db.transaction(async (tx) => {
    const restaurant = await lockRestaurant(tx, slug);
    const [other] = await tx
      .select({ slug: restaurants.slug })
      .from(restaurants)
      .where(and(arrayContains(restaurants.customDomains, [domain]), ne(restaurants.id, restaurant.id)))
      .limit(1);
    if (other) throw new DomainTakenError(domain, other.slug);
    if (restaurant.customDomains.includes(domain)) return { slug, domain, changed: false, domains: restaurant.customDomains };
    const domains = [...restaurant.customDomains, domain];
    await tx.update(restaurants).set({ customDomains: domains, updatedAt: new Date() }).where(eq(restaurants.id, restaurant.id));
    return { slug, domain, changed: true, domains };
  });
}

export async function removeDomain(db: Database, slug: string, domain: string): Promise<DomainChange> {
  return db.transaction(async (tx) => {
    const restaurant = await lockRestaurant(tx, slug);
    if (!restaurant.customDomains.includes(domain)) return { slug, domain, changed: false, domains: restaurant.customDomains };
    const domains = restaurant.customDomains.filter((d) => d !== domain);
    await tx.update(restaurants).set({ customDomains: domains, updatedAt: new Date() }).where(eq(restaurants.id, restaurant.id));
    return { slug, domain, changed: true, domains };
  });
}
