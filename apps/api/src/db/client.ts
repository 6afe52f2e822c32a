import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The query builder both drivers share; modules depend on this, never on a driver. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction on the database (the callback argument of `db.transaction`). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or an open transaction on it: what queries take, so they run inside a caller's transaction too. */
export type Executor = Database | Transaction;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** PostgreSQL: the connection string (another process, or a second app in a test, opens the same database). */
  url?: string;
  close(): Promise<void>;
}

/** Wraps an open PGlite instance (also used by the test helper for cloned templates). */
export function pgliteHandle(client: PGlite, onClose?: () => Promise<void>): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async close() {
      if (!client.closed) await client.close();
      await onClose?.();
    },
  };
}

/** Opens a pool on a PostgreSQL connection string. */
export function postgresHandle(connectionString: string, onClose?: () => Promise<void>): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // A database that does not answer must not hold requests forever: connecting gives up after
    // 3 s and a query after 15 s, and the request is answered 503 (platform/database-outage.ts).
    connectionTimeoutMillis: 3_000,
    query_timeout: 15_000,
    keepAlive: true,
  });
  // An idle connection the server drops (restart, failover) must not crash the process: the
  // pool replaces it, and queries meanwhile fail with a 5xx instead.
  pool.on('error', (err) => {
    process.emitWarning(`PostgreSQL connection lost: ${err.message}`);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    url: connectionString,
    async close() {
      await pool.end();
      await onClose?.();
    },
  };
}

/** PostgreSQL when DATABASE_URL is set, else PGlite with its files in `${DATA_DIR}/pglite`. */
export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return postgresHandle(config.DATABASE_URL);
  const dir = join(config.DATA_DIR, 'pglite');
  mkdirSync(dir, { recursive: true });
  // Before PGlite touches a file: a second process on this folder must not start at all.
  const lock = lockDataDir(config.DATA_DIR);
  try {
    const client = await PGlite.create(dir);
    return pgliteHandle(client, async () => lock.release());
  } catch (err) {
    lock.release();
    throw err;
  }
}
