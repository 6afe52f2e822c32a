import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, visit } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('boot errors', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => server?.stop());

  it('an address no restaurant owns shows the configuration error alert', async () => {
    const { page, close } = await openPage(browser);
    const response = await visit(page, server.tenantUrl('no-such-restaurant'));
    expect(response?.status()).toBe(404);
    const alert = page.getByRole('alert');
    await alert.getByText(/^Could not load configuration for this domain\. Problem: .+/).waitFor();
    await close();
  });
});

// A real fault: the server starts on its own PostgreSQL database, then the database goes away.
describe.skipIf(!process.env.TEST_DATABASE_URL)('API down', () => {
  const databaseName = `platter_e2e_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  let server: RunningServer;
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    server = await startServer({ DATABASE_URL: url.toString() });
  });

  afterAll(async () => {
    await server?.stop();
    await admin.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS true`).catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  });

  it('shows the boot error alert when the restaurant cannot be loaded', async () => {
    await admin.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [databaseName]);
    const { page, close } = await openPage(browser);
    await visit(page, server.baseUrl);
    await page.getByRole('alert').getByText('An unexpected network error occurred while configuring the site.').waitFor();
    await close();
  });
});
