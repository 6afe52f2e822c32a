import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { loyaltyBalances, organisationMembers, products, restaurants, savedAddresses, staffMemberships, users } from '../../db/schema.ts';
import { staffRolesOf } from '../../platform/auth.ts';
import { verifyPassword } from '../../platform/password.ts';
import { createTestDatabase, TEST_DATABASE_KINDS } from '../../test/test-db.ts';
import { readFileSync } from 'node:fs';
import { DEMO_CUSTOMER, DEMO_OWNER, DEMO_STAFF, DEMO_TASCA_OWNER, seedDemoIfEmpty } from './index.ts';

for (const kind of TEST_DATABASE_KINDS) {
  describe(`demo seed [${kind}]`, () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await createTestDatabase(kind, 'empty');
    });
    afterAll(async () => {
      await database.close();
    });

    it('seeds an empty database once, and never again', async () => {
      expect(await seedDemoIfEmpty(database.db)).toEqual({ restaurants: ['golden-fork', 'tasca-do-porto'] });
      expect(await seedDemoIfEmpty(database.db)).toBeNull();
      const [n] = await database.db.select({ n: count() }).from(restaurants);
      expect(n!.n).toBe(2);
      const [p] = await database.db.select({ n: count() }).from(products);
      expect(p!.n).toBeGreaterThanOrEqual(50);
    });

    it('creates the demo customer and owner with argon2id passwords, points and a default address', async () => {
      const [customer] = await database.db.select().from(users).where(eq(users.email, DEMO_CUSTOMER.email));
      expect(customer).toMatchObject({ name: 'Demo Diner', phoneNumber: '07700 900123' });
      expect(customer!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(customer!.passwordHash, DEMO_CUSTOMER.password)).toBe(true);
      expect(await verifyPassword(customer!.passwordHash, 'wrong')).toBe(false);
      const [balance] = await database.db.select().from(loyaltyBalances).where(eq(loyaltyBalances.userId, customer!.id));
      expect(balance!.points).toBe(150);
      const addresses = await database.db.select().from(savedAddresses).where(eq(savedAddresses.userId, customer!.id));
      expect(addresses).toHaveLength(1);
      expect(addresses[0]).toMatchObject({ isDefault: true, city: 'London', country: 'United Kingdom' });

      const [owner] = await database.db.select().from(users).where(eq(users.email, DEMO_OWNER.email));
      expect(await verifyPassword(owner!.passwordHash, DEMO_OWNER.password)).toBe(true);
      // An Owner of the restaurant's organisation (issue 41).
      const [membership] = await staffRolesOf(database.db, owner!.id);
      expect(membership!.role).toBe('Owner');
    });

    it('gives each restaurant an owner and The Golden Fork a Staff member, so every demo order can be accepted', async () => {
      // Owners stand at the organisation's level (issue 41), Staff at the restaurant's.
      const owners = await database.db
        .select({ email: users.email, passwordHash: users.passwordHash, slug: restaurants.slug, role: organisationMembers.role })
        .from(organisationMembers)
        .innerJoin(users, eq(users.id, organisationMembers.userId))
        .innerJoin(restaurants, eq(restaurants.organisationId, organisationMembers.organisationId));
      const staff = await database.db
        .select({ email: users.email, passwordHash: users.passwordHash, slug: restaurants.slug, role: staffMemberships.role })
        .from(staffMemberships)
        .innerJoin(users, eq(users.id, staffMemberships.userId))
        .innerJoin(restaurants, eq(restaurants.id, staffMemberships.restaurantId));
      const members = [...owners, ...staff];
      expect(members.map(({ email, slug, role }) => ({ email, slug, role })).sort((a, b) => a.email.localeCompare(b.email))).toEqual([
        { email: DEMO_OWNER.email, slug: 'golden-fork', role: 'Owner' },
        { email: DEMO_TASCA_OWNER.email, slug: 'tasca-do-porto', role: 'Owner' },
        { email: DEMO_STAFF.email, slug: 'golden-fork', role: 'Staff' },
      ]);
      for (const account of [DEMO_OWNER, DEMO_TASCA_OWNER, DEMO_STAFF]) {
        const member = members.find((m) => m.email === account.email);
        expect(await verifyPassword(member!.passwordHash, account.password)).toBe(true);
      }
    });

    it("lists every demo account with its password, and the board's address, in README", () => {
      const readme = readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8');
      for (const account of [DEMO_CUSTOMER, DEMO_OWNER, DEMO_TASCA_OWNER, DEMO_STAFF]) {
        expect(readme).toContain(account.email);
        expect(readme).toContain(account.password);
      }
      expect(readme).toContain('/staff');
    });

    it('enforces one lowercase email per account and one default address per user', async () => {
      await expect(
        database.db.insert(users).values({ email: 'Demo@Example.com', passwordHash: 'x', name: 'Shouty' }),
      ).rejects.toThrow();
      await expect(
        database.db.insert(users).values({ email: DEMO_CUSTOMER.email, passwordHash: 'x', name: 'Twin' }),
      ).rejects.toThrow();
      const [customer] = await database.db.select().from(users).where(eq(users.email, DEMO_CUSTOMER.email));
      await expect(
        database.db
          .insert(savedAddresses)
          .values({ userId: customer!.id, street: '1 Other Road', city: 'London', postalCode: 'N1 1AA', isDefault: true }),
      ).rejects.toThrow();
    });
  });
}
