/**
 * The organisation a tenant file puts its restaurant in (issue 41): the one its `organisation.slug`
 * names (created if missing, renamed if the file's name differs), else the restaurant's own (a new
 * restaurant gets an organisation named after it). Two files naming one slug share it.
 */
import type { Transaction } from '../db/client.ts';
import type { RestaurantRow } from '../db/schema.ts';
import { findOrganisationBySlug, insertOrganisation, renameOrganisation } from '../modules/organisations/index.ts';
import { changesOf, type ChangeLog } from './plan.ts';
import type { TenantFile } from './schema.ts';

/** A free organisation slug from the restaurant's: itself, else with -2, -3… */
async function freeSlugFrom(tx: Transaction, base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base.slice(0, 60)}-${n}`;
    if (!(await findOrganisationBySlug(tx, candidate))) return candidate;
  }
}

export async function settleOrganisation(tx: Transaction, file: TenantFile, existing: RestaurantRow | undefined, now: Date, log: ChangeLog): Promise<string> {
  const changes = changesOf(log, 'organisation');
  if (!file.organisation) {
    if (existing) return existing.organisationId;
    const created = await insertOrganisation(tx, { slug: await freeSlugFrom(tx, file.slug), name: file.name, now });
    if (!created) throw new Error(`The organisation for "${file.slug}" was taken during the import; run it again.`);
    changes.added++;
    return created.id;
  }
  const { slug, name } = file.organisation;
  const known = await findOrganisationBySlug(tx, slug);
  if (!known) {
    // Two imports naming one new slug at once: the unique index lets one insert, the other finds it.
    const created = (await insertOrganisation(tx, { slug, name, now })) ?? (await findOrganisationBySlug(tx, slug));
    if (!created) throw new Error(`The organisation "${slug}" disappeared during the import; run it again.`);
    changes.added++;
    return created.id;
  }
  if (known.name !== name) {
    await renameOrganisation(tx, known.id, name, now);
    changes.updated++;
  }
  return known.id;
}
