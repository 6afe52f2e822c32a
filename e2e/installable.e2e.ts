/**
 * The installable storefront (issue 31): the manifest is valid and Chromium finds nothing that
 * stops installing the site; after one visit, with the network off, /menu renders with its dishes
 * and pictures, and checkout says it needs a connection (/offline); a new build's worker (a new
 * SERVICE_WORKER_VERSION, as a deployment restarts the server) installs in the background and
 * takes over at the next page load, with no broken page: the tab that loads shows the menu, and a
 * checkout left open in another tab places its order.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { hydrationProblems, launchBrowser, openPage, PHONE, visit, type WatchedPage } from './support/browser.ts';
import { addFromMenu } from './support/cart.ts';
import { nextWednesdayLunch } from './support/clock.ts';
import { clockEnv, spawnServer, startServer, waitUntilHealthy, type RunningServer } from './support/server.ts';
import { signInThroughApi } from './support/session.ts';

// Wednesday lunchtime, so the open checkout can place its order.
const lunch = nextWednesdayLunch();
// An embedded data folder of our own, so the second version can start on the same data and port.
const dataDir = mkdtempSync(path.join(tmpdir(), 'platter-e2e-installable-'));
let server: RunningServer;
let stopSecond: (() => Promise<void>) | null = null;
let browser: Browser;
let diner: WatchedPage;

beforeAll(async () => {
  cpSync(inject('seededDataDir'), dataDir, { recursive: true });
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir, SERVICE_WORKER_VERSION: 'v1', ...clockEnv(lunch) }), launchBrowser()]);
  diner = await openPage(browser, { viewport: PHONE, serviceWorkers: 'allow' });
});
afterAll(async () => {
  await diner?.close();
  await browser?.close();
  await server?.stop();
  await stopSecond?.();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The version of the worker controlling `page` (it answers a 'version' message). */
function workerVersion(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const worker = navigator.serviceWorker.controller;
        if (!worker) return resolve(null);
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<{ version: string }>) => resolve(event.data.version);
        worker.postMessage({ type: 'version' }, [channel.port2]);
      }),
  );
}

it('links a valid manifest with its icons, and Chromium reports nothing that stops installing the site', async () => {
  const { page } = diner;
  await visit(page, `${server.baseUrl}/`);
  expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  const cdp = await page.context().newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[]; data?: string };
  expect(manifest.url).toBe(`${server.baseUrl}/manifest.webmanifest`);
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'The Golden Fork', display: 'standalone', start_url: '/', theme_color: '#6a1b9a' });
  // The installed app's title bar takes the page's theme-color once it loads: the restaurant's purple too, not the near-white header.
  expect(await page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]').getAttribute('content')).toBe('#6a1b9a');
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  expect(installabilityErrors).toEqual([]);
  await cdp.detach();
});

it("gives the manifest in the page's language, the diner's choice included", async () => {
  // A Portuguese browser on Tasca do Porto that chose English in the header's switch (a cookie).
  const visitor = await openPage(browser, { viewport: PHONE, locale: 'pt-PT' });
  const tasca = server.tenantUrl('tasca-do-porto');
  const manifestOf = async () => {
    const cdp = await visitor.page.context().newCDPSession(visitor.page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; data?: string };
    await cdp.detach();
    expect(manifest.errors).toEqual([]);
    return JSON.parse(manifest.data ?? '{}') as { lang?: string; description?: string };
  };
  await visit(visitor.page, tasca);
  expect(await manifestOf()).toMatchObject({ lang: 'pt-PT', description: expect.stringMatching(/^Uma pequena tasca/) });
  await visitor.page.context().addCookies([{ name: 'platter_lang', value: 'en-GB', url: tasca }]);
  await visit(visitor.page, tasca);
  expect(await visitor.page.locator('html').getAttribute('lang')).toBe('en-GB');
  expect(await manifestOf()).toMatchObject({ lang: 'en-GB', description: expect.stringMatching(/^A small family tasca/) });
  await visitor.close();
});

