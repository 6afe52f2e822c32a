import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loyaltyBalances, restaurants, savedAddresses, staffMemberships, users } from '../../db/schema.ts';
import { hashPassword } from '../../platform/password.ts';
import { applyTenantFile } from '../import.ts';
import { prepareOwner } from '../owner.ts';
import type { TenantFile } from '../schema.ts';
import { parseTenantFile } from '../tenant-file.ts';
import goldenFork from './golden-fork.json' with { type: 'json' };
import tascaDoPorto from './tasca-do-porto.json' with { type: 'json' };

/** The demo accounts (also listed in README.md for people trying the demo). */
export const DEMO_CUSTOMER = { email: 'demo@example.com', password: 'OrderUp#2026', name: 'Demo Diner' };
export const DEMO_OWNER = { email: 'owner@golden-fork.example', password: 'Kitchen#2026', name: 'Margaret Hale' };
export const DEMO_TASCA_OWNER = { email: 'owner@tasca-do-porto.example', password: 'Cozinha#2026', name: 'Rosa Ferreira' };
/** The Golden Fork's Staff member: works the order board, not the restaurant's settings. */
export const DEMO_STAFF = { email: 'staff@golden-fork.example', password: 'Service#2026', name: 'Tom Baker' };

/**
 * The demo restaurants are tenant files (docs/provisioning.md), exactly as `npm run tenant --
 * export` writes them; DEMO_OWNER and DEMO_TASCA_OWNER are their files' owner e-mails.
 */
export function demoTenantFiles(): TenantFile[] {
  return [parseTenantFile(goldenFork, 'golden-fork.json'), parseTenantFile(tascaDoPorto, 'tasca-do-porto.json')];
}

/** Domains belong to a deployment, not to a tenant file: the demo's own (see the tenancy tests). */
const DEMO_DOMAINS: Record<string, string[]> = {
  'golden-fork': ['goldenfork.example', 'www.goldenfork.example'],
  'tasca-do-porto': ['tascadoporto.example'],
};

export interface SeedResult {
  restaurants: string[];
}

/** Seeds the demo restaurants and accounts, only when there are no restaurants at all. */
export async function seedDemoIfEmpty(db: Database): Promise<SeedResult | null> {
  const [existing] = await db.select({ n: count() }).from(restaurants);
  if ((existing?.n ?? 0) > 0) return null;
  const files = demoTenantFiles();

  // Hash before the transaction: argon2 is deliberately slow.
  const [customerHash, ownerHash, tascaOwnerHash, staffHash] = await Promise.all([
    hashPassword(DEMO_CUSTOMER.password),
    hashPassword(DEMO_OWNER.password),
    hashPassword(DEMO_TASCA_OWNER.password),
    hashPassword(DEMO_STAFF.password),
  ]);

  await db.transaction(async (tx) => {
    const customerId = randomUUID();
    const staffId = randomUUID();
    // The accounts first, with their fixed passwords: the import then finds the owners' accounts.
    await tx.insert(users).values([
      {
        id: customerId,
        email: DEMO_CUSTOMER.email,
        passwordHash: customerHash,
        name: DEMO_CUSTOMER.name,
        phoneNumber: '07700 900123',
      },
      { email: DEMO_OWNER.email, passwordHash: ownerHash, name: DEMO_OWNER.name, phoneNumber: '020 7946 0321' },
      { email: DEMO_TASCA_OWNER.email, passwordHash: tascaOwnerHash, name: DEMO_TASCA_OWNER.name, phoneNumber: '+351 912 345 678' },
      { id: staffId, email: DEMO_STAFF.email, passwordHash: staffHash, name: DEMO_STAFF.name },
    ]);
    await tx.insert(savedAddresses).values({
      userId: customerId,
      label: 'Home',
      street: '48 Doughty Street',
      city: 'London',
      stateOrRegion: 'Greater London',
      postalCode: 'WC1N 2LX',
      country: 'United Kingdom',
      latitude: 51.52355,
      longitude: -0.11637,
      note: 'Blue door, ring twice.',
      isDefault: true,
    });

    const ids = new Map<string, string>();
    for (const file of files) {
      const { restaurantId } = await applyTenantFile(tx, file, await prepareOwner(tx, file.ownerEmail));
      await tx.update(restaurants).set({ customDomains: DEMO_DOMAINS[file.slug] ?? [] }).where(eq(restaurants.id, restaurantId));
      ids.set(file.slug, restaurantId);
    }
    const goldenForkId = ids.get('golden-fork');
    if (!goldenForkId) throw new Error('The demo seed has no golden-fork.json.');
    await tx.insert(loyaltyBalances).values({ userId: customerId, restaurantId: goldenForkId, points: 150 });
    await tx.insert(staffMemberships).values({ userId: staffId, restaurantId: goldenForkId, role: 'Staff' });
  });

  return { restaurants: files.map((f) => f.slug) };
}
