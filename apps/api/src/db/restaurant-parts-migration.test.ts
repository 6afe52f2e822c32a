/**
 * The restaurant's parts' migration (0028 restaurant_parts, 0029 restaurant_parts_drop) on a
 * database as it was before them, holding the demo's restaurants: every restaurant's printers,
 * capacity, calendar, fulfilment and look land in their parts' tables as they were, and the columns go.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { toMinor } from '@platter/domain';
import { MIGRATIONS_DIR } from '../paths.ts';
import { demoTenantFiles } from '../provisioning/demo-seed/index.ts';

/** The migrations before this branch's, in a folder of their own. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'platter-parts-migration-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag.endsWith(tag));
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return dir;
}

describe('migration: the restaurant as parts', () => {
  it("copies each restaurant's printers, capacity, calendar, fulfilment and look into their parts, then drops the columns", async () => {
    const before = migrationsBefore('_restaurant_parts');
    const client = await PGlite.create();
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      const files = demoTenantFiles();
      // The demo's restaurants as the old row held them (a busy switch on at one of them).
      const busyUntil = '2026-06-05T12:30:00.000Z';
      for (const [index, file] of files.entries()) {
        // Each restaurant in its own organisation, as migration 0027 made them.
        const organisation = await client.query<{ id: string }>('INSERT INTO organisations (slug, name) VALUES ($1, $2) RETURNING id', [file.slug, file.name]);
        await client.query(
          `INSERT INTO restaurants (organisation_id, slug, name, theme, printers, capacity, busy_extra_minutes, busy_until, missed_orders, opening_hours, special_dates, delivery_fee_minor, delivery_minimum_minor, allows_collection, theme_settings, logo_url, cover_image_url)
           VALUES ($17, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
          [
            file.slug,
            file.name,
            JSON.stringify(file.theme),
            JSON.stringify(file.printers.length ? file.printers : [{ name: 'Kitchen', host: '192.168.1.50', port: 9100, paperWidth: 80, autoPrint: true, tickets: ['kitchen'] }]),
            file.capacity === null ? null : JSON.stringify(file.capacity),
            index === 0 ? 15 : 0,
            index === 0 ? busyUntil : null,
            JSON.stringify(file.missedOrders),
            JSON.stringify(file.openingHours),
            JSON.stringify(file.specialDates),
            file.settings.delivery.fee === null ? null : toMinor(file.settings.delivery.fee),
            toMinor(file.settings.delivery.minimumOrder),
            file.settings.delivery.allowsCollection,
            JSON.stringify({ faviconUrl: file.settings.faviconUrl }),
            file.settings.logoUrl,
            file.settings.coverImageUrl,
            organisation.rows[0]!.id,
          ],
        );
      }
      const old = await client.query<Record<string, unknown>>(
        'SELECT id, slug, theme, theme_settings, logo_url, cover_image_url, printers, capacity, busy_extra_minutes, busy_until, missed_orders, opening_hours, special_dates, delivery_fee_minor, delivery_minimum_minor, allows_collection FROM restaurants ORDER BY slug',
      );

      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

      const parts = await client.query<Record<string, unknown>>(
        `SELECT r.id, r.slug, l.theme, l.theme_settings, l.logo_url, l.cover_image_url, p.printers, c.capacity, c.busy_extra_minutes, c.busy_until, c.missed_orders, k.opening_hours, k.special_dates, f.delivery_fee_minor, f.delivery_minimum_minor, f.allows_collection
           FROM restaurants r
           JOIN restaurant_printers p ON p.restaurant_id = r.id
           JOIN restaurant_capacity c ON c.restaurant_id = r.id
           JOIN restaurant_calendars k ON k.restaurant_id = r.id
           JOIN restaurant_fulfilment f ON f.restaurant_id = r.id
           JOIN restaurant_looks l ON l.restaurant_id = r.id
          ORDER BY r.slug`,
      );
      expect(parts.rows).toHaveLength(files.length);
      expect(parts.rows).toEqual(old.rows);
      expect(parts.rows[0]!.busy_extra_minutes).toBe(15);
      const columns = await client.query<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_name = 'restaurants'");
      const names = columns.rows.map((row) => row.column_name);
      for (const moved of ['printers', 'capacity', 'busy_extra_minutes', 'busy_until', 'missed_orders', 'opening_hours', 'special_dates', 'delivery_fee_minor', 'delivery_minimum_minor', 'allows_collection', 'theme', 'theme_settings', 'logo_url', 'cover_image_url']) {
        expect(names, moved).not.toContain(moved);
      }
      expect(names).toContain('slug');
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
