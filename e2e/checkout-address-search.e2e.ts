import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fakePhoton, type FakeServer } from '../apps/api/src/modules/address-lookup/fake-providers.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

/** Next Wednesday 13:00 UTC: open (12:00–22:30 London time). */
function nextWednesdayLunch(from = new Date()): Date {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + 1, 13));
  while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

const lunch = nextWednesdayLunch();
let photon: FakeServer;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // A local stand-in answering as Photon (OpenStreetMap) documents; the app is configured as in production.
  photon = await fakePhoton();
  [server, browser] = await Promise.all([
    startServer({ PHOTON_URL: photon.url, CLOCK_OFFSET_MS: String(lunch.getTime() - Date.now()) }),
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
  await page.goto(`${server.baseUrl}/auth/login?redirect=/menu`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email', { exact: true }).fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('OrderUp#2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${server.baseUrl}/menu`);
  await page.getByRole('button', { name: 'Add Chickpea & Spinach Curry to cart' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item', exact: true }).first().waitFor();
  await page.goto(`${server.baseUrl}/checkout`, { waitUntil: 'networkidle' });
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
