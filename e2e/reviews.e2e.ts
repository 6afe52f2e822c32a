import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hydrationProblems, launchBrowser, openPage, PHONE, visit, type WatchedPage } from './support/browser.ts';
import { nextWednesdayLunch } from './support/clock.ts';
import { apiSignIn, DEMO_OWNER, moveOrder } from './support/orders.ts';
import { clockEnv, startServer, type RunningServer } from './support/server.ts';
import { DEMO_DINER, signIn, submitLogin } from './support/session.ts';
import { placeOrderThroughApi } from './support/staff.ts';

const lunch = nextWednesdayLunch();
let server: RunningServer;
let browser: Browser;
let ownerToken: string;
let dinerOrder: { id: string; orderNumber: string };
const COMMENT = 'Crisp batter, chunky chips & a <b>friendly</b> hello at the counter.';

/** A pickup order placed by the diner holding `token`, moved by the owner to Completed. */
async function completedOrder(token: string, dish: string) {
  const order = await placeOrderThroughApi(server.baseUrl, token, { dishes: [[dish, 1]] });
  for (const status of ['Confirmed', 'Preparing', 'Ready for Pickup', 'Completed']) await moveOrder(server.baseUrl, ownerToken, order.id, status);
  return order;
}

async function registerDiner(name: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email: `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`, password: 'Secret#123' }),
  });
  if (!response.ok) throw new Error(`Register ${name}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** Another guest's review, straight through the API. */
async function reviewAs(name: string, dish: string, rating: number, comment: string) {
  const token = await registerDiner(name);
  const order = await completedOrder(token, dish);
  const response = await fetch(`${server.baseUrl}/api/v1/orders/${order.id}/review`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ rating, comment }),
  });
  if (response.status !== 201) throw new Error(`Review as ${name}: ${response.status} ${await response.text()}`);
}

const cardWith = (page: Page, text: string) => page.getByTestId('review-card').filter({ hasText: text });

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(clockEnv(lunch)), launchBrowser()]);
  ownerToken = await apiSignIn(server.baseUrl, DEMO_OWNER);
  const dinerToken = await apiSignIn(server.baseUrl, DEMO_DINER);
  dinerOrder = await completedOrder(dinerToken, 'Beer-Battered Fish & Chips');
  await reviewAs('Olivia Bennett', 'Onion Rings', 3, 'Decent, the rings were a little greasy.');
  await reviewAs('James Carter', 'Eton Mess', 5, 'Perfect pudding.');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('lets a diner whose order was completed leave a 4.5-star review, and shows it on /reviews; 4+ and Lowest find it first', async () => {
  const diner: WatchedPage = await openPage(browser, { viewport: PHONE });
  const { page } = diner;
  await page.clock.setFixedTime(lunch);
  await signIn(page, server.baseUrl, '/reviews');
  await page.getByRole('link', { name: 'Leave a Review' }).click();
  await page.waitForURL(`${server.baseUrl}/leave-review`);
  // The picker offers the finished order that has no review yet.
  await page.getByTestId('reviewable-order').filter({ hasText: `#${dinerOrder.orderNumber}` }).click();
  await page.waitForURL(/\/leave-review\?orderId=/);
  expect(await page.getByTestId('review-order').textContent()).toContain('Beer-Battered Fish & Chips');

  // Half stars by keyboard: 4 stars, then one step right.
  await page.getByRole('radio', { name: '4 stars', exact: true }).check({ force: true });
  await page.getByRole('radio', { name: '4 stars', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  expect(await page.getByTestId('star-picker-value').textContent()).toBe('4.5 stars');
  expect(await page.getByRole('radio', { name: '4.5 stars' }).isChecked()).toBe(true);
  await page.getByRole('textbox', { name: /Your review/ }).fill(COMMENT);
  expect(await page.getByTestId('comment-counter').textContent()).toBe(`${COMMENT.length} / 1000`);
  await page.getByRole('button', { name: 'Submit Review' }).click();

  await page.getByText('Thank you! Your review has been posted.', { exact: true }).waitFor();
  await page.waitForURL(`${server.baseUrl}/reviews`);
  const mine = cardWith(page, 'chunky chips');
  await mine.waitFor();
  // Plain text: the markup is shown as typed, never rendered.
  expect(await mine.getByTestId('review-comment').textContent()).toBe(COMMENT);
  expect(await mine.locator('b').count()).toBe(0);
  expect(await mine.getByTestId('review-author').textContent()).toBe('Demo D.');
  expect(await mine.getByRole('img', { name: '4.5 out of 5 stars' }).count()).toBe(1);
  expect(await page.getByTestId('rating-count').textContent()).toBe('Based on 3 reviews');
  expect(await page.getByTestId('average-rating').textContent()).toBe('4.2');

  await page.getByTestId('rating-filter').getByRole('link', { name: '4+ stars' }).click();
  await page.waitForURL(`${server.baseUrl}/reviews?rating=4`);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('lowest');
  await page.waitForURL(`${server.baseUrl}/reviews?rating=4&sortBy=lowest`);
  await expect.poll(() => page.getByTestId('review-author').allTextContents()).toEqual(['Demo D.', 'James C.']);
  expect(await page.getByTestId('review-count').textContent()).toBe('2 reviews');

  // The order's page now says it was reviewed.
  await visit(page, `${server.baseUrl}/orders/${dinerOrder.id}`);
  await page.getByRole('link', { name: 'Reviewed' }).waitFor();
  expect(hydrationProblems(diner.problems)).toEqual([]);
  await diner.close();
});

it("lets the owner reply from /staff/reviews, and the reply shows under the restaurant's badge on /reviews", async () => {
  const kitchen = await openPage(browser);
  await kitchen.page.clock.setFixedTime(lunch);
  await visit(kitchen.page, `${server.baseUrl}/auth/login`);
  await submitLogin(kitchen.page, DEMO_OWNER);
  await kitchen.page.waitForURL(`${server.baseUrl}/staff`);
  await kitchen.page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'Reviews' }).click();
  await kitchen.page.waitForURL(`${server.baseUrl}/staff/reviews`);
  const card = cardWith(kitchen.page, 'chunky chips');
  await card.getByRole('button', { name: 'Reply' }).click();
  await card.getByLabel('Your reply').fill('Thank you! The mushy peas are on us next time.');
  await card.getByRole('button', { name: 'Post Reply' }).click();
  await kitchen.page.getByText('Your reply has been posted.', { exact: true }).waitFor();
  await card.getByTestId('review-reply').waitFor();
  await kitchen.close();

  const guest = await openPage(browser, { viewport: PHONE });
  await visit(guest.page, `${server.baseUrl}/reviews`);
  const reply = cardWith(guest.page, 'chunky chips').getByTestId('review-reply');
  expect(await reply.getAttribute('data-role')).toBe('Owner');
  expect(await reply.getByTestId('store-badge').textContent()).toBe('The Golden Fork');
  expect(await reply.textContent()).toContain('Thank you! The mushy peas are on us next time.');
  // Search engines read the rating and the reviews.
  const blocks = await guest.page.locator('script[type="application/ld+json"]').allTextContents();
  const restaurant = blocks.map((text) => JSON.parse(text) as { '@type'?: string; aggregateRating?: { ratingValue: number; reviewCount: number }; review?: unknown[] }).find((b) => b['@type'] === 'Restaurant');
  expect(restaurant?.aggregateRating).toMatchObject({ ratingValue: 4.2, reviewCount: 3 });
  expect(restaurant?.review).toHaveLength(3);
  expect(hydrationProblems(guest.problems)).toEqual([]);
  await guest.close();
});

it("sends a guest from 'Login to Review' to the login page and back to /reviews", async () => {
  const guest = await openPage(browser);
  const { page } = guest;
  await visit(page, `${server.baseUrl}/reviews`);
  await page.getByRole('link', { name: 'Login to Review' }).click();
  await page.waitForURL(`${server.baseUrl}/auth/login?redirect=%2Freviews`);
  await submitLogin(page, DEMO_DINER);
  await page.waitForURL(`${server.baseUrl}/reviews`);
  await page.getByRole('link', { name: 'Leave a Review' }).waitFor();
  expect(hydrationProblems(guest.problems)).toEqual([]);
  await guest.close();
});
