import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hydrationProblems, launchBrowser, openPage, PHONE, reload, visit } from './support/browser.ts';
import { cartBadge } from './support/cart.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { DEMO_DINER, signIn, submitLogin } from './support/session.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The heart of `dish` (whichever way it points), and whether it is pressed. */
const heart = (page: Page, dish: string) => page.getByRole('button', { name: new RegExp(`^(Add ${dish} to|Remove ${dish} from) favourites$`) }).first();
const isPressed = async (page: Page, dish: string) => (await heart(page, dish).getAttribute('aria-pressed')) === 'true';
const favoriteCard = (page: Page, dish: string) => page.getByTestId('favorite-card').filter({ hasText: dish });

it('keeps the dishes a diner hearts on the menu and the product page, and adds them to the cart from /favorites', async () => {
  const { page, problems, close } = await openPage(browser);
  await signIn(page, server.baseUrl, '/menu');
  await page.getByRole('heading', { name: 'Our Menu' }).waitFor();

  // From the menu: a dish, and one that is sold out (it can still be kept).
  await heart(page, 'Soup of the Day').click();
  await expect.poll(() => isPressed(page, 'Soup of the Day')).toBe(true);
  await heart(page, 'Beef Wellington').click();
  await expect.poll(() => isPressed(page, 'Beef Wellington')).toBe(true);

  // From the product page.
  const salmon = page.getByRole('link', { name: 'Pan-Roasted Salmon' });
  await salmon.click();
  await page.getByRole('heading', { name: 'Pan-Roasted Salmon', level: 1 }).waitFor();
  await heart(page, 'Pan-Roasted Salmon').click();
  await expect.poll(() => isPressed(page, 'Pan-Roasted Salmon')).toBe(true);

  // The server kept them: a fresh load of the menu shows them pressed.
  await visit(page, `${server.baseUrl}/menu`);
  await expect.poll(() => isPressed(page, 'Soup of the Day')).toBe(true);
  expect(await isPressed(page, 'Triple-Cooked Chips')).toBe(false);

  // The account menu leads to /favorites: newest first, the sold-out one says so.
  await page.getByRole('banner').getByRole('button', { name: 'Demo Diner' }).click();
  await page.getByRole('menuitem', { name: 'Favourites' }).click();
  await page.waitForURL(`${server.baseUrl}/favorites`);
  await page.getByRole('heading', { level: 1, name: 'Favourites' }).waitFor();
  await page.getByText('3 favourite dishes').waitFor();
  const names = await page.getByTestId('favorite-card').getByRole('heading').allInnerTexts();
  expect(names).toEqual(['Pan-Roasted Salmon', 'Beef Wellington', 'Soup of the Day']);
  await favoriteCard(page, 'Beef Wellington').getByText('Currently unavailable').waitFor();
  expect(await favoriteCard(page, 'Beef Wellington').getByRole('button', { name: /Add to Cart/ }).count()).toBe(0);

  // Add to Cart from the page.
  await cartBadge(page, 0);
  await page.getByRole('button', { name: 'Add to Cart: Soup of the Day' }).click();
  await page.getByText('Soup of the Day added to cart.').first().waitFor();
  await cartBadge(page, 1);

  // Un-hearting keeps the card until the diner comes back.
  await heart(page, 'Pan-Roasted Salmon').click();
  await favoriteCard(page, 'Pan-Roasted Salmon').getByText('Removed. Tap the heart to keep it.').waitFor();
  await reload(page);
  await page.getByText('2 favourite dishes').waitFor();
  expect(await favoriteCard(page, 'Pan-Roasted Salmon').count()).toBe(0);
  expect(hydrationProblems(problems)).toEqual([]);
  await close();
});

it("takes a guest's heart to the login page and back, where the dish is then kept", async () => {
  const { page, problems, close } = await openPage(browser, { viewport: PHONE });
  await visit(page, `${server.baseUrl}/menu?q=curry`);
  const dish = 'Chickpea & Spinach Curry';
  expect(await isPressed(page, dish)).toBe(false);
  await heart(page, dish).click();
  await page.waitForURL(`${server.baseUrl}/auth/login?redirect=${encodeURIComponent('/menu?q=curry')}`);
  await submitLogin(page, DEMO_DINER);
  await page.waitForURL(`${server.baseUrl}/menu?q=curry`);
  await page.getByText(`${dish} saved to your favourites.`).first().waitFor();
  await expect.poll(() => isPressed(page, dish)).toBe(true);

  // It is on their list; from the phone's drawer.
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Favourites' }).click();
  await page.waitForURL(`${server.baseUrl}/favorites`);
  await favoriteCard(page, dish).waitFor();
  expect(hydrationProblems(problems)).toEqual([]);
  await close();
});
