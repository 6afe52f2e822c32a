import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { MIGRATIONS_DIR } from '../paths.ts';
import type { DatabaseHandle, Schema } from './client.ts';

/** Applies the committed drizzle-kit migrations (apps/api/drizzle) that are not applied yet. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_DIR };
  // The handle hides the driver; each migrator wants its own driver's type back.
  if (handle.kind === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, options);
  else await migratePg(handle.db as unknown as NodePgDatabase<Schema>, options);
}
