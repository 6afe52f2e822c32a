import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE, reload, visit, type WatchedPage } from './support/browser.ts';
import { nextWednesdayLunch } from './support/clock.ts';
import { apiSignIn, DEMO_OWNER } from './support/orders.ts';
import { clockEnv, startServer, type RunningServer } from './support/server.ts';
import { DEMO_DINER, signIn, submitLogin } from './support/session.ts';
import { placeOrderThroughApi } from './support/staff.ts';

const lunch = nextWednesdayLunch();
let server: RunningServer;
let browser: Browser;
let dinerToken: string;
let kitchen: WatchedPage;

/** The page has not been reloaded since `markLoaded` (a reload drops the window's own property). */
const markLoaded = (page: Page) => page.evaluate(() => Object.assign(window, { platterLoaded: true }));
const stillLoaded = (page: Page) => page.evaluate(() => (window as unknown as { platterLoaded?: boolean }).platterLoaded === true);

/** A signed-in diner's browser, on `landing`. */
async function dinerOn(landing: string, options = {}): Promise<WatchedPage> {
  const diner = await openPage(browser, options);
  await diner.page.clock.setFixedTime(lunch);
  await signIn(diner.page, server.baseUrl, landing, DEMO_DINER);
  return diner;
}

const boardCard = (section: string, orderNumber: string) => kitchen.page.getByTestId(`board-${section}`).getByTestId('board-order').filter({ hasText: `#${orderNumber}` });

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(clockEnv(lunch)), launchBrowser()]);
  dinerToken = await apiSignIn(server.baseUrl, DEMO_DINER);
  // The owner signs in through the same login page as diners, and lands on the board.
  kitchen = await openPage(browser);
  await kitchen.page.clock.setFixedTime(lunch);
  await visit(kitchen.page, `${server.baseUrl}/auth/login`);
  await submitLogin(kitchen.page, DEMO_OWNER);
  await kitchen.page.waitForURL(`${server.baseUrl}/staff`);
  await kitchen.page.getByTestId('live-status').and(kitchen.page.locator('[data-live="live"]')).waitFor();
  await markLoaded(kitchen.page);
});
afterAll(async () => {
  await kitchen?.close();
  await browser?.close();
  await server?.stop();
});

it('shows a new order live on the board, moves it one click at a time, and the diner follows each step', async () => {
  const { id, orderNumber } = await placeOrderThroughApi(server.baseUrl, dinerToken, { dishes: [['Chickpea & Spinach Curry', 2]], customerNotes: 'No coriander, please.' });
  const card = boardCard('new', orderNumber);
  await card.waitFor({ timeout: 10_000 });
  expect(await card.textContent()).toContain('No coriander, please.');
  expect(await card.getByRole('link', { name: '07700 900123' }).getAttribute('href')).toBe('tel:07700900123');
  await expect.poll(() => kitchen.page.title()).toMatch(/^\(\d+\) New orders? · The Golden Fork$/);

  const diner = await dinerOn(`/orders/${id}`);
  const chip = diner.page.getByTestId('order-details').getByTestId('order-status').first();
  await expect.poll(() => chip.textContent()).toBe('Pending Confirmation');
  await diner.live.joined();
  await markLoaded(diner.page);

  const steps = [
    ['Accept', 'accepted', 'Confirmed'],
    ['Start Preparing', 'preparing', 'Preparing'],
    ['Ready for Pickup', 'ready', 'Ready for Pickup'],
  ] as const;
  let current: string = 'new';
  for (const [button, section, status] of steps) {
    await boardCard(current, orderNumber).getByRole('button', { name: button }).click();
    await boardCard(section, orderNumber).waitFor({ timeout: 10_000 });
    await expect.poll(() => chip.textContent(), { timeout: 10_000 }).toBe(status);
    current = section;
  }
  await boardCard('ready', orderNumber).getByRole('button', { name: 'Completed' }).click();
  await kitchen.page.getByTestId('board-done').getByTestId('done-order').filter({ hasText: `#${orderNumber}` }).waitFor();
  await expect.poll(() => chip.textContent(), { timeout: 10_000 }).toBe('Completed');

  expect(await stillLoaded(kitchen.page)).toBe(true);
  expect(await stillLoaded(diner.page)).toBe(true);
  await diner.close();
});

it('asks for a reason before rejecting, and the diner reads it', async () => {
  const { id, orderNumber } = await placeOrderThroughApi(server.baseUrl, dinerToken, { dishes: [['Garlic Bread', 1]], orderType: 'Delivery' });
  const card = boardCard('new', orderNumber);
  await card.waitFor({ timeout: 10_000 });
  expect(await card.textContent()).toContain('1 Canada Square');
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = kitchen.page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await dialog.getByText('Please give a reason.').waitFor();
  const reason = 'Sorry, our oven is down for the next hour.';
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  const done = kitchen.page.getByTestId('board-done').getByTestId('done-order').filter({ hasText: `#${orderNumber}` });
  await done.waitFor({ timeout: 10_000 });
  expect(await done.textContent()).toContain(reason);

  const diner = await dinerOn(`/orders/${id}`);
  await expect.poll(() => diner.page.getByTestId('order-details').getByTestId('order-status').first().textContent()).toBe('Cancelled by Restaurant');
  expect(await diner.page.getByTestId('timeline-notes').first().textContent()).toBe(reason);
  await diner.close();
});

