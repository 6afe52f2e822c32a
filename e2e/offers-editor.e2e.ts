/**
 * The owner runs the restaurant's offers from the browser (issue 27): on a phone, a "20% off
 * Tuesdays" offer that applies by itself, previewed as diners will see it; a diner on a Tuesday
 * gets it in the cart and in POST /orders, and the owner sees its use at desktop width; on a
 * Wednesday (the same data, the server's clock moved on) the diner does not. The section has no
 * serious or critical axe findings, light and dark.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { blocking, chooseTheme, describeFindings, runAxe } from './support/axe.ts';
import { DESKTOP, launchBrowser, openPage, PHONE, visit } from './support/browser.ts';
import { addFromMenu } from './support/cart.ts';
import { nextWeekdayAt } from './support/clock.ts';
import { DEMO_OWNER } from './support/orders.ts';
import { clockEnv, startServer, type RunningServer } from './support/server.ts';
import { signIn, submitLogin } from './support/session.ts';

const OFFER = '20% off Tuesdays';
// Tuesday and the Wednesday after it, 13:00 UTC: lunchtime in London, open both days.
const tuesday = nextWeekdayAt(2, 13);
const wednesday = new Date(tuesday.getTime() + 24 * 60 * 60 * 1000);

let dataDir: string;
let server: RunningServer;
let browser: Browser;

/** The production server on our own copy of the seeded data, its clock at `moment`: a restart keeps what the owner made. */
async function serverAt(moment: Date): Promise<RunningServer> {
  return startServer({ ...clockEnv(moment), DATA_DIR: dataDir });
}

async function ownerOnOffers(page: Page, moment: Date): Promise<void> {
  await page.clock.setFixedTime(moment);
  await visit(page, `${server.baseUrl}/auth/login`);
  await submitLogin(page, DEMO_OWNER);
  await page.waitForURL(`${server.baseUrl}/staff`);
  await page.getByRole('link', { name: 'Restaurant' }).first().click();
  // The back office opens on its first section (Hours and closures); Offers is beside it.
  await page.waitForURL(`${server.baseUrl}/staff/settings/hours`);
  await page.getByRole('navigation', { name: 'Restaurant settings' }).getByRole('link', { name: 'Offers' }).click();
  await page.waitForURL(`${server.baseUrl}/staff/settings/offers`);
  await page.getByRole('heading', { name: 'Offers', level: 1 }).waitFor();
}

/**
 * A diner with two curries on `moment`: the cart's discount lines, then the order placed from
 * checkout with the discounts POST /orders answered.
 */
