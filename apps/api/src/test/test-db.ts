/**
 * Fresh, migrated databases for tests.
 *
 * PGlite: initdb + migrations (+ the demo seed) cost ~5 s, so they run once per machine into a
 * template data directory under the OS temp dir, keyed by a hash of the PGlite version, the
 * migrations and (for 'demo') the seed sources and the provisioning code that imports them; each
 * test database is a copy of it, deleted on close. Delete /tmp/platter-pglite-template-* after
 * changing other code the seed imports (the schema is covered by the migrations).
 * PostgreSQL (when TEST_DATABASE_URL is set): the same, on the server: a template database per
 * key (`platter_template_{key}`), migrated (and seeded) once per server, and each test database
 * a `CREATE DATABASE … TEMPLATE` copy of it with a random name, dropped on close.
 * `prepareTestTemplates` (the API project's global set-up) builds them before any worker starts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteHandle, postgresHandle, type DatabaseHandle, type DatabaseKind } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDemoIfEmpty } from '../provisioning/demo-seed/index.ts';
import { MIGRATIONS_DIR } from '../paths.ts';

/** Tests read their own environment; the app reads it only through config.ts. */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const TEST_DATABASE_KINDS: readonly DatabaseKind[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** What a fresh test database holds: nothing, or the demo restaurants and accounts. */
export type TestDatabaseContent = 'empty' | 'demo';

function templateKey(content: TestDatabaseContent): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion()).update(content);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!entry.name.endsWith('.test.ts')) hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_DIR);
  if (content === 'demo') {
    walk(PROVISIONING_DIR);
  }
  return hash.digest('hex').slice(0, 16);
}

/** The demo seed (provisioning/demo-seed/) and the provisioning code it imports tenant files through. */
const PROVISIONING_DIR = fileURLToPath(new URL('../provisioning', import.meta.url));
const templateDirs = new Map<TestDatabaseContent, Promise<string>>();

async function buildTemplate(content: TestDatabaseContent): Promise<string> {
  const target = join(tmpdir(), `platter-pglite-template-${templateKey(content)}`);
  if (existsSync(join(target, 'PG_VERSION'))) return target;
  // Build aside and rename into place, so concurrent workers never see a half-made template.
  const scratch = `${target}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const client = await PGlite.create(scratch);
  const handle = pgliteHandle(client);
  await migrateDatabase(handle);
  if (content === 'demo') await seedDemoIfEmpty(handle.db);
  await client.close();
  try {
    renameSync(scratch, target);
  } catch {
    rmSync(scratch, { recursive: true, force: true }); // another worker won the race
  }
  return target;
}

async function createPgliteDatabase(content: TestDatabaseContent): Promise<DatabaseHandle> {
  let template = templateDirs.get(content);
  if (!template) {
    template = buildTemplate(content);
    templateDirs.set(content, template);
  }
  const templateDir = await template;
  const dir = mkdtempSync(join(tmpdir(), 'platter-test-db-'));
  cpSync(templateDir, dir, { recursive: true });
  const client = await PGlite.create(dir);
  return pgliteHandle(client, async () => rmSync(dir, { recursive: true, force: true }));
}

/** A new, empty PostgreSQL database beside TEST_DATABASE_URL's: its URL, and how to drop it. */
export interface EmptyPostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * For tests that hand a database to another process (a CLI) by URL; with `template`, a copy of
 * that database instead of an empty one.
 */
export async function createEmptyPostgresDatabase(adminUrl = TEST_DATABASE_URL, template?: string): Promise<EmptyPostgresDatabase> {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set; cannot create a PostgreSQL test database.');
  const name = `platter_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** The server's ready-made template database for `content`, built (migrated, seeded) when missing. */
async function postgresTemplate(adminUrl: string, content: TestDatabaseContent): Promise<string> {
  const name = `platter_template_${templateKey(content)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
  } finally {
    await admin.end();
  }
  // Built aside and renamed into place, so a concurrent run never copies a half-made template.
  const scratch = await createEmptyPostgresDatabase(adminUrl);
  const handle = postgresHandle(scratch.url, { maintenance: true });
  try {
    await migrateDatabase(handle);
    if (content === 'demo') await seedDemoIfEmpty(handle.db);
  } catch (err) {
    await handle.close();
    await scratch.drop(); // a half-made template is never left behind
    throw err;
  }
  await handle.close();
  const renamer = new pg.Client({ connectionString: adminUrl });
  await renamer.connect();
  try {
    await renamer.query(`ALTER DATABASE "${new URL(scratch.url).pathname.slice(1)}" RENAME TO "${name}"`);
  } catch (err) {
    if ((err as { code?: string }).code !== '42P04') throw err; // 42P04: another run built it first
    await scratch.drop();
  } finally {
    await renamer.end();
  }
  return name;
}

const postgresTemplates = new Map<TestDatabaseContent, Promise<string>>();

async function createPostgresDatabase(adminUrl: string, content: TestDatabaseContent): Promise<DatabaseHandle> {
  let template = postgresTemplates.get(content);
  if (!template) {
    template = postgresTemplate(adminUrl, content);
    postgresTemplates.set(content, template);
  }
  const copy = await createEmptyPostgresDatabase(adminUrl, await template);
  return postgresHandle(copy.url, { onClose: copy.drop });
}

/** Builds the template databases the suites copy (PGlite always, PostgreSQL when configured). */
export async function prepareTestTemplates(): Promise<void> {
  for (const content of ['empty', 'demo'] as const) {
    await buildTemplate(content);
    if (TEST_DATABASE_URL) await postgresTemplate(TEST_DATABASE_URL, content);
  }
}

/** A fresh, migrated database of the given kind and content; `close()` also deletes it. */
export async function createTestDatabase(
  kind: DatabaseKind = 'pglite',
  content: TestDatabaseContent = 'empty',
): Promise<DatabaseHandle> {
  if (kind === 'pglite') return createPgliteDatabase(content);
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set; cannot create a PostgreSQL test database.');
  return createPostgresDatabase(TEST_DATABASE_URL, content);
}
