/**
 * Migration 0027 (issue 41) on a copy of the demo database: every restaurant gets an organisation
 * of its own (slug and name the restaurant's) and its Owners move to it with their versions; the
 * Managers and Staff stay members of their restaurant. The copy is taken back to the migration
 * before (the Owners back in staff_memberships, the new tables and column gone, 0027 unrecorded),
 * with a second Owner and a Manager more, and migrated again as a server starting would.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths.ts';
import { staffRoleAt } from '../platform/auth.ts';
import { createTestDatabase, TEST_DATABASE_KINDS } from '../test/test-db.ts';
import type { DatabaseHandle } from './client.ts';
import { migrateDatabase } from './migrate.ts';

const TAG = '0027_organisations';
const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };

/** Rows of a raw query, on either driver. */
async function rows<T>(database: DatabaseHandle, query: string): Promise<T[]> {
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

for (const kind of TEST_DATABASE_KINDS) {
  describe(`migration ${TAG} on a copy of the demo database [${kind}]`, () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await createTestDatabase(kind, 'demo');
    });
    afterAll(async () => {
      await database.close();
    });

    it('gives every restaurant its own organisation and moves its Owners to it, with their versions; Managers and Staff stay', async () => {
      const mine = journal.entries.find((e) => e.tag === TAG)!;
      // Taking the copy back works while the migrations after this one are undone first (below, newest first).
      const later = journal.entries.slice(journal.entries.indexOf(mine) + 1).map((e) => e.tag);
      expect(later, `undo the migrations after ${TAG} here too`).toEqual(['0028_restaurant_parts', '0029_restaurant_parts_drop']);

      for (const statement of [
        // 0029 and 0028 undone: the restaurant's parts back in its row, their tables gone.
        `ALTER TABLE restaurants ADD COLUMN theme jsonb, ADD COLUMN theme_settings jsonb DEFAULT '{"faviconUrl":null}'::jsonb NOT NULL,
           ADD COLUMN logo_url text, ADD COLUMN cover_image_url text, ADD COLUMN delivery_fee_minor integer,
           ADD COLUMN delivery_minimum_minor integer DEFAULT 0 NOT NULL, ADD COLUMN allows_collection boolean DEFAULT true NOT NULL,
           ADD COLUMN printers jsonb DEFAULT '[]'::jsonb NOT NULL, ADD COLUMN opening_hours jsonb DEFAULT '{}'::jsonb NOT NULL,
           ADD COLUMN special_dates jsonb DEFAULT '[]'::jsonb NOT NULL, ADD COLUMN capacity jsonb, ADD COLUMN busy_extra_minutes integer DEFAULT 0 NOT NULL,
           ADD COLUMN busy_until timestamp with time zone, ADD COLUMN missed_orders jsonb DEFAULT '{"alertMinutes":3,"rejectMinutes":10}'::jsonb NOT NULL`,
        `UPDATE restaurants r SET theme = l.theme, theme_settings = l.theme_settings, logo_url = l.logo_url, cover_image_url = l.cover_image_url
           FROM restaurant_looks l WHERE l.restaurant_id = r.id`,
        `UPDATE restaurants r SET delivery_fee_minor = f.delivery_fee_minor, delivery_minimum_minor = f.delivery_minimum_minor, allows_collection = f.allows_collection
           FROM restaurant_fulfilment f WHERE f.restaurant_id = r.id`,
        'UPDATE restaurants r SET printers = p.printers FROM restaurant_printers p WHERE p.restaurant_id = r.id',
        'UPDATE restaurants r SET opening_hours = k.opening_hours, special_dates = k.special_dates FROM restaurant_calendars k WHERE k.restaurant_id = r.id',
        `UPDATE restaurants r SET capacity = c.capacity, busy_extra_minutes = c.busy_extra_minutes, busy_until = c.busy_until, missed_orders = c.missed_orders
           FROM restaurant_capacity c WHERE c.restaurant_id = r.id`,
        'ALTER TABLE restaurants ALTER COLUMN theme SET NOT NULL',
        'DROP TABLE restaurant_looks, restaurant_fulfilment, restaurant_printers, restaurant_calendars, restaurant_capacity',
        `INSERT INTO staff_memberships (user_id, restaurant_id, role, created_at, version, updated_at, updated_by)
           SELECT m.user_id, r.id, 'Owner', m.created_at, m.version, m.updated_at, m.updated_by
           FROM organisation_members m JOIN restaurants r ON r.organisation_id = m.organisation_id`,
        'ALTER TABLE restaurants DROP COLUMN organisation_id',
        'DROP TABLE staff_handoffs',
        'DROP TABLE organisation_members',
        'DROP TABLE platform_operators',
        'DROP TABLE organisations',
        `DELETE FROM drizzle.__drizzle_migrations WHERE created_at >= ${mine.when}`,
        // A second Owner of The Golden Fork who changed role twice, and a Manager at Tasca.
        `INSERT INTO staff_memberships (user_id, restaurant_id, role, version)
           SELECT u.id, r.id, 'Owner', 3 FROM users u, restaurants r WHERE u.email = 'demo@example.com' AND r.slug = 'golden-fork'`,
        `INSERT INTO staff_memberships (user_id, restaurant_id, role)
           SELECT u.id, r.id, 'Manager' FROM users u, restaurants r WHERE u.email = 'staff@golden-fork.example' AND r.slug = 'tasca-do-porto'`,
      ]) {
        await database.db.execute(sql.raw(statement));
      }
      type Membership = { slug: string; email: string; role: string; version: number };
      const membershipsQuery = `SELECT r.slug, u.email, m.role::text AS role, m.version FROM staff_memberships m
        JOIN restaurants r ON r.id = m.restaurant_id JOIN users u ON u.id = m.user_id ORDER BY r.slug, u.email`;
      const before = await rows<Membership>(database, membershipsQuery);
      expect(before.filter((m) => m.role === 'Owner').map((m) => [m.slug, m.email, m.version])).toEqual([
        ['golden-fork', 'demo@example.com', 3],
        ['golden-fork', 'owner@golden-fork.example', 1],
        ['tasca-do-porto', 'owner@tasca-do-porto.example', 1],
      ]);

      await migrateDatabase(database);

      const restaurants = await rows<{ id: string; slug: string; name: string; org_slug: string; org_name: string }>(
        database,
        `SELECT r.id, r.slug, r.name, o.slug AS org_slug, o.name AS org_name FROM restaurants r JOIN organisations o ON o.id = r.organisation_id ORDER BY r.slug`,
      );
      expect(restaurants.map((r) => [r.slug, r.org_slug, r.org_name])).toEqual([
        ['golden-fork', 'golden-fork', 'The Golden Fork'],
        ['tasca-do-porto', 'tasca-do-porto', 'Tasca do Porto'],
      ]);
      expect(await rows<{ n: number }>(database, 'SELECT count(*)::int AS n FROM organisations')).toEqual([{ n: 2 }]);
      const owners = await rows<{ slug: string; email: string; version: number }>(
        database,
        `SELECT o.slug, u.email, m.version FROM organisation_members m JOIN organisations o ON o.id = m.organisation_id
           JOIN users u ON u.id = m.user_id ORDER BY o.slug, u.email`,
      );
      expect(owners).toEqual(before.filter((m) => m.role === 'Owner').map(({ slug, email, version }) => ({ slug, email, version })));
      expect(await rows<Membership>(database, membershipsQuery)).toEqual(before.filter((m) => m.role !== 'Owner'));
      // The effective roles are what they were.
      const users = await rows<{ id: string; email: string }>(database, 'SELECT id, email FROM users');
      for (const m of before) {
        const user = users.find((u) => u.email === m.email)!;
        const restaurant = restaurants.find((r) => r.slug === m.slug)!;
        expect(await staffRoleAt(database.db, user.id, restaurant.id)).toBe(m.role);
      }
      // NOT NULL now: a restaurant cannot be stored without an organisation.
      const nullable = await rows<{ is_nullable: string }>(
        database,
        `SELECT is_nullable FROM information_schema.columns WHERE table_name = 'restaurants' AND column_name = 'organisation_id'`,
      );
      expect(nullable).toEqual([{ is_nullable: 'NO' }]);
    });
  });
}
