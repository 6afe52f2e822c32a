import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';
import { nextWednesdayLunch } from './support/clock.ts';
import { apiSignIn, DEMO_OWNER, moveOrder, placePickupOrder } from './support/orders.ts';
import { clockEnv, startServer, type RunningServer } from './support/server.ts';
import { signIn } from './support/session.ts';

const lunch = nextWednesdayLunch();
let server: RunningServer;
let browser: Browser;
let ownerToken: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(clockEnv(lunch)), launchBrowser()]);
  ownerToken = await apiSignIn(server.baseUrl, DEMO_OWNER);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The page has not been reloaded since `markLoaded` (a reload drops the window's own property). */
const markLoaded = (page: Page) => page.evaluate(() => Object.assign(window, { platterLoaded: true }));
const stillLoaded = (page: Page) => page.evaluate(() => (window as unknown as { platterLoaded?: boolean }).platterLoaded === true);

async function liveOrderPage(page: Page): Promise<string> {
  await page.clock.setFixedTime(lunch);
  await signIn(page, server.baseUrl, '/menu');
  const orderId = await placePickupOrder(page, server.baseUrl, [['Chickpea & Spinach Curry', 1]]);
  await markLoaded(page);
  return orderId;
}

it("follows the kitchen's moves on the order's page with no reload", async () => {
  const { page, close, live } = await openPage(browser);
  const orderId = await liveOrderPage(page);
  const chip = page.getByTestId('order-details').getByTestId('order-status').first();
  const entries = page.getByTestId('timeline-entry');
  await expect.poll(() => chip.textContent()).toBe('Pending Confirmation');
  await live.joined();

  const steps = ['Confirmed', 'Preparing', 'Ready for Pickup', 'Completed'] as const;
  for (const [index, status] of steps.entries()) {
    await moveOrder(server.baseUrl, ownerToken, orderId, status);
    await expect.poll(() => chip.textContent(), { timeout: 10_000 }).toBe(status);
    await expect.poll(() => entries.count()).toBe(index + 2);
    expect(await entries.first().textContent()).toContain(status);
    // As soon as the status shows, the step reached and every one before it are filled, the
    // rest not (the colour used to fade in over 0.5 s: a step reached live read as not yet done).
    const fills = await page.getByTestId('progress-segment').evaluateAll((segments) => segments.map((s) => getComputedStyle(s).backgroundColor));
    expect(fills.map((fill) => fill === fills[0])).toEqual(fills.map((_, step) => step <= index + 1));
  }
  // Cancelling is gone; a finished order can be reviewed.
  expect(await page.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
  const review = page.getByRole('link', { name: 'Leave a Review' });
  expect(await review.getAttribute('href')).toMatch(new RegExp(`^/leave-review\\?orderId=${orderId}&restaurantId=`));
  expect(await stillLoaded(page)).toBe(true);
  await close();
});

it("shows the restaurant's reason when it cancels, on the page and in the history", async () => {
  const { page, close, live } = await openPage(browser);
  const orderId = await liveOrderPage(page);
  const chip = page.getByTestId('order-details').getByTestId('order-status').first();
  await expect.poll(() => chip.textContent()).toBe('Pending Confirmation');
  await live.joined();

  const reason = 'Sorry, our kitchen had to close early tonight.';
  await moveOrder(server.baseUrl, ownerToken, orderId, 'Cancelled by Restaurant', reason);
  await expect.poll(() => chip.textContent(), { timeout: 10_000 }).toBe('Cancelled by Restaurant');
  expect(await page.getByTestId('timeline-notes').first().textContent()).toBe(reason);
  expect(await page.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);

  // The history page follows too: an order confirmed while the list is open moves on its card.
  await page.getByRole('link', { name: 'My Orders' }).first().click();
  await page.waitForURL(`${server.baseUrl}/orders`);
  await page.getByTestId('order-card').first().getByText('Cancelled by Restaurant').waitFor();
  const secondId = await placePickupOrder(page, server.baseUrl, [['Garlic Bread', 1]]);
  await page.getByRole('link', { name: 'My Orders' }).first().click();
  await page.waitForURL(`${server.baseUrl}/orders`);
  await markLoaded(page);
  const card = page.getByTestId('order-card').filter({ hasText: 'Garlic Bread' });
  await card.getByText('Pending Confirmation').waitFor();
  await live.joined();
  await moveOrder(server.baseUrl, ownerToken, secondId, 'Confirmed');
  await card.getByText('Confirmed', { exact: true }).waitFor({ timeout: 10_000 });
  expect(await stillLoaded(page)).toBe(true);
  await close();
});
