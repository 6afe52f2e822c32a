/**
 * The owner runs the menu from the browser (issue 26): a category and a dish with a photo and a
 * required choice, reordered; a diner sees the photo (an AVIF), picks the choice and orders it at
 * the right price; a price change reaches the diner's cart; two tabs on one dish; Staff keep only
 * the sold-out switches; a diner gets the 404.
 */
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, openPage, visit, type WatchedPage } from './support/browser.ts';
import { nextWednesdayLunch } from './support/clock.ts';
import { apiSignIn, DEMO_OWNER, ORDER_PAGE } from './support/orders.ts';
import { clockEnv, startServer, type RunningServer } from './support/server.ts';
import { DEMO_DINER, signIn, submitLogin } from './support/session.ts';

const DEMO_STAFF = { email: 'staff@golden-fork.example', password: 'Service#2026' } as const;
const DISH = 'Smoked Haddock Kedgeree';
const CATEGORY = 'Brunch';
const DISH_PT = 'Kedgeree de Hadoque Fumado';

const lunch = nextWednesdayLunch();
let server: RunningServer;
let browser: Browser;
let owner: WatchedPage;
let diner: WatchedPage;
let photo: Buffer;

/** Signed in as `who` through the login page, on /staff/menu. */
async function staffOnMenu(who: { email: string; password: string }): Promise<WatchedPage> {
  const tab = await openPage(browser);
  await tab.page.clock.setFixedTime(lunch);
  await visit(tab.page, `${server.baseUrl}/auth/login`);
  await submitLogin(tab.page, who);
  await tab.page.waitForURL(`${server.baseUrl}/staff`);
  await visit(tab.page, `${server.baseUrl}/staff/menu`);
  return tab;
}

const editor = (page: Page) => page.getByTestId('menu-editor');

/** Opens a dish of the chosen category in the editor. */
async function openDish(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(`^Edit ?${name}`) }).click();
  await page.getByRole('heading', { name: `Edit ${name}` }).waitFor();
}

async function chooseCategory(page: Page, name: string) {
  await page.getByTestId('category-list').getByRole('button', { name: new RegExp(`^${name}`) }).first().click();
  await page.getByRole('heading', { name: `Dishes in ${name}` }).waitFor();
}

/** The Golden Fork offers Portuguese beside English (the back office's Languages section), so its editor has Portuguese fields. */
async function offerPortuguese(): Promise<void> {
  const headers = { authorization: `Bearer ${await apiSignIn(server.baseUrl, DEMO_OWNER)}`, 'content-type': 'application/json' };
  const url = `${server.baseUrl}/api/v1/staff/settings/languages`;
  const current = (await (await fetch(url, { headers })).json()) as { data: { stamp: { version: number } } };
  const saved = await fetch(url, { method: 'PUT', headers, body: JSON.stringify({ version: current.data.stamp.version, languages: { default: 'en-GB', offered: ['en-GB', 'pt-PT'] } }) });
  expect(saved.status, await saved.text()).toBe(200);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(clockEnv(lunch)), launchBrowser()]);
  // A real photo, as a phone takes it: 1600 × 1200, JPEG.
  photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 196, g: 120, b: 48 } } })
    .composite([{ input: Buffer.from('<svg width="1600" height="1200"><circle cx="800" cy="600" r="420" fill="#f4e3c1"/></svg>'), top: 0, left: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
  await offerPortuguese();
  owner = await staffOnMenu(DEMO_OWNER);
  diner = await openPage(browser);
  await diner.page.clock.setFixedTime(lunch);
  await signIn(diner.page, server.baseUrl, '/menu', DEMO_DINER);
});
afterAll(async () => {
  await owner?.close();
  await diner?.close();
  await browser?.close();
  await server?.stop();
});

it('creates a category and a dish with a photo and a required choice, and moves the category first', async () => {
  const { page } = owner;
  await editor(page).getByRole('heading', { name: 'Menu', level: 1 }).waitFor();
  await page.getByLabel('New category').fill(CATEGORY);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('heading', { name: `Dishes in ${CATEGORY}` }).waitFor();

  await page.getByRole('button', { name: 'Add dish' }).click();
  await page.getByRole('heading', { name: 'New dish' }).waitFor();
  await page.getByLabel('Name', { exact: true }).fill(DISH);
  // The other offered language's field (an English restaurant offering Portuguese) shows the dish's own name until written.
  const portuguese = page.getByLabel('Name in Portuguese');
  expect(await portuguese.getAttribute('placeholder')).toBe(DISH);
  await portuguese.fill(DISH_PT);
  await page.getByLabel('Price (£)').fill('12.50');
  await page.getByTestId('photo-input').setInputFiles({ name: 'kedgeree.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByText('Photo uploaded.').first().waitFor({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Add choice group' }).click();
  const group = page.getByTestId('option-group');
  await group.getByLabel('Group name', { exact: true }).fill('Portion');
  await group.getByLabel('Least to choose').fill('1');
  await group.getByLabel('Most to choose').fill('1');
  await group.getByLabel('Choice', { exact: true }).fill('Regular');
  await group.getByRole('checkbox', { name: 'Default' }).check();
  await group.getByRole('button', { name: 'Add choice' }).click();
  await group.getByLabel('Choice', { exact: true }).nth(1).fill('Large');
  await group.getByLabel('Extra (£)').nth(1).fill('3');
  await page.getByRole('button', { name: 'Add dish' }).last().click();
  await page.getByText(`${DISH} added to the menu.`).first().waitFor();
  // A Portuguese browser reads the translation; the name itself stays for everyone else.
  const inPortuguese = await fetch(`${server.baseUrl}/api/v1/products?limit=200`, { headers: { 'accept-language': 'pt-PT' } });
  const names = ((await inPortuguese.json()) as { data: { products: { name: string }[] } }).data.products.map((p) => p.name);
  expect(names).toContain(DISH_PT);
  expect(names).not.toContain(DISH);

  // Saving closes the form. The new category is last; the keyboard's Move up takes it to the top.
  const rows = page.getByTestId('category-row');
  await rows.first().waitFor();
  const count = await rows.count();
  for (let i = 1; i < count; i++) {
    // One move at a time: the next waits until the server has stored this one.
    const stored = page.waitForResponse((r) => r.url().endsWith('/api/v1/staff/menu/categories/order') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: `Move ${CATEGORY} up` }).click();
    await stored;
    await expect.poll(() => page.getByTestId('reorder-announcement').textContent()).toBe(`${CATEGORY} moved to position ${count - i} of ${count}.`);
  }
  await expect.poll(() => rows.first().textContent()).toContain(CATEGORY);
});

