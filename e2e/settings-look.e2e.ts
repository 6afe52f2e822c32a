/**
 * The owner runs the restaurant's look and delivery from the back office (issue 27), each checked
 * from the diner's side: a theme primary that fails contrast is shown adjusted on the Look screen
 * (with its ratio and why) and the storefront serves the adjusted colour; a raised delivery fee
 * and a minimum order for delivery reach a diner's checkout; a new hero slide (an uploaded
 * picture, moved first among the slides) shows on Home. axe: nothing serious on any of these
 * screens (Look, Delivery and payment, Home page, About, Contact), light and dark.
 */
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { blocking, chooseTheme, describeFindings, runAxe } from './support/axe.ts';
import { launchBrowser, openPage, visit, type WatchedPage } from './support/browser.ts';
import { addFromMenu } from './support/cart.ts';
import { nextWednesdayLunch } from './support/clock.ts';
import { DEMO_OWNER } from './support/orders.ts';
import { clockEnv, startServer, type RunningServer } from './support/server.ts';
import { signIn, submitLogin } from './support/session.ts';

const lunch = nextWednesdayLunch();
const PALE = '#ffcc80';
let server: RunningServer;
let browser: Browser;
let owner: WatchedPage;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(clockEnv(lunch)), launchBrowser()]);
  owner = await openPage(browser);
  await owner.page.clock.setFixedTime(lunch);
  await visit(owner.page, `${server.baseUrl}/auth/login`);
  await submitLogin(owner.page, DEMO_OWNER);
  await owner.page.waitForURL(`${server.baseUrl}/staff`);
});
afterAll(async () => {
  await owner?.close();
  await browser?.close();
  await server?.stop();
});

