import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hydrationProblems, launchBrowser, openPage, reload, visit } from './support/browser.ts';
import { cartBadge } from './support/cart.ts';
import { startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const dishes = (page: Page) => page.getByTestId('menu-product');

it('filters and searches the menu, builds a cart with options, keeps it over a reload, and empties it', async () => {
  const { page, problems, close } = await openPage(browser);
  await visit(page, `${server.baseUrl}/menu`);
  await cartBadge(page, 0);
  const all = await dishes(page).count();
  expect(all).toBeGreaterThanOrEqual(40);

  // Dietary filter: only vegan dishes stay.
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('button', { name: 'Vegan', exact: true }).first().click();
  await page.getByText('Plant Power Burger').first().waitFor();
  await expect.poll(() => dishes(page).count()).toBeLessThan(all);
  const vegan = await dishes(page).count();
  expect(vegan).toBeGreaterThan(0);
  for (const text of await dishes(page).allInnerTexts()) expect(text).toContain('Vegan');
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect.poll(() => dishes(page).count()).toBe(all);
  await page.getByRole('button', { name: 'Show dishes' }).click();

  // Search by name.
  await page.getByLabel('Search the menu').fill('golden burger');
  await expect.poll(() => dishes(page).count()).toBe(1);
  // The search reaches the URL a moment after typing; tapping a dish before that can lose the tap
  // to the late URL write on a loaded machine (noted as a product follow-up).
  await page.waitForURL(/[?&]q=golden/);
  await page.mouse.move(0, 0); // cards lift on hover; keep the pointer off them while they settle
  const choose = page.getByRole('link', { name: 'Choose options for The Golden Burger' });
  const productPath = await choose.getAttribute('href');
  expect(productPath).toMatch(/^\/product\//);
  await choose.click();
  await page.waitForURL(`${server.baseUrl}${productPath}`);

  // Product page: a required multi-select group, preselected default, over-maximum warning.
  await page.getByRole('heading', { name: 'The Golden Burger', level: 1 }).waitFor();
  const sauces = page.getByRole('group', { name: /Sauces/ });
  await sauces.getByText('(Required)').waitFor();
  await sauces.getByText('(Choose 1 to 2)').waitFor();
  expect(await sauces.getByRole('checkbox', { name: /House Burger Sauce/ }).isChecked()).toBe(true);
  // The inputs are styled through their labels; a diner taps the label.
  const tap = (value: string) => sauces.locator('label').filter({ hasText: value }).first().click();
  await tap('Ketchup');
  await tap('Smoky BBQ');
  await page.getByText('You can select up to 2 sauces.', { exact: true }).waitFor();
  expect(await sauces.getByRole('checkbox', { name: /Smoky BBQ/ }).isChecked()).toBe(false);
  await page.getByText('You can select up to 2 sauces.', { exact: true }).waitFor({ state: 'hidden', timeout: 4000 });

  // Two differently-optioned copies make two lines; an identical copy adds to a line.
  const addToCart = page.getByRole('button', { name: 'Add to Cart' }).first();
  await addToCart.click();
  await page.getByText('The Golden Burger added to cart.').first().waitFor();
  await cartBadge(page, 1);
  await tap('Ketchup');
  await tap('Garlic Mayo');
  expect(await sauces.getByRole('checkbox', { name: /Ketchup/ }).isChecked()).toBe(false);
  await addToCart.click();
  await cartBadge(page, 2);
  await addToCart.click();
  await cartBadge(page, 3);

  // The cart survives a reload.
  await visit(page, `${server.baseUrl}/cart`);
  await reload(page);
  await page.getByRole('heading', { name: 'Your Shopping Cart' }).waitFor();
  await page.getByText('Items from: The Golden Fork').waitFor();
  const lines = page.getByRole('listitem').filter({ hasText: 'The Golden Burger' });
  await expect.poll(() => lines.count()).toBe(2);
  await cartBadge(page, 3);
  const ketchupLine = lines.filter({ hasText: 'Ketchup' });
  const mayoLine = lines.filter({ hasText: 'Garlic Mayo' });
  await expect(mayoLine.getByRole('spinbutton').or(mayoLine.getByText('2', { exact: true })).first().isVisible()).resolves.toBe(true);

  // Change quantities.
  await ketchupLine.getByRole('button', { name: 'Increase quantity' }).click();
  await cartBadge(page, 4);
  await ketchupLine.getByRole('button', { name: 'Decrease quantity' }).click();
  await cartBadge(page, 3);

  // Minus at 1 asks before removing.
  await ketchupLine.getByRole('button', { name: 'Decrease quantity' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByText('Remove The Golden Burger from your cart?').waitFor();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect.poll(() => lines.count()).toBe(1);
  await cartBadge(page, 2);

  // Delete asks first too; cancelling keeps the line.
  await mayoLine.getByRole('button', { name: 'Remove The Golden Burger' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => lines.count()).toBe(1);

  // Clear Cart, confirmed.
  await page.getByRole('button', { name: 'Clear Cart' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear Cart' }).click();
  await page.getByText('Your cart is empty!').first().waitFor();
  await cartBadge(page, 0);
  // An empty cart has no summary to disable: no £0.00 and no Proceed to Checkout.
  expect(await page.getByRole('button', { name: 'Proceed to Checkout' }).count()).toBe(0);
  expect(hydrationProblems(problems)).toEqual([]);
  await close();
});

it('paints the menu from the server HTML and hydrates it in place, section by section', async () => {
  const { page, problems, close } = await openPage(browser);
  // Counts menu sections taken out of the page: a section the browser re-draws (a boundary React
  // gave up hydrating, or one the server outlined for a script to swap in) is removed first.
  await page.addInitScript(() => {
    const counts = { removed: 0 };
    (window as unknown as { menuSections: typeof counts }).menuSections = counts;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches('[data-testid="menu-section"]') || node.querySelector('[data-testid="menu-section"]'))) counts.removed += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  const response = await visit(page, `${server.baseUrl}/menu`);
  const html = (await response?.text()) ?? '';
  // Every section arrives in place: no pending boundary (`<!--$?-->`) completed later by a script.
  expect(html).not.toContain('<!--$?-->');
  expect(html.match(/data-testid="menu-section"/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
  // Each section hydrates after the page (its own Suspense boundary): wait until the last dish is React's.
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll('[data-testid="menu-product"]')].every((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')))))
    .toBe(true);
  expect(await page.evaluate(() => (window as unknown as { menuSections: { removed: number } }).menuSections.removed)).toBe(0);
  // Hydrated sections answer: the last section's first dish adds to the cart.
  await page.getByTestId('menu-section').last().getByRole('button', { name: /^Add .* to cart$/ }).first().click();
  await cartBadge(page, 1);
  expect(hydrationProblems(problems)).toEqual([]);
  await close();
});

it("asks 'Start New Cart?' when a Tasca do Porto dish is added to a cart holding Golden Fork items", async () => {
  // A Golden Fork cart, as the Golden Fork site stores it.
  const golden = await openPage(browser);
  await visit(golden.page, `${server.baseUrl}/menu`);
  await golden.page.getByRole('button', { name: 'Add Chickpea & Spinach Curry to cart' }).click();
  await cartBadge(golden.page, 1);
  const goldenCart = await golden.page.evaluate(() => localStorage.getItem('cart'));
  expect(goldenCart).toContain('golden-fork');
  await golden.close();

  const tasca = await openPage(browser);
  const tascaMenu = `${server.tenantUrl('tasca-do-porto')}/menu`;
  await visit(tasca.page, tascaMenu);
  await tasca.page.getByRole('heading', { name: 'Our Menu' }).waitFor();

  // Another tab of the same site writes the Golden Fork cart; this tab follows it (cross-tab sync).
  const otherTab = await tasca.page.context().newPage();
  await visit(otherTab, tascaMenu);
  await otherTab.evaluate((cart) => localStorage.setItem('cart', cart!), goldenCart);
  await otherTab.close();
  await cartBadge(tasca.page, 1);

  await tasca.page.getByRole('button', { name: 'Add Pastéis de Bacalhau to cart' }).click();
  const dialog = tasca.page.getByRole('dialog');
  await dialog.getByText('Start New Cart?').waitFor();
  await dialog.getByText('Your cart has items from The Golden Fork. Clear cart and add this item from Tasca do Porto?').waitFor();
  await dialog.getByRole('button', { name: 'Clear & Add' }).click();
  await tasca.page.getByText('Pastéis de Bacalhau added to cart.').first().waitFor();
  await cartBadge(tasca.page, 1);
  const cart = JSON.parse((await tasca.page.evaluate(() => localStorage.getItem('cart'))) ?? '{}') as { state: { restaurantSlug: string } };
  expect(cart.state.restaurantSlug).toBe('tasca-do-porto');

  // On a fresh start, a stored cart of another restaurant is cleared.
  await tasca.page.evaluate((c) => localStorage.setItem('cart', c!), goldenCart);
  await reload(tasca.page);
  await cartBadge(tasca.page, 0);
  await tasca.close();
});
