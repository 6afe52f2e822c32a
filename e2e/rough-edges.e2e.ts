/**
 * The storefront's rough edges, fixed and pinned: payment methods named by fulfilment and online
 * payment saying it takes no money, no social buttons without providers, an incomplete address
 * focused with its message beside it (the server's field errors too), the cart's empty state,
 * single delete and phone basket bar, one picture per dish, and Tasca do Porto's About page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE, visit } from './support/browser.ts';
import { addFromMenu } from './support/cart.ts';
import { nextWednesdayLunch } from './support/clock.ts';
import { clockEnv, startServer, type RunningServer } from './support/server.ts';
import { signIn } from './support/session.ts';

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

async function checkoutWithCurry(page: Page, baseUrl = server.baseUrl, dish = 'Chickpea & Spinach Curry') {
  await page.clock.setFixedTime(lunch);
  await signIn(page, baseUrl, '/menu');
  await addFromMenu(page, dish);
  await visit(page, `${baseUrl}/checkout`);
  await page.getByRole('heading', { name: 'Checkout', exact: true }).waitFor();
}

/** The name of the focused input. */
const focusedName = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? null);

/** The text that describes an input (its error or hint underneath). */
const descriptionOf = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null);

it('names cash by fulfilment, and offers no card payment where the server cannot take one (The Golden Fork)', async () => {
  const { page, close } = await openPage(browser);
  await checkoutWithCurry(page);
  const payment = page.locator('section[aria-labelledby="checkout-section-2"]');

  await page.getByRole('radio', { name: 'Delivery', exact: true }).check();
  expect(await payment.getByRole('radio', { name: 'Cash on Delivery' }).isChecked()).toBe(true);
  await payment.getByText('Pay in cash when your order arrives.').waitFor();
  await payment.getByText('Please have exact amount ready for cash on delivery if possible.').waitFor();
  // The tenant file enables 'Online Payment', but this server has no Stripe keys: not offered at all.
  expect(await payment.getByRole('radio', { name: 'Online Payment' }).count()).toBe(0);

  await page.getByRole('radio', { name: 'Pickup', exact: true }).check();
  expect(await payment.getByRole('radio', { name: 'Cash on Collection' }).isChecked()).toBe(true);
  expect(await payment.getByText('Cash on Delivery').count()).toBe(0);
  await payment.getByText('Pay at the counter when you collect your order.').waitFor();
  await payment.getByText('Please have the exact amount ready when you collect your order, if possible.').waitFor();
  await close();
});

it("offers pickup-only Tasca do Porto's cash as 'Cash on Collection', and no online payment it has switched off", async () => {
  const { page, close } = await openPage(browser);
  await checkoutWithCurry(page, server.tenantUrl('tasca-do-porto'), 'Pastel de Nata');
  const payment = page.locator('section[aria-labelledby="checkout-section-2"]');
  expect(await payment.getByRole('radio', { name: 'Cash on Collection' }).isChecked()).toBe(true);
  await payment.getByText('Pay at the counter when you collect your order.').waitFor();
  expect(await payment.getByRole('radio').count()).toBe(1);
  expect(await page.getByText(/cash on delivery/i).count()).toBe(0);
  await close();
});