it('sets a primary colour that fails contrast: the Look screen shows it adjusted, and the storefront serves the adjusted one', async () => {
  const { page } = owner;
  await visit(page, `${server.baseUrl}/staff/settings/look`);
  await page.getByRole('heading', { name: 'Look', level: 1 }).waitFor();
  await page.getByLabel('Primary', { exact: true }).fill(PALE);
  const note = page.getByTestId('change-light-primary');
  await note.waitFor();
  const text = (await note.textContent()) ?? '';
  expect(text).toMatch(/Primary on [a-z ]+ is 1\.\d:1, below 4\.5:1: shown as #[0-9a-f]{6}\./);
  const adjusted = /shown as (#[0-9a-f]{6})/.exec(text)![1]!;
  expect(blocking(await runAxe(page)), describeFindings('look', blocking(await runAxe(page))).join('\n')).toEqual([]);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Look saved.', { exact: true }).waitFor();

  // The diner's side: the public configuration and the stylesheet carry the adjusted colour.
  const config = (await (await fetch(`${server.baseUrl}/api/v1/restaurants/public/golden-fork`)).json()) as { data: { restaurant: { theme: { light: { primary: string } } } } };
  expect(config.data.restaurant.theme.light.primary).toBe(adjusted);
  const css = await (await fetch(`${server.baseUrl}/api/v1/restaurants/public/golden-fork/styles.css`)).text();
  expect(css).toContain(`--color-primary: ${adjusted};`);
  const diner = await openPage(browser);
  await visit(diner.page, `${server.baseUrl}/menu`);
  const served = await diner.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
  expect(served).toBe(adjusted);
  await diner.close();
});

it('raises the delivery fee and sets a minimum: a diner’s checkout shows the fee and what a delivery still needs', async () => {
  const { page } = owner;
  await visit(page, `${server.baseUrl}/staff/settings/fulfilment`);
  await page.getByRole('heading', { name: 'Delivery and payment', level: 1 }).waitFor();
  await page.getByLabel('Delivery fee (£)').fill('3.95');
  await page.getByLabel('Minimum order for delivery (£)').fill('40');
  expect(blocking(await runAxe(page)), describeFindings('fulfilment', blocking(await runAxe(page))).join('\n')).toEqual([]);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Delivery and payment saved.', { exact: true }).waitFor();

  const diner = await openPage(browser);
  await diner.page.clock.setFixedTime(lunch);
  await signIn(diner.page, server.baseUrl, '/menu');
  await addFromMenu(diner.page, 'Chickpea & Spinach Curry', 1);
  await visit(diner.page, `${server.baseUrl}/checkout`);
  await diner.page.getByRole('heading', { name: 'Checkout', exact: true }).waitFor();
  await diner.page.getByRole('radio', { name: /^Delivery/ }).check();
  const summary = diner.page.getByTestId('checkout-summary');
  await expect.poll(async () => summary.getByTestId('summary-delivery-fee').textContent()).toBe('£3.95');
  // One curry (£14.50) is under the £40 minimum.
  expect(await summary.getByTestId('checkout-minimum').textContent()).toBe('Add £25.50 more for delivery, or choose collection.');
  expect(await summary.getByRole('button', { name: 'Place Order' }).isDisabled()).toBe(true);
  // Collection has no minimum.
  await diner.page.getByRole('radio', { name: /^Pickup/ }).check();
  await summary.getByTestId('checkout-minimum').waitFor({ state: 'detached' });
  expect(await summary.getByRole('button', { name: 'Place Order' }).isDisabled()).toBe(false);
  await diner.close();
});

it('adds a hero slide with an uploaded picture and moves it first: Home shows it after the welcome slide', async () => {
  const { page } = owner;
  const picture = await sharp({ create: { width: 1920, height: 1080, channels: 3, background: { r: 120, g: 60, b: 30 } } }).jpeg().toBuffer();
  await visit(page, `${server.baseUrl}/staff/settings/slides`);
  await page.getByRole('heading', { name: 'Home page', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Add a slide' }).click();
  const slide = page.getByTestId('slide').last();
  await slide.getByTestId('photo-input').setInputFiles({ name: 'roast.jpg', mimeType: 'image/jpeg', buffer: picture });
  await page.getByText('Photo uploaded.').first().waitFor({ timeout: 20_000 });
  await slide.getByLabel('Title', { exact: true }).fill('Sunday Roast Is Back');
  await slide.getByLabel('Subtitle', { exact: true }).fill('Rib of beef with all the trimmings');
  await slide.getByLabel('Button words', { exact: true }).fill('See the Menu');
  expect(blocking(await runAxe(page)), describeFindings('slides', blocking(await runAxe(page))).join('\n')).toEqual([]);
  // To the top of the list with the keyboard's buttons (three slides are above it).
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Move Sunday Roast Is Back up' }).click();
  await page.getByText('Sunday Roast Is Back is now number 1 of 4.').waitFor();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Home page saved.', { exact: true }).waitFor();
  for (const section of ['about', 'contact']) {
    await visit(page, `${server.baseUrl}/staff/settings/${section}`);
    await page.getByTestId(section).waitFor();
    const findings = blocking(await runAxe(page));
    expect(findings, describeFindings(section, findings).join('\n')).toEqual([]);
  }

  const diner = await openPage(browser);
  await visit(diner.page, `${server.baseUrl}/`);
  const second = diner.page.getByRole('group', { name: 'Slide 2 of 5', includeHidden: true });
  expect(await second.textContent()).toContain('Sunday Roast Is Back');
  expect(await second.getByRole('link', { name: 'See the Menu', includeHidden: true }).getAttribute('href')).toBe('/menu');
  expect(await second.locator('img').getAttribute('src')).toMatch(/^\/api\/v1\/media\/photos\//);
  await diner.close();
});

it('has nothing serious for axe on any of the screens in the dark, at phone width', async () => {
  const dark = await openPage(browser, { viewport: { width: 390, height: 844 } });
  await chooseTheme(dark.page.context(), [server.baseUrl], true);
  await dark.page.clock.setFixedTime(lunch);
  await visit(dark.page, `${server.baseUrl}/auth/login`);
  await submitLogin(dark.page, DEMO_OWNER);
  await dark.page.waitForURL(`${server.baseUrl}/staff`);
  for (const section of ['fulfilment', 'look', 'slides', 'about', 'contact']) {
    await visit(dark.page, `${server.baseUrl}/staff/settings/${section}`);
    await dark.page.getByTestId(section).waitFor();
    // A slide opened: its fields and preview are scanned too.
    if (section === 'slides') await dark.page.getByRole('button', { name: /^Edit/ }).first().click();
    const findings = blocking(await runAxe(dark.page));
    expect(findings, describeFindings(`${section} dark`, findings).join('\n')).toEqual([]);
  }
  await dark.close();
});
