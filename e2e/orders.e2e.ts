import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hydrationProblems, launchBrowser, openPage } from './support/browser.ts';
import { cartBadge } from './support/cart.ts';
import { nextWednesdayLunch } from './support/clock.ts';
import { placePickupOrder } from './support/orders.ts';
import { clockEnv, startServer, type RunningServer } from './support/server.ts';
import { signIn } from './support/session.ts';

const lunch = nextWednesdayLunch();
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // Both clocks read Wednesday lunchtime: The Golden Fork takes ASAP orders.
  [server, browser] = await Promise.all([startServer(clockEnv(lunch)), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('places an order, opens its page from the success dialog and cancels it there', async () => {
  const { page, problems, close } = await openPage(browser);
  await page.clock.setFixedTime(lunch);
  await signIn(page, server.baseUrl, '/menu');
  const orderId = await placePickupOrder(page, server.baseUrl, [['Chickpea & Spinach Curry', 2]]);

  const chip = page.getByTestId('order-details').getByTestId('order-status').first();
  await expect.poll(() => chip.textContent()).toBe('Pending Confirmation');
  await page.getByTestId('order-item').getByText('Chickpea & Spinach Curry').waitFor();
  await page.getByText('£29.00').first().waitFor();

  // The spec's confirmation; keeping the order changes nothing.
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Are you sure you want to cancel this order? This action might not be reversible.').waitFor();
  await dialog.getByRole('button', { name: 'No, Keep Order' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await chip.textContent()).toBe('Pending Confirmation');

  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await dialog.getByRole('button', { name: 'Yes, Cancel Order' }).click();
  await page.getByText('Order cancelled successfully.').first().waitFor();
  await expect.poll(() => chip.textContent()).toBe('Cancelled by User');
  const entries = page.getByTestId('timeline-entry');
  expect(await entries.count()).toBe(2);
  expect(await entries.first().textContent()).toContain('Cancelled by User');
  expect(await page.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);

  // The history shows it cancelled too, and opens it again.
  await page.getByRole('link', { name: 'My Orders' }).first().click();
  await page.waitForURL(`${server.baseUrl}/orders`);
  const card = page.getByTestId('order-card').first();
  await card.getByText('Cancelled by User').waitFor();
  await card.getByRole('link').click();
  await page.waitForURL(`${server.baseUrl}/orders/${orderId}`);
  await page.getByRole('heading', { level: 1, name: /^Order #/ }).waitFor();
  expect(hydrationProblems(problems)).toEqual([]);
  await close();
});

it('reorders a past order into the cart at today’s prices and lands on the cart', async () => {
  const { page, close } = await openPage(browser);
  await page.clock.setFixedTime(lunch);
  await signIn(page, server.baseUrl, '/menu');
  await placePickupOrder(page, server.baseUrl, [
    ['Chickpea & Spinach Curry', 2],
    ['Garlic Bread', 1],
  ]);
  // Placing the order emptied the cart.
  await cartBadge(page, 0);

  // An open order offers Cancel, not Reorder; once finished (here cancelled), Reorder.
  expect(await page.getByRole('button', { name: 'Reorder' }).count()).toBe(0);
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, Cancel Order' }).click();
  await page.getByText('Order cancelled successfully.').first().waitFor();
  await page.getByRole('button', { name: 'Reorder' }).click();
  await page.waitForURL(`${server.baseUrl}/cart`);
  await page.getByText('3 items from order #').first().waitFor();
  await cartBadge(page, 3);
  const lines = page.getByTestId('cart-line');
  await expect.poll(() => lines.count()).toBe(2);
  expect(await lines.nth(0).textContent()).toContain('Chickpea & Spinach Curry');
  expect(await lines.nth(0).getByTestId('line-subtotal').textContent()).toBe('£29.00');
  expect(await lines.nth(1).textContent()).toContain('Garlic Bread');
  expect(await lines.nth(1).getByTestId('line-subtotal').textContent()).toBe('£4.75');
  await close();
});
