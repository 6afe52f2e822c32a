import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, openPage, visit } from './support/browser.ts';
import { addFromMenu } from './support/cart.ts';
import { nextWednesdayLunch } from './support/clock.ts';
import { clockEnv, startServer, type RunningServer } from './support/server.ts';
import { DEMO_OWNER, ORDER_PAGE } from './support/orders.ts';
import { signIn } from './support/session.ts';

// Issue 30: the owner turns tips on, a diner with WELCOME10 tips 12.5 %, and the tip is the same
// on the checkout, the order page, the board and the day's takings.
const lunch = nextWednesdayLunch();
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(clockEnv(lunch)), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('a 12.5 % tip on a discounted order is taken of the food after the discount, and shows everywhere', async () => {
  const owner = await openPage(browser);
  await owner.page.clock.setFixedTime(lunch);
  await signIn(owner.page, server.baseUrl, '/staff/settings/tips', DEMO_OWNER);
  const section = owner.page.getByTestId('tips-settings');
  await section.getByRole('heading', { name: 'Tips' }).first().waitFor();
  const enabled = section.getByRole('switch', { name: 'Diners may add a tip' });
  expect(await enabled.getAttribute('aria-checked')).toBe('false');
  await enabled.click();
  await section.getByRole('button', { name: 'Save changes' }).click();
  await owner.page.getByText('Tips saved.').first().waitFor();

  const diner = await openPage(browser);
  const { page } = diner;
  await page.clock.setFixedTime(lunch);
  await signIn(page, server.baseUrl, '/menu');
  await addFromMenu(page, 'Chickpea & Spinach Curry', 2);
  await visit(page, `${server.baseUrl}/checkout`);
  await page.getByRole('radio', { name: /^Pickup/ }).check();
  await page.getByLabel('Promo code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  const summary = page.getByTestId('checkout-summary');
  // 2 × £14.50 = £29.00, 10 % off (−£2.90): tips are taken of £26.10. 12.5 % = £3.2625 → £3.26.
  await summary.getByTestId('summary-discount').getByText('£2.90').waitFor();
  const chooser = summary.getByRole('group', { name: 'Add a tip' });
  await expect(chooser.getByTestId('tip-p12.5').textContent()).resolves.toBe('12.5%£3.26');
  await chooser.getByText('12.5%', { exact: true }).click();
  await summary.getByTestId('summary-tip').getByText('£3.26').waitFor();
  await expect(summary.getByTestId('summary-total').textContent()).resolves.toBe('£29.36');

  await page.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Order Placed Successfully!').waitFor();
  await dialog.getByRole('button', { name: 'View Order' }).click();
  await page.waitForURL(ORDER_PAGE);
  const totals = page.getByTestId('order-totals');
  await expect(totals.getByTestId('order-tip').textContent()).resolves.toBe('£3.26');
  expect(await totals.textContent()).toContain('£29.36');
  const orderNumber = /#?([A-Z]+-\d+)/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')![1]!;

  // The board: the order in full says the tip is included.
  await visit(owner.page, `${server.baseUrl}/staff`);
  const card = owner.page.getByTestId('board-new').getByTestId('board-order').filter({ hasText: `#${orderNumber}` });
  await card.getByTestId('open-order').click();
  const details = owner.page.getByTestId('order-details');
  await expect(details.getByTestId('details-tip').textContent()).resolves.toBe('£3.26');

  // The day's takings: the tips, part of the revenue.
  await visit(owner.page, `${server.baseUrl}/staff/settings/takings`);
  await expect(owner.page.getByTestId('takings-tips').textContent()).resolves.toContain('£3.26');
  await diner.close();
  await owner.close();
});
