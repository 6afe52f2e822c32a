/**
 * The site's addresses (Owner): {slug}.{BASE_DOMAIN}, always, and the restaurant's own domains,
 * added and removed here as the operator's CLI does (provisioning/domains.ts: one set of rules for
 * what a domain may be). A domain another restaurant serves is refused without naming it. Each
 * change is audited and the restaurant directory forgotten on every process, so the new address
 * serves the site at once (once its DNS points here). Ownership is not verified yet: docs/deploy.md.
 */
import { MAX_CUSTOM_DOMAINS, type DomainsResponse } from '@platter/domain';
import type { RestaurantRow } from '../../db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import type { StaffMember } from '../../platform/auth.ts';
import { addDomain, normaliseDomain, removeDomain } from '../../provisioning/domains.ts';
import { DomainTakenError, ProvisioningError } from '../../provisioning/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { restaurantRow } from './queries.ts';

/** What the site's addresses take. */
type DomainDeps = Pick<AppDeps, 'db' | 'clock' | 'restaurants'>;

type Addresses = DomainsResponse['data'];

function addressesOf(row: RestaurantRow, baseDomain: string): Addresses {
  const platform = `${row.slug}.${baseDomain}`;
  return {
    addresses: [{ host: platform, kind: 'platform' }, ...row.customDomains.map((host) => ({ host, kind: 'custom' as const }))],
    dnsTarget: platform,
  };
}

async function restaurantOf(app: DomainDeps, restaurantId: string): Promise<RestaurantRow> {
  const row = await restaurantRow(app.db, restaurantId);
  if (!row) throw AppError.notFound(apiMessage('restaurant.notFound'));
  return row;
}

export async function siteAddresses(app: DomainDeps, staff: StaffMember, baseDomain: string): Promise<Addresses> {
  return addressesOf(await restaurantOf(app, staff.restaurantId), baseDomain);
}

const refusedDomain = (message: string) => new AppError('VALIDATION_ERROR', `domain ${message}`, [{ field: 'domain', message }]);

async function audited(app: DomainDeps, staff: StaffMember, action: 'created' | 'deleted', before: string[], after: string[]): Promise<void> {
  await recordAudit(app.db, {
    restaurantId: staff.restaurantId,
    by: { id: staff.user.id, name: staff.user.name },
    action,
    entity: 'domains',
    entityId: staff.restaurantId,
    before: { domains: before },
    after: { domains: after },
    at: app.clock(),
  });
}

export async function addSiteDomain(app: DomainDeps, staff: StaffMember, baseDomain: string, input: string): Promise<Addresses> {
  let domain: string;
  try {
    domain = normaliseDomain(input, baseDomain);
  } catch (error) {
    if (error instanceof ProvisioningError) throw refusedDomain(error.message);
    throw error;
  }
  const row = await restaurantOf(app, staff.restaurantId);
  if (!row.customDomains.includes(domain) && row.customDomains.length >= MAX_CUSTOM_DOMAINS) {
    throw refusedDomain(`A site has at most ${MAX_CUSTOM_DOMAINS} domains of its own: remove one first.`);
  }
  try {
    const change = await addDomain(app.db, row.slug, domain);
    if (change.changed) {
      await audited(app, staff, 'created', row.customDomains, change.domains);
      app.restaurants.invalidate();
    }
  } catch (error) {
    if (error instanceof DomainTakenError) throw new AppError('CONFLICT', `${domain} already serves another restaurant. If it is yours, ask Platter's support to move it.`);
    throw error;
  }
  return addressesOf(await restaurantOf(app, staff.restaurantId), baseDomain);
}

export async function removeSiteDomain(app: DomainDeps, staff: StaffMember, baseDomain: string, domain: string): Promise<Addresses> {
  const row = await restaurantOf(app, staff.restaurantId);
  const host = domain.trim().toLowerCase();
  if (!row.customDomains.includes(host)) throw AppError.notFound(`${host} is not one of this site's domains.`);
  const change = await removeDomain(app.db, row.slug, host);
  if (change.changed) {
    await audited(app, staff, 'deleted', row.customDomains, change.domains);
    app.restaurants.invalidate();
  }
  return addressesOf(await restaurantOf(app, staff.restaurantId), baseDomain);
}
