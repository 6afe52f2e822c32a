import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hydrationProblems, launchBrowser, openPage, visit } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

// Only free values are ever preselected: a paid extra is in the cart only when the diner ticked it
// (docs/reference/diner-pages.md, "Option defaults").

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const total = (page: Page) => page.getByTestId('product-total').innerText();

interface StoredLine {
  name: string;
  itemSubtotal: number;
  selectedOptions: { valueLabel: string }[];
}
async function storedLines(page: Page): Promise<StoredLine[]> {
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '{}') as { state?: { items?: StoredLine[] } };
  return stored.state?.items ?? [];
}

/** Opens a dish from the menu by searching for it and following its name. */
async function openDish(page: Page, menuUrl: string, search: string, name: string) {
  await visit(page, menuUrl);
  await page.getByLabel('Search the menu').fill(search);
  // The search settles into the address after a pause; a tap inside that pause can be undone by
  // the late write on a loaded machine (noted in issue 23's closing note), so wait for it.
  await page.waitForURL((url) => url.searchParams.get('q') === search);
  await page.mouse.move(0, 0); // cards lift on hover; keep the pointer off them while they settle
  await page.getByTestId('menu-product').getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

it("shows The Golden Fork's steak at £29.00 with no sauce, 'None' to go back to, and adds it so", async () => {
  const { page, problems, close } = await openPage(browser);
  await openDish(page, `${server.baseUrl}/menu`, 'sirloin', '28-Day Aged Sirloin Steak');
  expect(await total(page)).toBe('£29.00');

  const cooked = page.getByRole('radiogroup', { name: /Cooked To/ });
  expect(await cooked.getByRole('radio', { name: 'Medium Rare' }).isChecked()).toBe(true); // free default
  expect(await cooked.getByRole('radio', { name: 'None' }).count()).toBe(0); // required: no 'None'

  const sauce = page.getByRole('radiogroup', { name: /Sauce/ });
  const none = sauce.getByRole('radio', { name: 'None' });
  expect(await none.isChecked()).toBe(true);
  for (const paid of ['Peppercorn', 'Béarnaise', 'Garlic Butter']) expect(await sauce.getByRole('radio', { name: new RegExp(paid) }).isChecked()).toBe(false);

  // The inputs are styled through their labels; a diner taps the label.
  const tap = (value: string) => sauce.locator('label').filter({ hasText: value }).first().click();
  await tap('Peppercorn');
  await expect.poll(() => total(page)).toBe('£31.00');
  expect(await none.isChecked()).toBe(false);
  await tap('None');
  await expect.poll(() => total(page)).toBe('£29.00');
  expect(await sauce.getByRole('radio', { name: /Peppercorn/ }).isChecked()).toBe(false);

  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByText('28-Day Aged Sirloin Steak added to cart.').first().waitFor();
  expect(await storedLines(page)).toMatchObject([{ name: '28-Day Aged Sirloin Steak', itemSubtotal: 29, selectedOptions: [{ valueLabel: 'Medium Rare' }] }]);
  expect((await storedLines(page))[0]?.selectedOptions).toHaveLength(1);
  expect(hydrationProblems(problems)).toEqual([]);
  await close();
});

it("totals Tasca do Porto's Francesinha at €13.50 with the fried egg not ticked", async () => {
  const { page, problems, close } = await openPage(browser);
  await openDish(page, `${server.tenantUrl('tasca-do-porto')}/menu`, 'francesinha', 'Francesinha');
  expect(await total(page)).toBe('€13.50');
  const egg = page.getByRole('radiogroup', { name: /Add an Egg/ });
  expect(await egg.getByRole('radio', { name: /Fried Egg on Top/ }).isChecked()).toBe(false);
  expect(await egg.getByRole('radio', { name: 'None' }).isChecked()).toBe(true);
  await egg.locator('label').filter({ hasText: 'Fried Egg on Top' }).click();
  await expect.poll(() => total(page)).toBe('€14.50');
  expect(hydrationProblems(problems)).toEqual([]);
  await close();
});

it("'+' on Garlic Bread adds it at £4.75, without the mozzarella nobody chose", async () => {
  const { page, close } = await openPage(browser);
  await visit(page, `${server.baseUrl}/menu`);
  // Its only group is optional and has no default: '+' adds it as listed (docs/reference/diner-pages.md).
  await page.getByRole('button', { name: 'Add Garlic Bread to cart' }).click();
  await page.getByText('Garlic Bread added to cart.').first().waitFor();
  expect(await storedLines(page)).toMatchObject([{ name: 'Garlic Bread', itemSubtotal: 4.75, selectedOptions: [] }]);

  await visit(page, `${server.baseUrl}/cart`);
  const line = page.getByRole('listitem').filter({ hasText: 'Garlic Bread' }).first();
  await line.getByText('£4.75').first().waitFor();
  expect(await line.innerText()).not.toContain('Mozzarella');
  expect(await page.getByText('£5.75').count()).toBe(0);
  await close();
});
