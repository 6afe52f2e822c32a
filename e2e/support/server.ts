import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { freePort, spawnServer, waitUntilHealthy } from './server-process.ts';

export { clockEnv, freePort, spawnServer, waitUntilHealthy } from './server-process.ts';

export interface RunningServer {
  port: number;
  /** The embedded database's folder (DATA_DIR). */
  dataDir: string;
  /** http://localhost:{port} — the dev restaurant (golden-fork). */
  baseUrl: string;
  /** http://{slug}.localhost:{port} — a tenant by subdomain. */
  tenantUrl(slug: string): string;
  output(): string;
  /** The server's process (a journey may kill it outright, as a crash would). */
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Runs one statement on the PostgreSQL server of `url` (as its admin database). */
export async function onPostgres(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `url` with its database name replaced. */
export const withDatabase = (url: string, name: string): string => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

export interface StartOptions {
  /** Serve from an embedded (PGlite) data folder even when the run has a seeded PostgreSQL database. */
  embedded?: boolean;
}

/**
 * A PostgreSQL database copied from the run's seeded one that outlives any one server on it, for
 * journeys that run several servers on the same data (its env, and how to drop it); undefined
 * when the run has no PostgreSQL.
 */
export async function seededDatabaseCopy(): Promise<{ env: Record<string, string>; drop(): Promise<void> } | undefined> {
  const seeded = inject('seededPostgresUrl');
  if (!seeded) return undefined;
  const template = new URL(seeded).pathname.slice(1);
  const admin = withDatabase(seeded, 'postgres');
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  await onPostgres(admin, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  return {
    env: { DATABASE_URL: withDatabase(seeded, name) },
    drop: () => onPostgres(admin, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/**
 * Starts the production build (`apps/api/dist/server.js`) as its own process on a free port,
 * exactly as `npm start` serves it, and waits for health. Its database is its own copy of the
 * run's seeded demo data (global-setup.ts): a PostgreSQL database made from the run's seeded one
 * when the run has PostgreSQL (TEST_DATABASE_URL: as production serves; a copy is made in a
 * fraction of a second and the server starts without PGlite's WebAssembly), else an embedded data
 * folder copied from the seeded one. `env` naming a DATA_DIR or a DATABASE_URL, or turning the
 * demo seed off (then an empty folder), decides instead.
 */
export async function startServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  // A folder of our own, removed on stop; a DATA_DIR in `env` is the caller's and stays.
  const ownDataDir = mkdtempSync(path.join(tmpdir(), 'platter-e2e-'));
  const dataDir = env.DATA_DIR ?? ownDataDir;
  const demoCopy = !env.DATA_DIR && !env.DATABASE_URL && env.SEED_DEMO !== 'false';
  const seededPostgres = demoCopy && !options.embedded ? inject('seededPostgresUrl') : undefined;
  let ownDatabase: { admin: string; name: string } | undefined;
  const databaseEnv: Record<string, string> = {};
  if (seededPostgres) {
    const template = new URL(seededPostgres).pathname.slice(1);
    ownDatabase = { admin: withDatabase(seededPostgres, 'postgres'), name: `${template}_${randomBytes(4).toString('hex')}` };
    await onPostgres(ownDatabase.admin, `CREATE DATABASE "${ownDatabase.name}" TEMPLATE "${template}"`);
    databaseEnv.DATABASE_URL = withDatabase(seededPostgres, ownDatabase.name);
  } else if (demoCopy) {
    cpSync(inject('seededDataDir'), dataDir, { recursive: true });
  }
  let log = '';
  const child = spawnServer({ PORT: String(port), DATA_DIR: dataDir, ...databaseEnv, ...env });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const baseUrl = `http://localhost:${port}`;
  // A copied start takes 2–5 s on a quiet machine; room for a loaded one, inside the hook's 120 s.
  await waitUntilHealthy(child, baseUrl, () => log, 110_000);

  return {
    port,
    dataDir,
    baseUrl,
    tenantUrl: (slug) => `http://${slug}.localhost:${port}`,
    output: () => log,
    child,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(ownDataDir, { recursive: true, force: true });
      if (ownDatabase) await onPostgres(ownDatabase.admin, `DROP DATABASE IF EXISTS "${ownDatabase.name}" WITH (FORCE)`);
    },
  };
}
