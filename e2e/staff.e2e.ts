import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { blocking, describeFindings, runAxe } from './support/axe.ts';
import { boardLayout, notesInView } from './support/board-layout.ts';
import { animationsSettled, coveredBySnackbar, launchBrowser, openPage, PHONE, reload, visit, type WatchedPage } from './support/browser.ts';
import { nextWednesdayLunch } from './support/clock.ts';
import { apiSignIn, DEMO_OWNER, moveOrder } from './support/orders.ts';
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
/** A finished order's row in Done today (on a tablet the list is behind its toggle: attached, not shown). */
const doneRow = (orderNumber: string) => kitchen.page.getByTestId('board-done').getByTestId('done-order').filter({ hasText: `#${orderNumber}` });

/** The owner signed in on another browser (a second tablet on the pass), on the board. */
async function secondTablet(options = {}): Promise<WatchedPage> {
  const tablet = await openPage(browser, options);
  await tablet.page.clock.setFixedTime(lunch);
  await visit(tablet.page, `${server.baseUrl}/auth/login`);
  await submitLogin(tablet.page, DEMO_OWNER);
  await tablet.page.waitForURL(`${server.baseUrl}/staff`);
  await tablet.page.getByTestId('live-status').and(tablet.page.locator('[data-live="live"]')).waitFor();
  return tablet;
}

beforeAll(async () => {
  // Fifteen orders from one diner in a minute for the busy-board journey.
  [server, browser] = await Promise.all([startServer({ ...clockEnv(lunch), ORDER_RATE_LIMIT_PER_MINUTE: '100' }), launchBrowser()]);
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
  // The note itself, where the cook reads the dishes (not only that there is one).
  expect(await card.getByTestId('order-notes').textContent()).toBe('Note from the diner: No coriander, please.');
  // A tap opens the order in full: the note, the phone.
  await card.getByTestId('open-order').click();
  const details = kitchen.page.getByTestId('order-details');
  expect(await details.textContent()).toContain('No coriander, please.');
  expect(await details.getByRole('link', { name: '07700 900123' }).getAttribute('href')).toBe('tel:07700900123');
  await details.getByRole('button', { name: 'Close' }).click();
  await details.waitFor({ state: 'detached' });
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
    // The board's and the diner's snackbars cover nothing either may press next (a card's
    // button; the order's page).
    expect(await coveredBySnackbar(kitchen.page)).toEqual([]);
    expect(await coveredBySnackbar(diner.page)).toEqual([]);
    current = section;
  }
  // The promise made when accepting (20 minutes) and who made the move show on the card.
  expect(await boardCard('ready', orderNumber).getByTestId('order-moved-by').textContent()).toMatch(/^Marked ready by /);
  await boardCard('ready', orderNumber).getByRole('button', { name: 'Completed' }).click();
  await doneRow(orderNumber).waitFor({ state: 'attached' });
  await expect.poll(() => chip.textContent(), { timeout: 10_000 }).toBe('Completed');

  expect(await stillLoaded(kitchen.page)).toBe(true);
  expect(await stillLoaded(diner.page)).toBe(true);
  await diner.close();
});

it('asks for a reason before rejecting, and the diner reads it', async () => {
  const { id, orderNumber } = await placeOrderThroughApi(server.baseUrl, dinerToken, { dishes: [['Garlic Bread', 1]], orderType: 'Delivery' });
  const card = boardCard('new', orderNumber);
  await card.waitFor({ timeout: 10_000 });
  await card.getByTestId('open-order').click();
  const details = kitchen.page.getByTestId('order-details');
  expect(await details.textContent()).toContain('1 Canada Square');
  await details.getByRole('button', { name: 'Close' }).click();
  await details.waitFor({ state: 'detached' });
  // Reject is on the new order's card too, with the open order's flow.
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = kitchen.page.getByRole('dialog', { name: `Reject order #${orderNumber}` });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await dialog.getByText('Please give a reason.').waitFor();
  const reason = 'Sorry, our oven is down for the next hour.';
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  const done = doneRow(orderNumber);
  await done.waitFor({ state: 'attached', timeout: 10_000 });
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
  await doneRow(orderNumber).waitFor({ state: 'attached', timeout: 10_000 });
  expect(await boardCard('new', orderNumber).count()).toBe(0);
});

it("marks a dish sold out from /staff/menu, and the diner's menu shows it unavailable", async () => {
  await kitchen.page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'Menu' }).click();
  await kitchen.page.waitForURL(`${server.baseUrl}/staff/menu`);
  // The owner's Menu is the editor: its "Sold out" view holds the kitchen's switches.
  await kitchen.page.getByTestId('menu-editor').getByRole('button', { name: 'Sold out', exact: true }).click();
  await kitchen.page.waitForURL(`${server.baseUrl}/staff/menu?view=sold-out`);
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