async function dinerOrders(moment: Date): Promise<{ cartLines: string[]; orderDiscounts: { name: string; amount: number }[] }> {
  const { page, close } = await openPage(browser, { viewport: PHONE });
  await page.clock.setFixedTime(moment);
  let offersLoaded = false;
  page.on('response', (r) => {
    if (r.url().includes('/api/v1/promotions/automatic') && r.ok()) offersLoaded = true;
  });
  await signIn(page, server.baseUrl, '/menu');
  await addFromMenu(page, 'Chickpea & Spinach Curry', 2);
  await visit(page, `${server.baseUrl}/cart`);
  await page.getByTestId('cart-total').waitFor();
  // The cart prices without the automatic offers until they load: read its lines once they have.
  await expect.poll(() => offersLoaded).toBe(true);
  await page.waitForTimeout(200);
  const cartLines = await page.getByTestId('summary-discount-line').allTextContents();

  await visit(page, `${server.baseUrl}/checkout`);
  await page.getByRole('radio', { name: /^Pickup/ }).check();
  // The checkout prices with the automatic offers once they have loaded there too: a total sent
  // before that would differ from the server's (409), as it would for a diner who tapped at once.
  await expect.poll(() => page.getByTestId('summary-discount-line').count()).toBe(cartLines.length);
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/v1/orders') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Place Order' }).click();
  const response = await placed;
  expect(response.status()).toBe(201);
  const order = ((await response.json()) as { data: { order: { discounts: { name: string; amount: number }[] } } }).data.order;
  await page.getByRole('dialog').getByText('Order Placed Successfully!').waitFor();
  await close();
  return { cartLines, orderDiscounts: order.discounts.map((d) => ({ name: d.name, amount: d.amount })) };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'platter-e2e-offers-'));
  cpSync(inject('seededDataDir'), dataDir, { recursive: true });
  [server, browser] = await Promise.all([serverAt(tuesday), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('creates "20% off Tuesdays" on a phone, previewed as diners will see it, with no serious axe findings', async () => {
  const { page, close } = await openPage(browser, { viewport: PHONE });
  await ownerOnOffers(page, tuesday);
  await page.getByRole('button', { name: 'New offer' }).click();
  await page.getByRole('heading', { name: 'New offer' }).waitFor();
  await page.getByLabel('Name', { exact: true }).fill(OFFER);
  await page.getByLabel('Description').fill('A fifth off the whole order, every Tuesday.');
  await page.getByLabel('Percentage off (%)').fill('20');
  await page.getByRole('checkbox', { name: 'Tuesdays' }).check();

  const preview = page.getByTestId('offer-preview');
  expect(await preview.getByTestId('discount-chip').textContent()).toBe('20% OFF');
  expect(await preview.getByRole('heading', { level: 3 }).textContent()).toBe(OFFER);
  expect(await preview.getByTestId('offer-facts').textContent()).toContain('Tuesdays only');
  expect(await preview.getByTestId('offer-facts').textContent()).toContain('Applied automatically at checkout');
  expect(describeFindings('the offer form (light, phone)', blocking(await runAxe(page)))).toEqual([]);

  await page.getByRole('button', { name: 'Add offer' }).click();
  await page.getByText(`${OFFER} added.`).first().waitFor();
  const row = page.getByTestId('offer-row').filter({ hasText: OFFER });
  expect(await row.getByTestId('offer-state').textContent()).toBe('Live');
  expect(await row.getByTestId('offer-uses').textContent()).toBe('0 uses so far');
  expect(describeFindings('the offers list (light, phone)', blocking(await runAxe(page)))).toEqual([]);
  await close();
});

it('gives a diner on Tuesday the offer in the cart and in POST /orders', async () => {
  const { cartLines, orderDiscounts } = await dinerOrders(tuesday);
  expect(cartLines.some((line) => line.includes(OFFER))).toBe(true);
  expect(orderDiscounts.map((d) => d.name)).toEqual([OFFER]);
  expect(orderDiscounts[0]!.amount).toBeGreaterThan(0);
});

it('shows the owner its use at desktop width, dark, with no serious axe findings', async () => {
  const { page, close } = await openPage(browser, { viewport: DESKTOP });
  await chooseTheme(page.context(), [server.baseUrl], true);
  await ownerOnOffers(page, tuesday);
  const row = page.getByTestId('offer-row').filter({ hasText: OFFER });
  await expect.poll(() => row.getByTestId('offer-uses').textContent()).toBe('1 use so far');
  expect(describeFindings('the offers list (dark, desktop)', blocking(await runAxe(page)))).toEqual([]);
  await row.getByRole('button', { name: new RegExp(`^Edit ${OFFER}`) }).click();
  await page.getByRole('heading', { name: `Edit ${OFFER}` }).waitFor();
  expect(describeFindings('the offer form (dark, desktop)', blocking(await runAxe(page)))).toEqual([]);
  await close();
});

it('does not give it on Wednesday, in the cart or in POST /orders', async () => {
  await server.stop();
  server = await serverAt(wednesday);
  const { cartLines, orderDiscounts } = await dinerOrders(wednesday);
  expect(cartLines.filter((line) => line.includes(OFFER))).toEqual([]);
  expect(orderDiscounts).toEqual([]);
});
