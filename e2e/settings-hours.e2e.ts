/**
 * Hours and closures from the owner's phone, checked from the diner's side (issue 27): on the day
 * the clocks go forward, splitting Sunday into lunch and dinner makes 16:00 closed and 18:00 open,
 * and a closure two days ahead shows on Home with its note and leaves that day no time to order for.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DESKTOP, hydrationProblems, launchBrowser, openPage, PHONE, visit } from './support/browser.ts';
import { blocking, chooseTheme, describeFindings, runAxe } from './support/axe.ts';
import { DEMO_OWNER } from './support/orders.ts';
import { clockEnv, startServer, type RunningServer } from './support/server.ts';
import { signIn } from './support/session.ts';

/** Sunday 28 March 2027, 16:00 in London: the clocks went forward at 01:00 that morning. */
const SUNDAY_4PM = new Date('2027-03-28T15:00:00Z');
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(clockEnv(SUNDAY_4PM)), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('the owner splits Sunday into lunch and dinner and closes Tuesday; Home says closed until 18:00 and shows the closure', async () => {
  // Before: Sunday 12:00–21:00, open at 16:00.
  const before = await (await fetch(`${server.baseUrl}/`)).text();
  expect(before).toMatch(/data-testid="opening-status"[^>]*>[\s\S]*?Open/);

  const owner = await openPage(browser, { viewport: PHONE });
  await owner.page.clock.setFixedTime(SUNDAY_4PM);
  await signIn(owner.page, server.baseUrl, '/staff/settings/hours', DEMO_OWNER);
  const sunday = owner.page.getByTestId('hours-day-sunday');
  await sunday.getByRole('button', { name: 'Add an opening' }).click();
  await expect(sunday.getByLabel('Sunday: opening 1 ends').inputValue()).resolves.toBe('15:00');
  await expect(sunday.getByLabel('Sunday: opening 2 starts').inputValue()).resolves.toBe('18:00');
  await expect(sunday.getByLabel('Sunday: opening 2 ends').inputValue()).resolves.toBe('21:00');

  await owner.page.getByRole('button', { name: 'Add a closure or changed hours' }).click();
  const closure = owner.page.getByTestId('special-date');
  await expect(closure.getByLabel('Date').inputValue()).resolves.toBe('2027-03-28');
  await closure.getByLabel('Date').fill('2027-03-30');
  await closure.getByLabel('Note for diners').fill('Staff training');
  expect(describeFindings('hours and closures (light, phone)', blocking(await runAxe(owner.page)))).toEqual([]);
  await owner.page.getByRole('button', { name: 'Save hours' }).click();
  await owner.page.getByText('Saved. Diners see the new hours now.').waitFor();
  expect(hydrationProblems(owner.problems)).toEqual([]);
  await owner.close();

  // The diner's side: closed now, opening at dinner, and the closure ahead with its note.
  const diner = await openPage(browser, { viewport: DESKTOP });
  await diner.page.clock.setFixedTime(SUNDAY_4PM);
  await visit(diner.page, server.baseUrl);
  await expect(diner.page.getByTestId('opening-status').getAttribute('title')).resolves.toBe('Opens today at 18:00');
  const notice = diner.page.getByTestId('special-dates');
  await expect(notice.innerText()).resolves.toMatch(/Closed on Tuesday 30 March\s+Staff training/);
  const sundayRow = diner.page.locator('[aria-current="date"]').first();
  await expect(sundayRow.innerText()).resolves.toMatch(/12:00 - 15:00\s+18:00 - 21:00/);
  expect(hydrationProblems(diner.problems)).toEqual([]);
  await diner.close();

  // Checkout's times (GET /slots, what the slot picker lists): none on the closed Tuesday, the
  // dinner opening's on Sunday, and Wednesday's as before (The Golden Fork closes on Mondays).
  const slotsOn = async (date: string) => {
    const res = await fetch(`${server.baseUrl}/api/v1/slots?type=pickup&date=${date}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { slots: { startsAt: string }[] } }).data.slots;
  };
  await expect(slotsOn('2027-03-30')).resolves.toEqual([]);
  expect((await slotsOn('2027-03-31')).length).toBeGreaterThan(0);
  const sundaySlots = await slotsOn('2027-03-28');
  // 18:00 London (BST) is 17:00 UTC: the first time after the afternoon break.
  expect(sundaySlots.map((slot) => slot.startsAt)).toContain('2027-03-28T17:00:00.000Z');
  expect(sundaySlots.some((slot) => slot.startsAt === '2027-03-28T15:30:00.000Z')).toBe(false);

  // The browser's own computation (checkout, the status every minute) is not driven here: under
  // Playwright's fake Date, @date-fns/tz misreads offsets around a clock change (a real browser
  // does not; the domain's tests cover the day). POST /orders at 16:00 and 18:00 is in the API tests.
});

it('shows the owner the saved hours at desktop width, dark, with no serious axe findings', async () => {
  const { page, close } = await openPage(browser, { viewport: DESKTOP });
  await chooseTheme(page.context(), [server.baseUrl], true);
  await page.clock.setFixedTime(SUNDAY_4PM);
  await signIn(page, server.baseUrl, '/staff/settings/hours', DEMO_OWNER);
  await expect(page.getByTestId('special-date').getByLabel('Note for diners').inputValue()).resolves.toBe('Staff training');
  await page.getByTestId('special-date').getByRole('radio', { name: 'Changed hours' }).click();
  expect(describeFindings('hours and closures (dark, desktop)', blocking(await runAxe(page)))).toEqual([]);
  await close();
});