it('pauses online ordering: every page says so, live on the other tablet, a diner’s order page and a guest’s menu, and checkout cannot place the order; then resumes', async () => {
  // Open before the pause: another tablet, and a diner following an order.
  const other = await secondTablet();
  const { id } = await placeOrderThroughApi(server.baseUrl, dinerToken, { dishes: [['Garlic Bread', 1]] });
  const following = await dinerOn(`/orders/${id}`);
  await following.live.joined();
  const openNow = following.page.getByTestId('opening-status');
  await expect.poll(() => openNow.textContent()).toContain('Open now');
  // A guest on the menu in another browser: no socket, the storefront's stream (/restaurant/live).
  const guest = await openPage(browser);
  await guest.page.clock.setFixedTime(lunch);
  await visit(guest.page, `${server.baseUrl}/menu`);
  await markLoaded(guest.page);
  const guestStatus = guest.page.getByTestId('opening-status');
  await expect.poll(() => guestStatus.textContent()).toContain('Open now');

  const ordering = kitchen.page.getByTestId('ordering-switch');
  await ordering.getByRole('switch', { name: 'Online orders' }).click();
  await kitchen.page.getByRole('dialog').getByRole('button', { name: 'Pause orders' }).click();
  await expect.poll(() => ordering.getByTestId('ordering-state').textContent()).toBe('Not taking orders right now');
  // Pushed, not polled: both pages change within seconds, without a reload.
  await expect.poll(() => other.page.getByTestId('ordering-state').textContent(), { timeout: 5000 }).toBe('Not taking orders right now');
  await expect.poll(() => openNow.textContent(), { timeout: 5000 }).toBe('Not taking orders right now ');
  await expect.poll(() => guestStatus.textContent(), { timeout: 5000 }).toBe('Not taking orders right now ');
  await other.close();
  await following.close();
  // The switch shows the new state while the change is sent; it is stored once it is no longer busy.
  await ordering.locator('[role="switch"]:not([aria-busy])').waitFor();

  const diner = await dinerOn('/menu');
  const paused = "We're not taking online orders right now. Please try again a little later.";
  await diner.page.getByTestId('status-band').getByText(paused).waitFor();
  expect(await diner.page.getByTestId('opening-status').textContent()).toBe('Not taking orders right now ');
  await diner.page.getByRole('button', { name: 'Add Chickpea & Spinach Curry to cart' }).click();
  await visit(diner.page, `${server.baseUrl}/checkout`);
  await diner.page.getByTestId('checkout-paused').waitFor();
  expect(await diner.page.getByRole('button', { name: 'Place Order' }).isDisabled()).toBe(true);

  await ordering.getByRole('switch', { name: 'Online orders' }).click();
  await expect.poll(() => ordering.getByTestId('ordering-state').textContent()).toBe('Taking orders');
  // The guest's menu says so again, still without a reload.
  await expect.poll(() => guestStatus.textContent(), { timeout: 5000 }).toContain('Open now');
  expect(await stillLoaded(guest.page)).toBe(true);
  await guest.close();
  await ordering.locator('[role="switch"]:not([aria-busy])').waitFor();
  await reload(diner.page);
  await diner.page.getByRole('heading', { name: 'Checkout', exact: true }).waitFor();
  expect(await diner.page.getByTestId('status-band').count()).toBe(0);
  expect(await diner.page.getByRole('button', { name: 'Place Order' }).isDisabled()).toBe(false);
  await diner.close();
});

