// Provisioning with the built tenant command (apps/api/dist/tenant.js) beside the built server, as an
// operator does it: export a restaurant, import it renamed, and open the new one by its subdomain.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, visit } from './support/browser.ts';
import { DEMO_OWNER } from './support/orders.ts';
import { signInThroughApi } from './support/session.ts';
import { startServer, type RunningServer } from './support/server.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'platter-e2e-tenant-'));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `node apps/api/dist/tenant.js ...args` with the database variables in `env`. */
function tenant(args: string[], env: Record<string, string>): Promise<Run> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, NODE_ENV: _mode, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/tenant.js'), ...args], {
    cwd: repoRoot,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The Golden Fork, exported, as a file for `slug` / `name`. */
async function renamedCopy(env: Record<string, string>, slug: string, name: string): Promise<string> {
  const exported = await tenant(['export', 'golden-fork'], env);
  expect(exported.code, exported.stderr).toBe(0);
  const file = path.join(scratch, `${slug}.json`);
  writeFileSync(file, JSON.stringify({ ...(JSON.parse(exported.stdout) as object), slug, name }));
  return file;
}

/** The status of the restaurant configuration call for `slug`'s subdomain (Node's fetch cannot resolve *.localhost). */
function configStatus(server: RunningServer, slug: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const host = `${slug}.localhost:${server.port}`;
    get({ host: '127.0.0.1', port: server.port, path: '/api/v1/restaurants/public/-', headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject);
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function expectHomeTitle(url: string, title: string): Promise<void> {
  const { page, close } = await openPage(browser);
  await visit(page, url);
  await expect.poll(() => page.title()).toBe(title);
  await close();
}

describe('provisioning on the embedded database', () => {
  const dataDir = path.join(scratch, 'data');
  let server: RunningServer | undefined;
  afterAll(async () => server?.stop());

  // Two server starts and three runs of the command: room for a busy machine.
  it('is refused while the server holds the database, and served after a restart', { timeout: 150_000 }, async () => {
    // The run's seeded folder (a cold first start's initdb is the template's job, not this test's).
    cpSync(inject('seededDataDir'), dataDir, { recursive: true });
    server = await startServer({ DATA_DIR: dataDir });
    const refused = await tenant(['export', 'golden-fork'], { DATA_DIR: dataDir });
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.stderr).toContain('has the embedded database open: stop it and run this again');
    await server.stop();

    const file = await renamedCopy({ DATA_DIR: dataDir }, 'copper-pot', 'The Copper Pot');
    const imported = await tenant(['import', file], { DATA_DIR: dataDir });
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toMatch(/^Created "copper-pot"/);

    server = await startServer({ DATA_DIR: dataDir });
    await expectHomeTitle(server.tenantUrl('copper-pot'), 'The Copper Pot');
  });

  // Issue 41: the copy names the Golden Fork's organisation, so its owner owns both restaurants.
  it("switches the owner from one restaurant's staff area to the other's, signed in there by a one-time link", async () => {
    const { page, problems, close } = await openPage(browser);
    try {
      await signInThroughApi(page, server!.baseUrl, DEMO_OWNER);
      await visit(page, `${server!.baseUrl}/staff`);
      const switcher = page.getByTestId('restaurant-switcher');
      await switcher.waitFor();
      expect(await page.getByTestId('staff-restaurant').textContent()).toBe('The Golden Fork');
      await switcher.selectOption({ label: 'The Copper Pot' });
      // Its own address (another cookie jar for the refresh token), signed in, on its board.
      await page.waitForURL(`${server!.tenantUrl('copper-pot')}/staff`);
      await expect.poll(() => page.getByTestId('staff-restaurant').textContent()).toBe('The Copper Pot');
      await page.getByTestId('restaurant-switcher').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('provisioning on PostgreSQL', () => {
  const databaseName = `platter_e2e_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  let admin: pg.Client;
  let server: RunningServer | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    env = { DATABASE_URL: url.toString() };
    server = await startServer(env);
  });
  afterAll(async () => {
    await server?.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  });

  it('imports while the server runs, which serves the new restaurant by its subdomain within seconds', async () => {
    // Asked first, so the server has cached that this address serves nothing.
    expect(await configStatus(server!, 'silver-spoon')).toBe(404);
    const imported = await tenant(['import', await renamedCopy(env, 'silver-spoon', 'The Silver Spoon')], env);
    expect(imported.code, imported.stderr).toBe(0);

    const started = Date.now();
    await expect.poll(() => configStatus(server!, 'silver-spoon'), { timeout: 5_000, interval: 250 }).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    await expectHomeTitle(server!.tenantUrl('silver-spoon'), 'The Silver Spoon');
  });
});
