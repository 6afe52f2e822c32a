import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
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

  it('answers 404 on every page of the route list (apps/web/app/routes.ts) for a Host no restaurant owns', async () => {
    const port = Number(new URL(server.baseUrl).port);
    const get = (path: string, host: string) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end();
      });
    const routes = readFileSync(new URL('../apps/web/app/routes.ts', import.meta.url), 'utf8');
    const paths = [
      '/',
      ...[...routes.matchAll(/\broute\('([^']*)'/g)].map(([, path]) => `/${path!.replace(/:\w+/g, 'x').replace('*', 'no-such-page')}`),
    ];
    expect(paths).toEqual(expect.arrayContaining(['/', '/menu', '/product/x', '/reviews', '/promotions', '/orders/x', '/staff']));
    const answers: string[] = [];
    for (const path of paths) answers.push(`${path} ${await get(path, `no-such-restaurant.localhost:${port}`)}`);
    expect(answers).toEqual(paths.map((path) => `${path} 404`));
    // The restaurant's own Host still serves them (a sample: the unknown one is the storefront's 404 page).
    expect(await get('/menu', `localhost:${port}`)).toBe(200);
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
    const response = await visit(page, server.baseUrl);
    // Answered 503 with when to try again, as the API does.
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBe('5');
    await page.getByRole('alert').getByText('An unexpected network error occurred while configuring the site.').waitFor();
    await close();
  });
});
