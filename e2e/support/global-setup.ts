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
import { freePort, spawnServer, waitUntilHealthy } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded data folder every demo server starts from (a copy of it). */
    seededDataDir: string;
    /** The run's Chromium, which every journey connects to (launchBrowser). */
    chromiumEndpoint: string;
  }
}

let template: string | undefined;
let browser: BrowserServer | undefined;

/**
 * A seeded data folder: a production server starts on an empty embedded database, migrates and
 * seeds it, stops cleanly, and leaves the folder behind. `npm test` makes one before the journeys
 * (scripts/make-e2e-template.mjs, beside the API tests) and hands it to both lanes in
 * E2E_SEEDED_DATA_DIR; a lane run on its own makes its own here.
 */
export async function makeSeededTemplate(dir: string): Promise<void> {
  const port = await freePort();
  const child = spawnServer({ PORT: String(port), DATA_DIR: dir });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitUntilHealthy(child, `http://localhost:${port}`, () => log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`The template server did not stop cleanly (${code}):\n${log}`);
}

export async function setup(project: TestProject): Promise<void> {
  const given = process.env.E2E_SEEDED_DATA_DIR;
  const seeded = given ?? (template = mkdtempSync(path.join(tmpdir(), 'platter-e2e-seeded-')));
  [browser] = await Promise.all([chromium.launchServer(CHROMIUM_LAUNCH), given ? undefined : makeSeededTemplate(seeded)]);
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  project.provide('seededDataDir', seeded);
}

export async function teardown(): Promise<void> {
  await browser?.close();
  if (template) rmSync(template, { recursive: true, force: true });
}
