import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { coveredBySnackbar, launchBrowser, openPage, visit } from './support/browser.ts';
import { addFromMenu } from './support/cart.ts';
import { nextWednesdayLunch } from './support/clock.ts';
import { clockEnv, startServer, type RunningServer } from './support/server.ts';
import { DEMO_OWNER } from './support/orders.ts';
import { signIn } from './support/session.ts';

const lunch = nextWednesdayLunch();
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // The server's and the browser's clocks both read Wednesday lunchtime.
  [server, browser] = await Promise.all([startServer(clockEnv(lunch)), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedInWithCurry(page: Page) {
  await page.clock.setFixedTime(lunch);
  await signIn(page, server.baseUrl, '/menu');
  await addFromMenu(page, 'Chickpea & Spinach Curry', 2);
  await visit(page, `${server.baseUrl}/checkout`);
  await page.getByRole('heading', { name: 'Checkout', exact: true }).waitFor();
}

it('places a pickup order ASAP with cash and WELCOME10, showing the discount and the total', async () => {
  const { page, close } = await openPage(browser);
  await signedInWithCurry(page);
  await page.getByText("We're Open!").first().waitFor();
  await page.getByRole('radio', { name: /^Pickup/ }).check();
  expect(await page.getByRole('switch', { name: /ASAP/ }).isChecked()).toBe(true);
  // The restaurant's 'Cash on Delivery', named for a pickup.
  expect(await page.getByRole('radio', { name: 'Cash on Collection' }).isChecked()).toBe(true);

  await page.getByLabel('Promo code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  // 2 × £14.50 = £29.00; 10% off = £2.90; pickup has no fee: £26.10.
  await page.getByText('£2.90').first().waitFor();
  await page.getByText('£26.10').first().waitFor();
  // 'Welcome Offer applied.' covers nothing the diner may press next (it sat over Place Order).
  await page.getByText('Welcome Offer applied.', { exact: true }).waitFor();
  expect(await coveredBySnackbar(page)).toEqual([]);

  await page.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Order Placed Successfully!').waitFor();
  await dialog.getByRole('button', { name: 'Track My Order' }).click();
  await page.waitForURL(`${server.baseUrl}/orders`);
  await page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true }).first().waitFor();
  await close();
});

it('names exactly what is missing when the phone is left empty', async () => {
  const { page, close } = await openPage(browser);
  await signedInWithCurry(page);
  await page.getByRole('radio', { name: /^Pickup/ }).check();
  await page.getByLabel('Contact phone').fill('');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByText('Please complete the following: Valid contact phone number', { exact: true }).first().waitFor();
  await close();
});

it('places a delivery order to a new address', async () => {
  const { page, close } = await openPage(browser);
  await signedInWithCurry(page);
  await page.getByRole('radio', { name: /^Delivery/ }).check();
  await page.getByRole('radio', { name: /Use a new address/ }).check();
  await page.getByLabel('Street').fill('1 Canada Square');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('Post code').fill('E14 5AB');
  await expect(page.getByLabel('Country').inputValue()).resolves.toBe('United Kingdom');
  // 2 × £14.50 = £29.00: over £25 the demo's Free Delivery offer waives the £2.50 fee, by itself.
  const summary = page.getByTestId('checkout-summary');
  await summary.getByTestId('summary-delivery-fee').getByText('Free Delivery').waitFor();
  await expect(summary.getByTestId('summary-total').textContent()).resolves.toBe('£29.00');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('dialog').getByText('Order Placed Successfully!').waitFor();
  await close();
});

it('redeems the 100-point reward', async () => {
  const { page, close } = await openPage(browser);
  await signedInWithCurry(page);
  await page.getByRole('radio', { name: /^Pickup/ }).check();
  await page.getByRole('button', { name: 'Redeem' }).first().click();
  // £29.00 − £5.00.
  await page.getByText('£24.00').first().waitFor();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('dialog').getByText('Order Placed Successfully!').waitFor();
  await close();
});

/** The owner's calls (GET/PUT), as the back office and the board make them. */
async function asOwner<T>(path: string, method = 'GET', body?: object): Promise<T> {
  const login = await fetch(`${server.baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_OWNER) });
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  const response = await fetch(`${server.baseUrl}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const minutesOf = (text: string) => {
  const [, h, m] = /(\d\d):(\d\d)/.exec(text) ?? [];
  return Number(h) * 60 + Number(m);
};

it("offers the kitchen's slots: a diner takes a slot's last place, a second finds it gone, and the busy switch moves the ASAP estimate", async () => {
  const section = await asOwner<{ data: { stamp: { version: number } } }>('/staff/settings/capacity');
  await asOwner('/staff/settings/capacity', 'PUT', { version: section.data.stamp.version, capacity: { pickup: { maxOrdersPerSlot: 1 } } });
  const [first, second] = await Promise.all([openPage(browser), openPage(browser)]);
  try {
    for (const { page } of [first, second]) {
      await signedInWithCurry(page);
      await page.getByRole('radio', { name: /^Pickup/ }).check();
    }
    const estimate = second.page.getByTestId('asap-estimate');
    await estimate.getByText(/^Ready around \d\d:\d\d$/).waitFor();
    const before = minutesOf(await estimate.innerText());
    // Both choose the same slot, beyond where the busy switch will reach.
    let label = '';
    for (const { page } of [first, second]) {
      await page.getByRole('switch', { name: /ASAP/ }).click();
      const times = page.getByTestId('slot-times');
      label ||= await times.getByRole('radio').nth(6).innerText();
      await times.getByRole('radio', { name: label }).click();
      await times.getByRole('radio', { name: label, checked: true }).waitFor();
    }
    await first.page.getByRole('button', { name: 'Place Order' }).click();
    await first.page.getByRole('dialog').getByText('Order Placed Successfully!').waitFor();

    await asOwner('/staff/busy', 'PUT', { extraMinutes: 30 });
    await second.page.getByRole('button', { name: 'Place Order' }).click();
    await second.page.getByText('That time has just filled up. Please choose another.').first().waitFor();
    // The times are read again: the slot is gone, and ASAP says half an hour later.
    await expect.poll(() => second.page.getByTestId('slot-times').getByRole('radio', { name: label }).count()).toBe(0);
    await expect.poll(async () => minutesOf(await estimate.innerText()) - before).toBeGreaterThanOrEqual(30);
    expect(minutesOf(await estimate.innerText()) - before).toBeLessThanOrEqual(31);
  } finally {
    await Promise.all([first.close(), second.close()]);
    await asOwner('/staff/busy', 'PUT', { extraMinutes: 0 });
    const now = await asOwner<{ data: { stamp: { version: number } } }>('/staff/settings/capacity');
    await asOwner('/staff/settings/capacity', 'PUT', { version: now.data.stamp.version, capacity: null });
  }
});