it('shows no Google or Facebook buttons, and no divider, when no provider is configured', async () => {
  const { page, close } = await openPage(browser);
  for (const path of ['/auth/login', '/auth/register']) {
    await visit(page, `${server.baseUrl}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Google' }).count(), path).toBe(0);
    expect(await page.getByRole('button', { name: 'Facebook' }).count(), path).toBe(0);
    expect(await page.getByText('or continue with').count(), path).toBe(0);
  }
  await close();
});

it('takes an incomplete new address to its first empty field, with the message beside it', async () => {
  const { page, close } = await openPage(browser, { viewport: PHONE });
  await checkoutWithCurry(page);
  await page.getByRole('radio', { name: 'Delivery', exact: true }).check();
  await page.getByRole('radio', { name: /Use a new address/ }).check();
  await page.getByLabel('Street').fill('1 Canada Square');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByText('Please complete the following: New address details', { exact: true }).first().waitFor();
  await expect.poll(() => focusedName(page)).toBe('newAddress.city');
  await expect(descriptionOf(page, 'City')).resolves.toBe('This field is required.');
  await expect(descriptionOf(page, 'Post code')).resolves.toBe('This field is required.');
  expect(await page.getByLabel('City', { exact: true }).getAttribute('aria-invalid')).toBe('true');
  // In view, not hidden above the fold.
  const box = await page.getByLabel('City', { exact: true }).boundingBox();
  expect(box && box.y >= 0 && box.y + box.height <= PHONE.height).toBe(true);
  await close();
});

it("puts the server's field errors beside their fields and focuses the first", async () => {
  const { page, close } = await openPage(browser);
  await checkoutWithCurry(page);
  await page.getByRole('radio', { name: 'Delivery', exact: true }).check();
  await page.getByRole('radio', { name: /Use a new address/ }).check();
  await page.getByLabel('Street').fill('1 Canada Square');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('Post code').fill('E14 5AB');
  // A refusal the page's own rules cannot foresee (say, a post code the courier does not cover).
  await page.route('**/api/v1/orders', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            message: 'We do not deliver to this post code yet.',
            code: 'BAD_REQUEST',
            errors: [{ field: 'deliveryAddress.postalCode', message: 'We do not deliver to this post code yet.' }],
          }),
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect.poll(() => focusedName(page)).toBe('newAddress.postalCode');
  await expect(descriptionOf(page, 'Post code')).resolves.toBe('We do not deliver to this post code yet.');
  await close();
});

it('shows an empty cart without a £0.00 summary, and each line with one delete', async () => {
  const { page, close } = await openPage(browser);
  await visit(page, `${server.baseUrl}/cart`);
  await page.getByText('Your cart is empty!').waitFor();
  await page.getByRole('link', { name: /Browse Our Menu/ }).waitFor();
  expect(await page.getByTestId('order-summary').count()).toBe(0);
  expect(await page.getByText('£0.00').count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Proceed to Checkout' }).count()).toBe(0);

  await visit(page, `${server.baseUrl}/menu`);
  await addFromMenu(page, 'Chickpea & Spinach Curry');
  await visit(page, `${server.baseUrl}/cart`);
  const line = page.getByTestId('cart-line');
  await line.waitFor();
  expect(await line.getByRole('button', { name: /Remove/ }).count()).toBe(1);
  // Minus at quantity 1 is a minus, not a second bin.
  const minus = await line.getByRole('button', { name: 'Decrease quantity' }).innerHTML();
  const bin = await line.getByRole('button', { name: 'Remove Chickpea & Spinach Curry' }).innerHTML();
  expect(minus).not.toBe(bin);
  await close();
});

it('gives the phone a basket bar with the count and total once the cart has items', async () => {
  const { page, close } = await openPage(browser, { viewport: PHONE });
  await visit(page, `${server.baseUrl}/menu`);
  expect(await page.getByTestId('basket-bar').count()).toBe(0);
  const add = page.getByRole('button', { name: 'Add Chickpea & Spinach Curry to cart' });
  await add.click();
  await page.getByTestId('basket-bar').getByText('1 item').waitFor();
  await add.click();
  const bar = page.getByRole('link', { name: /View Cart/ });
  // 2 × £14.50.
  await expect.poll(() => bar.textContent()).toBe('View Cart · 2 items£29.00');
  const box = await bar.boundingBox();
  expect(box && box.y + box.height <= PHONE.height && box.y > PHONE.height - 120).toBe(true);
  await bar.click();
  await page.waitForURL(`${server.baseUrl}/cart`);
  await page.getByTestId('cart-line').waitFor();
  expect(await page.getByTestId('basket-bar').count()).toBe(0);
  await close();
});

it("draws a dish's menu thumbnail and its cart picture as the same plate", async () => {
  const art = async (url: string) => {
    const svg = await (await fetch(`${server.baseUrl}${url}`)).text();
    return [...svg.matchAll(/(?:stop-color|fill)="(#[0-9a-f]{6})"/g)].map((m) => m[1]).filter((c) => c !== '#ffffff' && c !== '#ece7df');
  };
  const photo = await art('/api/v1/images/product/Chickpea%20%26%20Spinach%20Curry.svg');
  const thumb = await art('/api/v1/images/thumb/Chickpea%20%26%20Spinach%20Curry.svg');
  expect(photo.length).toBeGreaterThan(4);
  expect(thumb).toEqual(photo);
});

it("gives Tasca do Porto its story, linked from Home as 'Our Full Story'", async () => {
  const { page, close } = await openPage(browser);
  const tasca = server.tenantUrl('tasca-do-porto');
  await visit(page, tasca);
  await page.getByRole('link', { name: 'Our Full Story' }).click();
  await page.waitForURL(`${tasca}/about`);
  await page.getByRole('heading', { level: 1, name: /Porto cooking from Dona Rosa's grill since 1987/ }).waitFor();
  await page.getByRole('heading', { name: 'Six tables and one grill' }).waitFor();
  await page.getByText('Market fresh').waitFor();
  expect(await page.getByText('Our story is coming soon').count()).toBe(0);
  // Pickup only: the invitation does not offer delivery.
  await page.getByText('Order ahead for collection, or drop by and say hello.').waitFor();
  await close();
});
