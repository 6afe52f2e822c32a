import { readFileSync } from 'node:fs';
import { asc, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { productsResponse, restaurantResponse, userResponse } from '@platter/domain';
import { API_PREFIX } from '../app.ts';
import type { Database } from '../db/client.ts';
import {
  categories,
  highlights,
  optionGroups,
  optionValues,
  productCategories,
  products,
  promotions,
  restaurants,
  staffMemberships,
  users,
} from '../db/schema.ts';
import { DEMO_CUSTOMER, DEMO_OWNER } from './demo-seed/index.ts';
import { API_ROOT } from '../paths.ts';
import { loginAs, registerDiner } from '../test/auth.ts';
import { describeEachDatabase, type TestApp } from '../test/test-app.ts';
import { addDomain, normaliseDomain } from './domains.ts';
import { exportTenant } from './export.ts';
import { applyTenantFile, importTenant } from './import.ts';
import type { TenantFile } from './schema.ts';
import { formatTenantFile } from './tenant-file.ts';

/** The file as another restaurant, in an organisation of its own (as a file without `organisation` makes). */
const renamed = (file: TenantFile, slug: string, name: string, ownerEmail = file.ownerEmail): TenantFile => ({ ...file, slug, name, ownerEmail, organisation: { slug, name } });

async function exported(db: Database, slug: string): Promise<TenantFile> {
  const file = await exportTenant(db, slug);
  if (!file) throw new Error(`No restaurant ${slug}`);
  return file;
}

/** Every row an import manages for one restaurant, timestamps included: equal before and after means nothing was written. */
async function rowsOf(db: Database, restaurantId: string) {
  return {
    restaurant: await db.select().from(restaurants).where(eq(restaurants.id, restaurantId)),
    categories: await db.select().from(categories).where(eq(categories.restaurantId, restaurantId)).orderBy(asc(categories.id)),
    products: await db.select().from(products).where(eq(products.restaurantId, restaurantId)).orderBy(asc(products.id)),
    links: await db
      .select()
      .from(productCategories)
      .where(eq(productCategories.restaurantId, restaurantId))
      .orderBy(asc(productCategories.productId), asc(productCategories.categoryId)),
    groups: await db.select().from(optionGroups).where(eq(optionGroups.restaurantId, restaurantId)).orderBy(asc(optionGroups.id)),
    values: await db.select().from(optionValues).where(eq(optionValues.restaurantId, restaurantId)).orderBy(asc(optionValues.id)),
    promotions: await db.select().from(promotions).where(eq(promotions.restaurantId, restaurantId)).orderBy(asc(promotions.id)),
    highlights: await db.select().from(highlights).where(eq(highlights.restaurantId, restaurantId)).orderBy(asc(highlights.id)),
    staff: await db.select().from(staffMemberships).where(eq(staffMemberships.restaurantId, restaurantId)).orderBy(asc(staffMemberships.id)),
  };
}

const configOf = (t: TestApp, host: string) => t.app.inject({ url: `${API_PREFIX}/restaurants/public/-`, headers: { host } });

async function roleAt(t: TestApp, credentials: { email: string; password: string }, restaurantId: string) {
  const session = await loginAs(t.app, credentials);
  const me = userResponse.parse((await t.app.inject({ url: `${API_PREFIX}/users/me`, headers: session.headers })).json());
  return me.data.user.restaurantAffiliations.find((a) => a.restaurantId === restaurantId)?.role ?? null;
}

describeEachDatabase('provisioning from a tenant file', (t) => {
  let goldenFork: TenantFile;
  let silverSpoon: TenantFile;
  let silverSpoonId: string;

  it('exports each seeded demo restaurant as exactly its seed file', async () => {
    goldenFork = await exported(t.db, 'golden-fork');
    expect(formatTenantFile(goldenFork)).toBe(readFileSync(`${API_ROOT}/src/provisioning/demo-seed/golden-fork.json`, 'utf8'));
    const tasca = await exported(t.db, 'tasca-do-porto');
    expect(formatTenantFile(tasca)).toBe(readFileSync(`${API_ROOT}/src/provisioning/demo-seed/tasca-do-porto.json`, 'utf8'));
    expect(await exportTenant(t.db, 'no-such-place')).toBeNull();
  });

  it('imports it renamed as a third restaurant, served by its subdomain within seconds, and exports it again to an equal file', async () => {
    const host = 'silver-spoon.localhost:3000';
    // Asked before it exists: the directory caches the miss, which must not hide the new restaurant for long.
    expect((await configOf(t, host)).statusCode).toBe(404);

    // With its printers and missed-order minutes (issue 29): export and import keep them.
    silverSpoon = {
      ...renamed(goldenFork, 'silver-spoon', 'The Silver Spoon'),
      missedOrders: { alertMinutes: 4, rejectMinutes: 15 },
      printers: [
        { name: 'Kitchen', host: '192.168.1.50', port: 9100, paperWidth: 80, autoPrint: true, tickets: ['kitchen'] },
        { name: 'Pass', host: 'pass-printer.local', port: 9101, paperWidth: 58, autoPrint: false, tickets: ['packing', 'kitchen'] },
      ],
    };
    const result = await importTenant(t.db, silverSpoon);
    expect(result).toMatchObject({ slug: 'silver-spoon', created: true });
    expect(result.changes.products).toEqual({ added: 46, updated: 0, removed: 0, deactivated: 0 });
    expect(result.owner).toEqual({ email: DEMO_OWNER.email, accountCreated: false, oneTimePassword: null, membership: 'added' });
    silverSpoonId = result.restaurantId;

    const started = Date.now();
    let res = await configOf(t, host);
    while (res.statusCode === 404 && Date.now() - started < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      res = await configOf(t, host);
    }
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    const restaurant = restaurantResponse.parse(res.json()).data.restaurant;
    expect(restaurant).toMatchObject({ _id: silverSpoonId, name: 'The Silver Spoon', slug: 'silver-spoon', currency: { code: 'GBP', symbol: '£' } });
    const menu = productsResponse.parse((await t.app.inject({ url: `${API_PREFIX}/products?limit=200`, headers: { host } })).json());
    expect(menu.data.products.map((p) => p.name)).toEqual(silverSpoon.products.map((p) => p.name));

    const again = await exported(t.db, 'silver-spoon');
    expect(again).toEqual(silverSpoon);
    expect(formatTenantFile(again)).toBe(formatTenantFile(silverSpoon));
    // The original is untouched, and its owner now owns the copy too.
    expect(await exported(t.db, 'golden-fork')).toEqual(goldenFork);
    expect(await roleAt(t, DEMO_OWNER, silverSpoonId)).toBe('Owner');
  });

  it('imports the same file again without writing a row', async () => {
    const before = await rowsOf(t.db, silverSpoonId);
    const result = await importTenant(t.db, silverSpoon);
    expect(result).toMatchObject({ created: false, total: 0, owner: { membership: 'unchanged', accountCreated: false } });
    expect(await rowsOf(t.db, silverSpoonId)).toEqual(before);
  });

  it('shows in a dry run what an import would change, and writes nothing', async () => {
    const before = await rowsOf(t.db, silverSpoonId);
    const cheaper = { ...silverSpoon, products: silverSpoon.products.map((p) => (p.name === 'Margherita' ? { ...p, price: 9.5 } : p)) };
    const result = await importTenant(t.db, cheaper, { dryRun: true });
    expect(result.total).toBe(1);
    expect(result.changes.products).toMatchObject({ updated: 1 });
    expect(await rowsOf(t.db, silverSpoonId)).toEqual(before);
  });

  it('writes nothing when an import fails half-way: one transaction', async () => {
    const [before] = await t.db.select({ restaurants: count() }).from(restaurants);
    const [productsBefore] = await t.db.select({ n: count() }).from(products);
    // An owner account that vanished between preparing and importing fails the import after the menu was written.
    const failing = t.db.transaction((tx) =>
      applyTenantFile(tx, renamed(goldenFork, 'ghost-kitchen', 'Ghost Kitchen'), { email: 'gone@example.com', newAccount: null }),
    );
    await expect(failing).rejects.toThrow('The account gone@example.com disappeared during the import; run it again.');
    expect(await t.db.select({ restaurants: count() }).from(restaurants)).toEqual([before]);
    expect(await t.db.select({ n: count() }).from(products)).toEqual([productsBefore]);
  });

  it("creates a missing owner's account with a one-time password that signs in; an existing account keeps its password", async () => {
    const created = await importTenant(t.db, renamed(goldenFork, 'night-owl', 'Night Owl', 'Chef@Night-Owl.example'));
    const owner = created.owner!;
    expect(owner).toMatchObject({ email: 'chef@night-owl.example', accountCreated: true, membership: 'added' });
    expect(owner.oneTimePassword).toMatch(/^[A-Za-z0-9_-]{20}$/);
    const [account] = await t.db.select().from(users).where(eq(users.email, 'chef@night-owl.example'));
    expect(account!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(account!.passwordHash).not.toContain(owner.oneTimePassword);
    expect(await roleAt(t, { email: 'chef@night-owl.example', password: owner.oneTimePassword! }, created.restaurantId)).toBe('Owner');
    // The file names the address as written; the export gives the account's (lowercase) one.
    expect((await exported(t.db, 'night-owl')).ownerEmail).toBe('chef@night-owl.example');

    const again = await importTenant(t.db, renamed(goldenFork, 'night-owl', 'Night Owl', 'chef@night-owl.example'));
    expect(again.owner).toEqual({ email: 'chef@night-owl.example', accountCreated: false, oneTimePassword: null, membership: 'unchanged' });
    expect(again.total).toBe(0);

    // A diner named as owner becomes one; a staff member is promoted; neither account changes otherwise.
    const diner = await importTenant(t.db, renamed(goldenFork, 'night-owl', 'Night Owl', DEMO_CUSTOMER.email));
    expect(diner.owner).toMatchObject({ accountCreated: false, oneTimePassword: null, membership: 'added' });
    expect(await roleAt(t, DEMO_CUSTOMER, created.restaurantId)).toBe('Owner');
    const staff = await registerDiner(t.app);
    await t.db.insert(staffMemberships).values({ userId: staff.user._id, restaurantId: created.restaurantId, role: 'Staff' });
    const promoted = await importTenant(t.db, renamed(goldenFork, 'night-owl', 'Night Owl', staff.email));
    expect(promoted.owner).toMatchObject({ membership: 'promoted to Owner' });
    expect(await roleAt(t, staff, created.restaurantId)).toBe('Owner');
    // Owners named by earlier files keep their access; the export names the first owner.
    expect((await exported(t.db, 'night-owl')).ownerEmail).toBe('chef@night-owl.example');
  });

  it('serves the restaurant at a domain added to it, and refuses a domain another restaurant has', async () => {
    const domain = normaliseDomain(' Eat.Silver-Spoon.example. ', 'localhost');
    expect(domain).toBe('eat.silver-spoon.example');
    expect(await addDomain(t.db, 'silver-spoon', domain)).toEqual({ slug: 'silver-spoon', domain, changed: true, domains: [domain] });
    expect(await addDomain(t.db, 'silver-spoon', domain)).toMatchObject({ changed: false });
    const res = await configOf(t, 'eat.silver-spoon.example');
    expect(restaurantResponse.parse(res.json()).data.restaurant.slug).toBe('silver-spoon');

    await expect(addDomain(t.db, 'silver-spoon', 'goldenfork.example')).rejects.toThrow(
      'goldenfork.example already serves "golden-fork"; remove it there first (remove-domain golden-fork goldenfork.example).',
    );
    await expect(addDomain(t.db, 'no-such-place', 'eat.example.com')).rejects.toThrow(
      'No restaurant has the slug "no-such-place". There are: golden-fork, night-owl, silver-spoon, tasca-do-porto.',
    );
    for (const bad of ['https://eat.example.com', 'eat.example.com:8443', '10.0.0.7', 'localhost', 'x.localhost', 'bad_name.example']) {
      expect(() => normaliseDomain(bad, 'localhost'), bad).toThrow();
    }
    // Domains belong to the deployment, not to the file: the export is unchanged.
    expect(await exported(t.db, 'silver-spoon')).toEqual(silverSpoon);
  });
});
