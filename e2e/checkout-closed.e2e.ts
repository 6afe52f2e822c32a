import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';
import { addFromMenu } from './support/cart.ts';
import { nextMondayNoon } from './support/clock.ts';
import { clockEnv, startServer, type RunningServer } from './support/server.ts';
import { signIn } from './support/session.ts';

const monday = nextMondayNoon();
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(clockEnv(monday)), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('turns ASAP off while closed and presets the schedule to the next opening', async () => {
  const { page, close } = await openPage(browser);
  await page.clock.setFixedTime(monday);
  await signIn(page, server.baseUrl, '/menu');
  await addFromMenu(page, 'Chickpea & Spinach Curry');
  await page.goto(`${server.baseUrl}/checkout`, { waitUntil: 'networkidle' });
  await page.getByText("We're Currently Closed").first().waitFor();
  const asap = page.getByRole('switch', { name: /ASAP/ });
  expect(await asap.isChecked()).toBe(false);
  expect(await asap.isDisabled()).toBe(true);
  await page.getByText('Please schedule your order. We open again on Tuesday at 12:00 PM.').first().waitFor();
  await expect(page.getByLabel('Scheduled date/time').inputValue()).resolves.toMatch(/T12:00$/);
  await close();
});
