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

/**
 * How long a request may wait on PostgreSQL, so every call answers within about 5 s (a 503 with
 * Retry-After when the database is away, platform/database-outage.ts): a connection, or a free
 * one from a full pool, within `connectMs`; a statement is cancelled by the server after
 * `statementMs` (its connection stays usable) and given up by the client after `queryMs` (a
 * database that stopped answering on an open connection: the server cannot cancel anything then).
 */
export const REQUEST_DATABASE_WAITS = { connectMs: 2_000, statementMs: 2_500, queryMs: 3_000 } as const;

export interface PostgresHandleOptions {
  /** Called after the pool has ended. */
  onClose?: () => Promise<void>;
  /**
   * Migrations and the demo seed may take longer than a request may wait: their pool has no
   * statement or query timeout (connecting is still bounded).
   */
  maintenance?: boolean;
}

/** Opens a pool on a PostgreSQL connection string. */
export function postgresHandle(connectionString: string, { onClose, maintenance = false }: PostgresHandleOptions = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: REQUEST_DATABASE_WAITS.connectMs,
    ...(maintenance ? {} : { statement_timeout: REQUEST_DATABASE_WAITS.statementMs, query_timeout: REQUEST_DATABASE_WAITS.queryMs }),
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
export async function openDatabase(config: Config, options: Pick<PostgresHandleOptions, 'maintenance'> = {}): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return postgresHandle(config.DATABASE_URL, options);
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
