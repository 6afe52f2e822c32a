import type { Config } from '../config.ts';
import { openDatabase, postgresHandle, type Database, type DatabaseHandle } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { withStartupLock } from './startup-lock.ts';

export interface StartupLog {
  info(message: string): void;
}

/**
 * Seeds the demo restaurants when the database has none, answering what it seeded: the callers
 * hand in provisioning/demo-seed's `seedDemoIfEmpty` (db/ imports nothing above it).
 */
export type DemoSeed = (db: Database) => Promise<{ restaurants: string[] } | null>;

/** Open, migrate, and seed the demo restaurants when configured and the database is empty (once, across processes). */
export async function prepareDatabase(config: Config, log: StartupLog, seedDemoIfEmpty: DemoSeed): Promise<DatabaseHandle> {
  const database = await openDatabase(config);
  try {
    // Several processes starting together on one PostgreSQL: one migrates and seeds, the others wait.
    await withStartupLock(config.DATABASE_URL, async () => {
      // PostgreSQL: on a pool of their own, without the statement and query timeouts that bound
      // a request's wait (a migration or the seed may take longer). PGlite: one handle owns the folder.
      const maintenance = database.kind === 'postgres' && database.url ? postgresHandle(database.url, { maintenance: true }) : database;
      try {
        await migrateDatabase(maintenance);
        if (config.SEED_DEMO) {
          const seeded = await seedDemoIfEmpty(maintenance.db);
          if (seeded) log.info(`Seeded the demo restaurants: ${seeded.restaurants.join(', ')}.`);
        }
      } finally {
        if (maintenance !== database) await maintenance.close();
      }
    });
    return database;
  } catch (err) {
    await database.close();
    throw err;
  }
}