it('shows the diner the photo (an AVIF) in the new first section, and orders the Large at £15.50', async () => {
  const { page } = diner;
  const avifs: string[] = [];
  page.on('response', (response) => {
    if (response.headers()['content-type'] === 'image/avif' && response.url().includes('/api/v1/media/photos/')) avifs.push(response.url());
  });
  await visit(page, `${server.baseUrl}/menu`);
  await expect.poll(() => page.getByTestId('menu-section').first().getByRole('heading').first().textContent()).toBe(CATEGORY);
  const card = page.getByTestId('menu-product').filter({ hasText: DISH });
  const picture = card.locator('picture');
  expect(await picture.locator('source[type="image/avif"]').getAttribute('srcset')).toMatch(/\/api\/v1\/media\/photos\/.+ \d+w/);
  const img = picture.locator('img');
  expect(await img.getAttribute('width')).not.toBeNull();
  expect(await img.getAttribute('height')).not.toBeNull();
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
  expect(avifs.length).toBeGreaterThan(0);

  await card.getByRole('link', { name: DISH, exact: true }).click();
  await page.getByRole('heading', { name: DISH, level: 1 }).waitFor();
  await expect.poll(() => page.getByTestId('product-total').innerText()).toBe('£12.50');
  const portion = page.getByRole('radiogroup', { name: /Portion/ });
  expect(await portion.getByRole('radio', { name: 'Regular' }).isChecked()).toBe(true);
  await portion.locator('label').filter({ hasText: 'Large' }).first().click();
  await expect.poll(() => page.getByTestId('product-total').innerText()).toBe('£15.50');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByText(`${DISH} added to cart.`).first().waitFor();

  await visit(page, `${server.baseUrl}/checkout`);
  await page.getByRole('radio', { name: /^Pickup/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Order Placed Successfully!').waitFor();
  await dialog.getByRole('button', { name: 'View Order' }).click();
  await page.waitForURL(ORDER_PAGE);
  const details = page.getByTestId('order-details');
  await expect.poll(() => details.textContent()).toContain('Large');
  expect(await details.textContent()).toContain('£15.50');
});

it("reaches the diner's cart with a price change", async () => {
  await visit(diner.page, `${server.baseUrl}/menu`);
  const card = diner.page.getByTestId('menu-product').filter({ hasText: DISH });
  await card.getByRole('link', { name: DISH, exact: true }).click();
  await diner.page.getByRole('heading', { name: DISH, level: 1 }).waitFor();
  await diner.page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await diner.page.getByText(`${DISH} added to cart.`).first().waitFor();

  const { page } = owner;
  await chooseCategory(page, CATEGORY);
  await openDish(page, DISH);
  await page.getByLabel('Price (£)').fill('13');
  await page.getByRole('button', { name: 'Save dish' }).click();
  await page.getByText(`${DISH} saved.`).first().waitFor();

  await visit(diner.page, `${server.baseUrl}/cart`);
  await diner.page.getByText(`The price of ${DISH} in your cart is now £13.00.`).first().waitFor();
});

it('refuses the second of two tabs editing one dish with a 409 that names who changed it, and reloads it', async () => {
  const { page } = owner;
  const other = await staffOnMenu(DEMO_OWNER);
  await chooseCategory(page, CATEGORY);
  await openDish(page, DISH);
  await chooseCategory(other.page, CATEGORY);
  await openDish(other.page, DISH);

  await other.page.getByLabel('Description', { exact: true }).fill('Flaked haddock, curried rice, a soft egg.');
  await other.page.getByRole('button', { name: 'Save dish' }).click();
  await other.page.getByText(`${DISH} saved.`).first().waitFor();

  await page.getByLabel('Price (£)').fill('14');
  await page.getByRole('button', { name: 'Save dish' }).click();
  await page.getByText('Someone else saved this dish first').waitFor();
  expect(await page.getByTestId('dish-editor').textContent()).toMatch(/You changed this at \d\d:\d\d in another tab or window\./);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => page.getByLabel('Description', { exact: true }).inputValue()).toBe('Flaked haddock, curried rice, a soft egg.');
  expect(await page.getByLabel('Price (£)').inputValue()).toBe('13');
  await other.close();
});

it('gives Staff only the sold-out switches, and a diner the 404', async () => {
  const staff = await staffOnMenu(DEMO_STAFF);
  await staff.page.getByRole('switch', { name: DISH }).waitFor();
  expect(await staff.page.getByTestId('menu-editor').count()).toBe(0);
  expect(await staff.page.getByRole('button', { name: 'Add dish' }).count()).toBe(0);
  await staff.close();

  await visit(diner.page, `${server.baseUrl}/staff/menu`);
  await diner.page.getByTestId('not-found').waitFor();
});
