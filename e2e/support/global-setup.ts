/**
 * Once per e2e run: Chromium, which every journey connects to; and one production server starts on an empty embedded database (initdb,
 * migrations, the demo seed: the costly part of a start), stops cleanly, and leaves its data
 * folder behind as a template. `startServer` copies it for every server that asks for the demo
 * data on PGlite, so each journey still gets a database of its own, seconds sooner.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_LAUNCH } from './browser.ts';
import { randomBytes } from 'node:crypto';
import { freePort, onPostgres, spawnServer, waitUntilHealthy, withDatabase } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded data folder every demo server starts from (a copy of it). */
    seededDataDir: string;
    /** The run's Chromium, which every journey connects to (launchBrowser). */
    chromiumEndpoint: string;
    /** With TEST_DATABASE_URL: the seeded PostgreSQL database every demo server copies (as a template). */
    seededPostgresUrl: string | undefined;
  }
}

let template: string | undefined;
let browser: BrowserServer | undefined;
let seededPostgres: { admin: string; name: string } | undefined;

/**
 * A seeded data folder: a production server starts on an empty embedded database, migrates and
 * seeds it, stops cleanly, and leaves the folder behind. `npm test` makes one before the journeys
 * (scripts/make-e2e-template.mjs, beside the API tests) and hands it to both lanes in
 * E2E_SEEDED_DATA_DIR; a lane run on its own makes its own here.
 */
export async function makeSeededTemplate(dir: string, env: Record<string, string> = {}): Promise<void> {
  const port = await freePort();
  const child = spawnServer({ PORT: String(port), DATA_DIR: dir, ...env });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  // initdb, the migrations and the demo seed: 10–20 s on a quiet machine, over 60 s seen on one
  // shared with other work (both lanes of a gate run failed there before any journey ran).
  await waitUntilHealthy(child, `http://localhost:${port}`, () => log, 240_000);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`The template server did not stop cleanly (${code}):\n${log}`);
}

export async function setup(project: TestProject): Promise<void> {
  const given = process.env.E2E_SEEDED_DATA_DIR;
  const seeded = given ?? (template = mkdtempSync(path.join(tmpdir(), 'platter-e2e-seeded-')));
  // With PostgreSQL, a seeded database of this run's own that each demo server copies.
  // `npm test` seeds it once for both lanes (E2E_SEEDED_POSTGRES_DB, which it drops at the end).
  const postgres = process.env.TEST_DATABASE_URL;
  const givenPostgres = postgres ? process.env.E2E_SEEDED_POSTGRES_DB : undefined;
  if (postgres && !givenPostgres) seededPostgres = { admin: postgres, name: `platter_e2e_${randomBytes(6).toString('hex')}` };
  const seedPostgres = async () => {
    if (seededPostgres) await makeSeededPostgres(seededPostgres.admin, seededPostgres.name);
  };
  [browser] = await Promise.all([chromium.launchServer(CHROMIUM_LAUNCH), given ? undefined : makeSeededTemplate(seeded), seedPostgres()]);
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  project.provide('seededDataDir', seeded);
  const postgresName = givenPostgres ?? seededPostgres?.name;
  project.provide('seededPostgresUrl', postgres && postgresName ? withDatabase(postgres, postgresName) : undefined);
}

/** A new PostgreSQL database `name` beside `admin`'s, migrated and demo-seeded by a production server. */
export async function makeSeededPostgres(admin: string, name: string): Promise<void> {
  await onPostgres(admin, `CREATE DATABASE "${name}"`);
  const mailDir = mkdtempSync(path.join(tmpdir(), 'platter-e2e-pg-'));
  try {
    await makeSeededTemplate(mailDir, { DATABASE_URL: withDatabase(admin, name) });
  } finally {
    rmSync(mailDir, { recursive: true, force: true });
  }
}

export async function teardown(): Promise<void> {
  await browser?.close();
  if (template) rmSync(template, { recursive: true, force: true });
  if (seededPostgres) await onPostgres(seededPostgres.admin, `DROP DATABASE IF EXISTS "${seededPostgres.name}" WITH (FORCE)`);
}
