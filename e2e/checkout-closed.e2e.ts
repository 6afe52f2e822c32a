import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

/** Next Monday 12:00 UTC: The Golden Fork is closed all Monday and opens Tuesday at 12:00 PM. */
function nextMondayNoon(from = new Date()): Date {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + 1, 12));
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

const monday = nextMondayNoon();
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ CLOCK_OFFSET_MS: String(monday.getTime() - Date.now()) }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('turns ASAP off while closed and presets the schedule to the next opening', async () => {
  const { page, close } = await openPage(browser);
  await page.clock.setFixedTime(monday);
  await page.goto(`${server.baseUrl}/auth/login?redirect=/menu`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email', { exact: true }).fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('OrderUp#2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${server.baseUrl}/menu`);
  await page.getByRole('button', { name: 'Add Chickpea & Spinach Curry to cart' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item', exact: true }).first().waitFor();
  await page.goto(`${server.baseUrl}/checkout`, { waitUntil: 'networkidle' });
  await page.getByText("We're Currently Closed").first().waitFor();
  const asap = page.getByRole('switch', { name: /ASAP/ });
  expect(await asap.isChecked()).toBe(false);
  expect(await asap.isDisabled()).toBe(true);
  await page.getByText('Please schedule your order. We open again on Tuesday at 12:00 PM.').first().waitFor();
  await expect(page.getByLabel('Scheduled date/time').inputValue()).resolves.toMatch(/T12:00$/);
  await close();
});
