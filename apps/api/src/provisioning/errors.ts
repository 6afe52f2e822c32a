/** Refusals the tenant commands show as they are, without a stack: the input or the database is not what the command needs. */
import type { Executor } from '../db/client.ts';
import { restaurantSlugs } from './export.ts';

export class ProvisioningError extends Error {
  override name = 'ProvisioningError';
}

/** The domain already serves another restaurant (named for the operator's CLI, never to a restaurant). */
export class DomainTakenError extends ProvisioningError {
  constructor(
    readonly domain: string,
    readonly otherSlug: string,
  ) {
    super(`${domain} already serves "${otherSlug}"; remove it there first (remove-domain ${otherSlug} ${domain}).`);
  }
}

/** 'No restaurant has the slug "x". There are: a, b.' */
export async function unknownSlug(db: Executor, slug: string): Promise<ProvisioningError> {
  const slugs = await restaurantSlugs(db);
  return new ProvisioningError(`No restaurant has the slug "${slug}". ${slugs.length ? `There are: ${slugs.join(', ')}.` : 'There are none yet.'}`);
}
