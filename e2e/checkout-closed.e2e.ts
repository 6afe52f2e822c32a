import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hydrationProblems, launchBrowser, openPage, PHONE, visit } from './support/browser.ts';
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

it('turns ASAP off while closed and presets the schedule to the next opening’s first slot', async () => {
  const { page, close } = await openPage(browser);
  await page.clock.setFixedTime(monday);
  await signIn(page, server.baseUrl, '/menu');
  await addFromMenu(page, 'Chickpea & Spinach Curry');
  await visit(page, `${server.baseUrl}/checkout`);
  await page.getByText("We're Currently Closed").first().waitFor();
  const asap = page.getByRole('switch', { name: /ASAP/ });
  expect(await asap.isChecked()).toBe(false);
  expect(await asap.isDisabled()).toBe(true);
  await page.getByText('Please schedule your order. We open again on Tuesday at 12:00.').first().waitFor();
  // The kitchen's first slot of the next opening is chosen (GET /slots), on its day.
  await page.getByRole('radio', { name: '12:00', checked: true }).waitFor();
  expect(await page.getByRole('tab', { selected: true }).innerText()).toMatch(/^Tue /);
  await close();
});

it('arrives with the open/closed status the server computed, which the live one then keeps without a change', async () => {
  // The page as it arrives, before any script: the strip already says closed, and when it opens.
  const html = await (await fetch(`${server.baseUrl}/`)).text();
  const strip = /<p role="status" data-testid="opening-status-mobile"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
  expect(strip.replace(/<[^>]+>/g, ' ')).toMatch(/Closed\s+Opens Tuesday at 12:00/);
  expect(html).toMatch(/data-testid="opening-status"[^>]*title="Opens Tuesday at 12:00"/);

  const { page, problems, close } = await openPage(browser, { viewport: PHONE });
  await page.clock.setFixedTime(monday);
  await visit(page, server.baseUrl);
  await expect(page.getByTestId('opening-status-mobile').innerText()).resolves.toMatch(/Closed\s+Opens Tuesday at 12:00/);
  expect(hydrationProblems(problems)).toEqual([]);
  await close();
});