it('moves an order the diner cancels to Done by itself', async () => {
  const { id, orderNumber } = await placeOrderThroughApi(server.baseUrl, dinerToken, { dishes: [['Onion Rings', 1]] });
  await boardCard('new', orderNumber).waitFor({ timeout: 10_000 });
  // The diner cancels it; if staff press Accept before the board hears, the refusal (409) refetches the board.
  const cancel = await fetch(`${server.baseUrl}/api/v1/orders/${id}/cancel-my-order`, { method: 'PATCH', headers: { authorization: `Bearer ${dinerToken}` } });
  expect(cancel.status).toBe(200);
  const accept = boardCard('new', orderNumber).getByRole('button', { name: 'Accept' });
  if (await accept.isVisible()) await accept.click({ timeout: 2000 }).catch(() => undefined);
  await kitchen.page.getByTestId('board-done').getByTestId('done-order').filter({ hasText: `#${orderNumber}` }).waitFor({ timeout: 10_000 });
  expect(await boardCard('new', orderNumber).count()).toBe(0);
});

it("marks a dish sold out from /staff/menu, and the diner's menu shows it unavailable", async () => {
  await kitchen.page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'Menu' }).click();
  await kitchen.page.waitForURL(`${server.baseUrl}/staff/menu`);
  await kitchen.page.getByLabel('Search dishes').fill('scotch');
  const dish = kitchen.page.getByTestId('staff-dish').filter({ hasText: 'Scotch Egg' });
  await expect.poll(() => kitchen.page.getByTestId('staff-dish').count()).toBe(1);
  await dish.getByRole('switch', { name: 'Scotch Egg' }).click();
  await kitchen.page.getByText('Scotch Egg is marked sold out.', { exact: true }).waitFor();
  expect(await dish.getAttribute('data-available')).toBe('false');

  const diner = await dinerOn('/menu');
  const card = diner.page.getByTestId('menu-product').filter({ hasText: 'Scotch Egg' });
  await card.getByText('Unavailable').waitFor();
  expect(await card.getByRole('button', { name: 'Add Scotch Egg to cart' }).count()).toBe(0);

  await dish.getByRole('switch', { name: 'Scotch Egg' }).click();
  await kitchen.page.getByText('Scotch Egg is available again.', { exact: true }).waitFor();
  await reload(diner.page);
  await card.getByRole('button', { name: 'Add Scotch Egg to cart' }).waitFor();
  await diner.close();
  await kitchen.page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: /Orders/ }).click();
  await kitchen.page.waitForURL(`${server.baseUrl}/staff`);
});

it('pauses online ordering: every page says so and checkout cannot place the order; then resumes', async () => {
  const ordering = kitchen.page.getByTestId('ordering-switch');
  await ordering.getByRole('switch', { name: 'Online orders' }).click();
  await kitchen.page.getByRole('dialog').getByRole('button', { name: 'Pause orders' }).click();
  await expect.poll(() => ordering.getByTestId('ordering-state').textContent()).toBe('Paused');
  // The switch shows the new state while the change is sent; it is stored once it is no longer busy.
  await ordering.locator('[role="switch"]:not([aria-busy])').waitFor();

  const diner = await dinerOn('/menu');
  const paused = "We're not taking online orders right now. Please try again a little later.";
  await diner.page.getByTestId('ordering-paused').getByText(paused).waitFor();
  await diner.page.getByRole('button', { name: 'Add Chickpea & Spinach Curry to cart' }).click();
  await visit(diner.page, `${server.baseUrl}/checkout`);
  await diner.page.getByTestId('checkout-paused').waitFor();
  expect(await diner.page.getByRole('button', { name: 'Place Order' }).isDisabled()).toBe(true);

  await ordering.getByRole('switch', { name: 'Online orders' }).click();
  await expect.poll(() => ordering.getByTestId('ordering-state').textContent()).toBe('Taking orders');
  await ordering.locator('[role="switch"]:not([aria-busy])').waitFor();
  await reload(diner.page);
  await diner.page.getByRole('heading', { name: 'Checkout', exact: true }).waitFor();
  expect(await diner.page.getByTestId('ordering-paused').count()).toBe(0);
  expect(await diner.page.getByRole('button', { name: 'Place Order' }).isDisabled()).toBe(false);
  await diner.close();
});

it('gives a diner, and a guest, the 404 page at /staff, and no Staff link', async () => {
  const diner = await dinerOn('/menu', { viewport: PHONE });
  const scripts: string[] = [];
  const sockets: string[] = [];
  diner.page.on('request', (request) => scripts.push(request.url()));
  diner.page.on('websocket', (socket) => sockets.push(socket.url()));
  await visit(diner.page, `${server.baseUrl}/staff`);
  await diner.page.getByTestId('not-found').getByText("Oops! The page you're looking for doesn't exist.").waitFor();
  await expect.poll(() => diner.page.title()).toBe('Page not found | The Golden Fork');
  expect(await diner.page.getByTestId('staff-area').count()).toBe(0);
  // The staff area's code (board, live channel, socket client) never reaches a diner's browser.
  expect(scripts.filter((url) => /staff-area|board-page|staff-menu-page/.test(url))).toEqual([]);
  expect(sockets).toEqual([]);
  await diner.page.getByRole('button', { name: 'Open navigation menu' }).click();
  await diner.page.getByRole('dialog').getByRole('link', { name: 'Order History' }).waitFor();
  expect(await diner.page.getByRole('dialog').getByRole('link', { name: 'Staff' }).count()).toBe(0);
  await diner.close();

  const guest = await openPage(browser);
  await visit(guest.page, `${server.baseUrl}/staff/menu`);
  await guest.page.getByTestId('not-found').waitFor();
  await guest.close();
  expect(kitchen.problems.filter((p) => !p.includes('409'))).toEqual([]);
});
