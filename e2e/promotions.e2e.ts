import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hydrationProblems, launchBrowser, openPage, PHONE, reload, visit } from './support/browser.ts';
import { nextWeekdayAt } from './support/clock.ts';
import { clockEnv, startServer, type RunningServer } from './support/server.ts';
import { DEMO_DINER, submitLogin } from './support/session.ts';

// A Tuesday lunchtime on both clocks: Pizza Tuesday's day, whatever day CI runs.
const tuesdayLunch = nextWeekdayAt(2, 13);
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(clockEnv(tuesdayLunch)), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const card = (page: Page, name: string) => page.getByTestId('promotion').filter({ has: page.getByRole('heading', { name, exact: true }) });

it("lists the demo offers, copies a code, and its buttons open the menu (filtered by the offer for 'View Items')", async () => {
  const { page, problems, close } = await openPage(browser);
  await page.clock.setFixedTime(tuesdayLunch);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });

  // Home's 'View All Promotions' leads here.
  await visit(page, server.baseUrl);
  await page.getByRole('link', { name: 'View All Promotions' }).click();
  await page.waitForURL(`${server.baseUrl}/promotions`);
  await page.getByRole('heading', { level: 1, name: 'Promotions' }).waitFor();
  await expect(page.title()).resolves.toBe('Promotions | The Golden Fork');

  // The public list's three offers; the reward is no ordinary offer.
  const names = await page.getByTestId('promotion').getByRole('heading', { level: 3 }).allTextContents();
  expect(names).toEqual(['Free Delivery', 'Pizza Tuesday', 'Welcome Offer']);
  expect(await card(page, 'Free Delivery').textContent()).toContain('Min. order £25.00');
  expect(await card(page, 'Free Delivery').textContent()).toContain('Applied automatically at checkout');
  expect(await card(page, 'Pizza Tuesday').textContent()).toContain('Tuesdays only');
  const welcome = card(page, 'Welcome Offer');
  expect(await welcome.getByTestId('discount-chip').textContent()).toBe('10% OFF');
  expect(await welcome.textContent()).toContain('Use Code: WELCOME10');
  expect(await welcome.textContent()).not.toContain('Applied automatically');

  // A guest is invited to collect points, and shown the reward there is to unlock.
  const invitation = page.getByTestId('guest-rewards');
  await invitation.getByRole('link', { name: 'Sign In' }).waitFor();
  const teaser = invitation.getByTestId('reward-teaser');
  expect(await teaser.getByText('£5 Off Reward', { exact: true }).count()).toBe(1);
  expect(await teaser.getByText('100 points', { exact: true }).count()).toBe(1);

  await welcome.getByRole('button', { name: 'Copy code WELCOME10' }).click();
  await page.getByText('Code copied', { exact: true }).first().waitFor();
  await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('WELCOME10');

  // 'View Items': the menu narrowed to Pizza Tuesday's pizzas.
  await card(page, 'Pizza Tuesday').getByRole('link', { name: 'View Items' }).click();
  await page.waitForURL(/\/menu\?promo=[0-9a-f-]{36}$/);
  await page.getByTestId('promo-banner').getByRole('heading', { name: 'Pizza Tuesday' }).waitFor();
  const dishes = page.getByTestId('menu-product').getByRole('heading', { level: 3 });
  await expect.poll(async () => new Set(await dishes.allTextContents())).toEqual(
    new Set(['Margherita', 'Pepperoni Inferno', 'Wild Mushroom & Truffle', 'Nduja & Hot Honey']),
  );

  // 'Order Now': the whole menu.
  await page.goBack();
  await card(page, 'Free Delivery').getByRole('link', { name: 'Order Now' }).click();
  await page.waitForURL(`${server.baseUrl}/menu`);
  await expect.poll(async () => (await dishes.allTextContents()).includes('Garlic Bread')).toBe(true);
  expect(hydrationProblems(problems)).toEqual([]);
  await close();
});

it('shows a signed-in diner their points and the 100-point reward, marked redeemable, after signing in from the page', async () => {
  const { page, problems, close } = await openPage(browser, { viewport: PHONE });
  await page.clock.setFixedTime(tuesdayLunch);
  await visit(page, `${server.baseUrl}/promotions`);
  await page.getByTestId('guest-rewards').getByRole('link', { name: 'Sign In' }).click();
  await page.waitForURL(`${server.baseUrl}/auth/login?redirect=%2Fpromotions`);
  await submitLogin(page, DEMO_DINER);
  await page.waitForURL(`${server.baseUrl}/promotions`);

  await page.getByRole('heading', { name: 'Your rewards' }).waitFor();
  expect(await page.getByTestId('points-value').textContent()).toBe('150');
  const reward = page.getByTestId('reward');
  expect(await reward.count()).toBe(1);
  expect(await reward.getByRole('heading').textContent()).toBe('£5 Off Reward');
  expect(await reward.getByTestId('reward-cost').textContent()).toBe('100 points');
  expect(await reward.getByTestId('reward-status').textContent()).toBe('You can redeem this at checkout');
  expect(await page.getByTestId('guest-rewards').count()).toBe(0);

  // A reload keeps the diner's rewards (the session is renewed through the refresh cookie).
  await reload(page);
  await page.getByTestId('reward').getByText('You can redeem this at checkout').waitFor();
  expect(hydrationProblems(problems)).toEqual([]);
  await close();
});

it('tells a new diner how many more points the reward needs', async () => {
  const { page, close } = await openPage(browser);
  await page.clock.setFixedTime(tuesdayLunch);
  const email = `points-${Date.now()}@example.com`;
  const password = 'Tasty#Chips2026';
  await visit(page, `${server.baseUrl}/auth/register?redirect=%2Fpromotions`);
  await page.getByLabel('Full name').fill('Nova Diner');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${server.baseUrl}/promotions`);
  await page.getByRole('heading', { name: 'Your rewards' }).waitFor();
  expect(await page.getByTestId('points-value').textContent()).toBe('0');
  const reward = page.getByTestId('reward');
  expect(await reward.getAttribute('data-redeemable')).toBe('false');
  expect(await reward.getByTestId('reward-status').textContent()).toBe('100 more points needed');
  await close();
});
