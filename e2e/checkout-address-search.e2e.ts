import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fakePhoton, type FakeServer } from '../apps/api/src/test/fake-address-providers.ts';
import { launchBrowser, openPage, visit } from './support/browser.ts';
import { addFromMenu } from './support/cart.ts';
import { nextWednesdayLunch } from './support/clock.ts';
import { clockEnv, startServer, type RunningServer } from './support/server.ts';
import { signIn } from './support/session.ts';

const lunch = nextWednesdayLunch();
let photon: FakeServer;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // A local stand-in answering as Photon (OpenStreetMap) documents; the app is configured as in production.
  photon = await fakePhoton();
  [server, browser] = await Promise.all([
    startServer({ PHOTON_URL: photon.url, ...clockEnv(lunch) }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await photon?.close();
});

it('fills the new delivery address from the address search', async () => {
  const { page, close } = await openPage(browser);
  await page.clock.setFixedTime(lunch);
  await signIn(page, server.baseUrl, '/menu');
  await addFromMenu(page, 'Chickpea & Spinach Curry');
  await visit(page, `${server.baseUrl}/checkout`);
  await page.getByRole('radio', { name: /^Delivery/ }).check();
  await page.getByRole('radio', { name: /Use a new address/ }).check();

  await page.getByRole('combobox', { name: 'Search for an address' }).fill('fleet street');
  await page.getByRole('option', { name: /12 Fleet Street, London, EC4Y 1AA/ }).click();
  await expect.poll(() => page.getByLabel('Street').inputValue()).toMatch(/Fleet Street/);
  await expect(page.getByLabel('City').inputValue()).resolves.toBe('London');
  await expect(page.getByLabel('Post code').inputValue()).resolves.toBe('EC4Y 1AA');
  await expect(page.getByLabel('Country').inputValue()).resolves.toBe('United Kingdom');
  await close();
});