it('after one visit, renders /menu with its dishes and pictures offline, and sends checkout to the offline page', async () => {
  // A diner whose one visit is the menu (the worker installs during it and is handed its pictures).
  // Known gap: a menu first seen under an already-installed worker does not keep its pictures yet.
  const visitor = await openPage(browser, { viewport: PHONE, serviceWorkers: 'allow' });
  const { page } = visitor;
  await visit(page, `${server.baseUrl}/menu`);
  const firstPicture = page.locator('main img').first();
  await firstPicture.waitFor();
  const picture = await firstPicture.evaluate((img: HTMLImageElement) => img.currentSrc || img.src);
  // The worker keeps the menu (at install) and the pictures this page loaded (told after load).
  // (waitForFunction does not wait for a promise: poll the caches instead.)
  await expect.poll(() => page.evaluate(async (src) => Boolean((await caches.match('/menu')) && (await caches.match(src))), picture), { timeout: 15_000 }).toBe(true);
  const dishes = await page.getByRole('button', { name: /^Add .+ to cart$/ }).count();
  expect(dishes).toBeGreaterThan(3);
  // Only pages are kept: an API answer or the manifest opened in the tab goes to the network alone.
  for (const opened of ['/api/v1/products', '/manifest.webmanifest']) {
    expect((await page.goto(`${server.baseUrl}${opened}`))?.status(), opened).toBe(200);
    expect(await page.evaluate(async (path) => (await caches.match(path, { ignoreVary: true })) === undefined, opened), opened).toBe(true);
  }

  await page.context().setOffline(true);
  try {
    await visit(page, `${server.baseUrl}/menu`);
    expect(await page.getByRole('button', { name: /^Add .+ to cart$/ }).count()).toBe(dishes);
    await page.getByTestId('status-band').getByText('You are offline: prices may have changed.').waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('main img');
      return img !== null && img.complete && img.naturalWidth > 0;
    });

    // A page that needs the network, typed in or followed from a link: the offline page says so.
    await visit(page, `${server.baseUrl}/checkout`);
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/offline');
    expect(await page.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/checkout');
    await page.getByRole('link', { name: 'Read the menu' }).click();
    await page.waitForURL(`${server.baseUrl}/menu`);
    await page.getByRole('banner').getByRole('link', { name: /^Cart\b/ }).first().click();
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
  } finally {
    await page.context().setOffline(false);
  }
  expect(hydrationProblems(visitor.problems)).toEqual([]);
  await visitor.close();
});

it("installs a new build's worker in the background and lets it take over at the next page load, breaking no page", async () => {
  const { page } = diner;
  await visit(page, `${server.baseUrl}/menu`);
  expect(await workerVersion(page)).toBe('v1');
  // A second tab left open on the old version: a signed-in diner at checkout, pickup chosen.
  const other = await page.context().newPage();
  const otherErrors: string[] = [];
  other.on('pageerror', (error) => otherErrors.push(error.message));
  await other.clock.setFixedTime(lunch);
  await signInThroughApi(other, server.baseUrl);
  await visit(other, `${server.baseUrl}/menu`);
  await addFromMenu(other, 'Chickpea & Spinach Curry');
  await visit(other, `${server.baseUrl}/checkout`);
  await other.getByRole('radio', { name: /^Pickup/ }).check();

  // The deployment: the same site restarts with a new version.
  const port = server.port;
  await server.stop();
  let log = '';
  const child = spawnServer({ PORT: String(port), DATA_DIR: dataDir, SERVICE_WORKER_VERSION: 'v2', ...clockEnv(lunch) });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  stopSecond = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  await waitUntilHealthy(child, server.baseUrl, () => log);

  // A page load finds the new worker (the browser checks /sw.js at every page load; asked here
  // at once rather than when Chromium gets round to it); it waits while the old one serves.
  await visit(page, `${server.baseUrl}/menu`);
  await page.evaluate(async () => void (await (await navigator.serviceWorker.getRegistration())?.update()));
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)), { timeout: 20_000 }).toBe(true);
  expect(await workerVersion(page)).toBe('v1');

  // The next page load: the new version takes over, and the page works.
  await visit(page, `${server.baseUrl}/menu`);
  await expect.poll(() => workerVersion(page)).toBe('v2');
  expect(await page.getByRole('button', { name: /^Add .+ to cart$/ }).count()).toBeGreaterThan(3);

  // The checkout left open goes on under the new worker: the order is placed (the API is never cached).
  await other.getByRole('button', { name: 'Place Order' }).click();
  await other.getByRole('dialog').getByText('Order Placed Successfully!').waitFor();
  expect(hydrationProblems(diner.problems)).toEqual([]);
  expect(diner.problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
  expect(otherErrors).toEqual([]);
});
