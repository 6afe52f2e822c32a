import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { loyaltyBalances, products, restaurants, savedAddresses, staffMemberships, users } from '../../db/schema.ts';
import { verifyPassword } from '../../platform/password.ts';
import { createTestDatabase, TEST_DATABASE_KINDS } from '../../test/test-db.ts';
import { DEMO_CUSTOMER, DEMO_OWNER, seedDemoIfEmpty } from './index.ts';

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
      const [membership] = await database.db.select().from(staffMemberships).where(eq(staffMemberships.userId, owner!.id));
      expect(membership!.role).toBe('Owner');
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