it('fits a busy service on a kitchen tablet: 19 orders in progress, three a column with their notes at 1024 × 768, no control outside its card, the newest on screen without scrolling, nothing for axe', async () => {
  const ownerToken = await apiSignIn(server.baseUrl, DEMO_OWNER);
  const menus: (readonly [string, number])[][] = [
    [['Chickpea & Spinach Curry', 2]],
    [['28-Day Aged Sirloin Steak', 1], ['Garlic Bread', 2]],
    [['House Salad', 1]],
    [['Garlic Bread', 1], ['Chickpea & Spinach Curry', 1]],
    [['Onion Rings', 3]],
  ];
  // Every order with a note, as on the evening the audit watched: short ones and ones the card clamps to two lines.
  const notes = ['No nuts, severe allergy.', 'Please ring the bell twice, the buzzer is broken. Leave it with the neighbour if nobody answers.', 'Extra napkins please', 'Gluten-free bread if you have it, coeliac.', 'No onions at all, not even in the sauce.'];
  const placed: { id: string; orderNumber: string }[] = [];
  for (let i = 0; i < 19; i++) {
    // A delivery stays under the free-delivery threshold (its fee is what the helper sends).
    const delivery = i % 3 === 0;
    placed.push(
      await placeOrderThroughApi(server.baseUrl, dinerToken, {
        dishes: delivery ? [['Garlic Bread', 1], ['Onion Rings', 1]] : menus[i % menus.length]!,
        orderType: delivery ? 'Delivery' : 'Pickup',
        ...(i % 4 === 1 ? { scheduledInMinutes: 40 + i * 5, now: lunch } : {}),
        customerNotes: notes[i % notes.length],
      }),
    );
  }
  // Oldest on: four ready, four cooking, four accepted; seven new.
  const walk = ['Confirmed', 'Preparing', 'Ready for Pickup'] as const;
  for (const [index, { id }] of placed.slice(0, 12).entries()) {
    const steps = walk.slice(0, 3 - Math.floor(index / 4));
    for (const status of steps) await moveOrder(server.baseUrl, ownerToken, id, status === 'Ready for Pickup' && index % 3 === 0 ? 'Out for Delivery' : status);
  }
  // Capacity caps, so the kitchen strip shows every coming slot (the row axe found clipped and unreachable by keyboard).
  const settings = `${server.baseUrl}/api/v1/staff/settings/capacity`;
  const auth = { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' };
  const { data } = (await (await fetch(settings, { headers: auth })).json()) as { data: { stamp: { version: number } } };
  const capped = await fetch(settings, { method: 'PUT', headers: auth, body: JSON.stringify({ version: data.stamp.version, capacity: { slotMinutes: 15, pickup: { maxOrdersPerSlot: 20 }, delivery: { maxOrdersPerSlot: 10 } } }) });
  expect(capped.status).toBe(200);
  await kitchen.page.setViewportSize({ width: 1024, height: 768 });
  await reload(kitchen.page);
  const newest = placed.at(-1)!.orderNumber;
  await boardCard('new', newest).waitFor({ timeout: 10_000 });
  await expect.poll(() => kitchen.page.getByTestId('board-new').getByTestId('board-order').count()).toBeGreaterThanOrEqual(7);
  await kitchen.page.getByTestId('kitchen-pickup').waitFor();
  await animationsSettled(kitchen.page);

  // At 1024 × 768 every column shows at least three orders with their notes, without scrolling it.
  expect(await notesInView(kitchen.page)).toEqual({ new: 3, accepted: 3, preparing: 3, ready: 3 });
  expect(describeFindings('board at 1024 × 768', blocking(await runAxe(kitchen.page)))).toEqual([]);
  await kitchen.page.getByTestId('show-done').click();
  await kitchen.page.getByTestId('board-done').waitFor();
  expect(describeFindings('Done today at 1024 × 768', blocking(await runAxe(kitchen.page)))).toEqual([]);
  await kitchen.page.getByTestId('show-done').click();

  // Paused, the bar's longest state ('Not taking orders right now') must fit too.
  const ordering = kitchen.page.getByTestId('ordering-switch');
  await ordering.getByRole('switch', { name: 'Online orders' }).click();
  await kitchen.page.getByRole('dialog').getByRole('button', { name: 'Pause orders' }).click();
  await ordering.locator('[role="switch"][aria-checked="false"]:not([aria-busy])').waitFor();
  for (const viewport of [
    { width: 1024, height: 768 },
    { width: 1180, height: 820 },
    { width: 1366, height: 768 },
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
    { width: 360, height: 740 },
  ]) {
    await kitchen.page.setViewportSize(viewport);
    await kitchen.page.evaluate(() => window.scrollTo(0, 0));
    await boardCard('new', newest).waitFor();
    const layout = await boardLayout(kitchen.page, newest);
    expect(layout.problems, `${viewport.width} px`).toEqual([]);
    expect(layout.newestOnScreen, `${viewport.width} px: the newest order on screen`).toBe(true);
    expect(layout.acceptCentreIsAccept, `${viewport.width} px: nothing covers the newest order's Accept`).toBe(true);
    if (viewport.width >= 1024) expect(layout.pageScrolls, `${viewport.width} px: the columns scroll, not the page`).toBe(false);
  }
  await ordering.getByRole('switch', { name: 'Online orders' }).click();
  await ordering.locator('[role="switch"][aria-checked="true"]:not([aria-busy])').waitFor();

  // Screenshots for review (SCREENSHOTS_DIR set): 1024 × 768 light and dark, 1366 × 768, a 390 px phone.
  const shots = process.env.SCREENSHOTS_DIR;
  if (shots) {
    mkdirSync(shots, { recursive: true });
    /** The board as staff see it once it is still: no snackbar over it, no card mid-animation. */
    const still = async (page: Page) => {
      const toasts = page.getByRole('region', { name: /Notifications/ }).getByRole('button', { name: /close/i });
      // A toast may leave by itself between the count and the click.
      for (let tries = 0; tries < 5 && (await toasts.count()) > 0; tries++) await toasts.first().click({ timeout: 2000 }).catch(() => undefined);
      await animationsSettled(page);
    };
    for (const [name, viewport] of [['board-1024x768-light', { width: 1024, height: 768 }], ['board-1366x768-light', { width: 1366, height: 768 }], ['board-390-phone-light', PHONE]] as const) {
      await kitchen.page.setViewportSize(viewport);
      await boardCard('new', newest).waitFor();
      await still(kitchen.page);
      await kitchen.page.screenshot({ path: path.join(shots, `${name}.png`) });
    }
    const dark = await secondTablet({ colorScheme: 'dark', viewport: { width: 1024, height: 768 } });
    await dark.page.getByTestId('board-new').getByTestId('board-order').filter({ hasText: `#${newest}` }).waitFor();
    await still(dark.page);
    await dark.page.screenshot({ path: path.join(shots, 'board-1024x768-dark.png') });
    await dark.page.getByTestId('board-new').getByTestId('board-order').filter({ hasText: `#${newest}` }).getByTestId('open-order').click();
    await dark.page.getByTestId('order-details').waitFor();
    await still(dark.page);
    await dark.page.screenshot({ path: path.join(shots, 'order-details-1024x768-dark.png') });
    await dark.close();
    await kitchen.page.setViewportSize({ width: 1024, height: 768 });
    await boardCard('new', newest).getByTestId('open-order').click();
    await kitchen.page.getByTestId('order-details').waitFor();
    await still(kitchen.page);
    await kitchen.page.screenshot({ path: path.join(shots, 'order-details-1024x768-light.png') });
    await kitchen.page.getByTestId('order-details').getByRole('button', { name: 'Close' }).click();
  }
  await kitchen.page.setViewportSize({ width: 1366, height: 900 });
});

it('takes a phone order on the board: priced as the storefront prices it, on the board at once, tagged Phone', async () => {
  await kitchen.page.setViewportSize({ width: 1024, height: 768 });
  await kitchen.page.getByTestId('new-phone-order').click();
  const dialog = kitchen.page.getByTestId('phone-order-dialog');
  await dialog.waitFor();
  // The same dish the diner's order above took, with its required choices on their defaults, twice.
  await dialog.getByRole('button', { name: /Chickpea & Spinach Curry/ }).click();
  await dialog.getByTestId('dish-choices').getByRole('button', { name: 'One more' }).click();
  await dialog.getByTestId('add-dish').click();
  await dialog.getByLabel("Customer's name").fill('Mrs Phone');
  await dialog.getByLabel('Phone number').fill('020 7946 0321');
  // Nothing under the Place order bar: payment and notes, scrolled into view as the keyboard reaches them, are on top (bottom edge included).
  for (const field of [dialog.getByLabel('Payment'), dialog.getByLabel('Notes for the kitchen')]) {
    await field.focus();
    const onTop = await field.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.bottom - 3);
      return hit !== null && (hit === element || element.contains(hit));
    });
    expect(onTop, await field.evaluate((element) => element.tagName)).toBe(true);
  }
  const total = await dialog.getByTestId('phone-order-total').textContent();
  const shots = process.env.SCREENSHOTS_DIR;
  if (shots) {
    mkdirSync(shots, { recursive: true });
    await animationsSettled(kitchen.page);
    await kitchen.page.screenshot({ path: path.join(shots, 'phone-order-1024x768-light.png') });
  }
  await dialog.getByTestId('place-phone-order').click();
  await dialog.waitFor({ state: 'detached' });
  const card = kitchen.page.getByTestId('board-new').getByTestId('board-order').filter({ has: kitchen.page.getByTestId('order-channel') }).last();
  await card.waitFor();
  expect(await card.getByTestId('order-channel').textContent()).toBe('Phone');
  // The storefront's price for the same order: what the diner's own order of two curries came to.
  const token = await apiSignIn(server.baseUrl, DEMO_OWNER);
  const { data } = (await (await fetch(`${server.baseUrl}/api/v1/staff/orders`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { orders: { channel?: string; customerName: string; totalAmount: number; subtotal: number; items: { productName: string; quantity: number }[] }[] };
  };
  const phoned = data.orders.find((o) => o.channel === 'phone' && o.customerName === 'Mrs Phone')!;
  const online = data.orders.find((o) => o.channel === 'online' && o.items.length === 1 && o.items[0]!.productName === 'Chickpea & Spinach Curry' && o.items[0]!.quantity === 2)!;
  expect(phoned.subtotal).toBe(online.subtotal);
  expect(total).toContain(phoned.totalAmount.toFixed(2));
  await kitchen.page.setViewportSize({ width: 1366, height: 900 });
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
