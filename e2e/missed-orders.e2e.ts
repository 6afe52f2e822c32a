/**
 * A missed order (issue 29), in the browser with the clocks set: an order nobody accepts escalates
 * on the board once it has waited the restaurant's alert minutes (the banner naming it, the tab
 * title), and at the reject minutes the server's timer rejects it by itself with the reason, which
 * the diner's open order page shows live and the diner's e-mail says.
 *
 * Two production processes on one PostgreSQL and one Redis, as behind a load balancer: the one the
 * diner and the kitchen use runs at lunchtime and never sweeps; a second one, started eleven minutes
 * "later" (its clock), sweeps every second, so the rejection is the server's own timer, made in
 * another process and heard live through Redis. Needs TEST_DATABASE_URL and TEST_REDIS_URL (the
 * gate sets both); skipped otherwise.
 */
import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSED_ORDER_REASON } from '@platter/domain';
import { launchBrowser, openPage, visit } from './support/browser.ts';
import { nextWednesdayLunch } from './support/clock.ts';
import { decodedText, startMailbox, type Mailbox } from './support/mailbox.ts';
import { apiSignIn, DEMO_OWNER } from './support/orders.ts';
import { clockEnv, seededDatabaseCopy, startServer, type RunningServer } from './support/server.ts';
import { DEMO_DINER, signInThroughApi } from './support/session.ts';
import { placeOrderThroughApi } from './support/staff.ts';

const REDIS_URL = process.env.TEST_REDIS_URL?.trim() || undefined;
const lunch = nextWednesdayLunch();
const minutes = (n: number) => new Date(lunch.getTime() + n * 60_000);

let database: Awaited<ReturnType<typeof seededDatabaseCopy>>;
let kitchen: RunningServer | undefined;
let sweeper: RunningServer | undefined;
let browser: Browser;
let mailbox: Mailbox;
let shared: Record<string, string> = {};

beforeAll(async () => {
  database = await seededDatabaseCopy();
  if (!database || !REDIS_URL) return;
  [mailbox, browser] = await Promise.all([startMailbox(), launchBrowser()]);
  shared = {
    ...database.env,
    REDIS_URL,
    REDIS_KEY_PREFIX: `platter-e2e:${randomBytes(4).toString('hex')}:`,
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
  };
  kitchen = await startServer({ ...shared, ...clockEnv(lunch) });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([kitchen?.stop(), sweeper?.stop(), mailbox?.close()]);
  await database?.drop();
});

describe.skipIf(!process.env.TEST_DATABASE_URL || !REDIS_URL)('an order nobody accepts', () => {
  it('escalates on the board at the alert minutes and is rejected by the server at the reject minutes, live on the diner’s page', { timeout: 180_000 }, async () => {
    const base = kitchen!.baseUrl;
    const diner = await apiSignIn(base, DEMO_DINER);
    const order = await placeOrderThroughApi(base, diner, { dishes: [['Onion Rings', 2]], now: lunch });

    // The diner follows the order.
    const dinerPage = await openPage(browser);
    await dinerPage.page.clock.setFixedTime(minutes(1));
    await signInThroughApi(dinerPage.page, base);
    await visit(dinerPage.page, `${base}/orders/${order.id}`);
    await dinerPage.live.joined();
    await dinerPage.page.getByText('Pending Confirmation').first().waitFor();

    // The kitchen's tablet four and a half minutes on (the demo's alert is at 3): the banner names the order, the tab says so.
    const board = await openPage(browser, { viewport: { width: 1024, height: 768 } });
    await board.page.clock.setFixedTime(minutes(4.5));
    await signInThroughApi(board.page, base, DEMO_OWNER);
    await visit(board.page, `${base}/staff`);
    const banner = board.page.getByTestId('waiting-banner');
    await banner.getByText('An order is waiting too long: accept or reject it').waitFor();
    await banner.getByText(new RegExp(`#${order.orderNumber} · .+ · 4 min`)).waitFor();
    await expect.poll(() => board.page.title()).toMatch(/^\(1\) Waiting — /);

    // Eleven minutes after it was placed (the demo rejects at 10), a process's timer rejects it.
    sweeper = await startServer({ ...shared, ...clockEnv(minutes(11)), MISSED_ORDER_SWEEP_SECONDS: '1' });
    await dinerPage.page.getByText('Cancelled by Restaurant').first().waitFor({ timeout: 30_000 });
    await dinerPage.page.getByText(MISSED_ORDER_REASON).first().waitFor();

    // The board hears it too: the banner goes, and the order has left the new orders.
    await banner.waitFor({ state: 'detached', timeout: 30_000 });

    // And the diner is told by e-mail, with the reason.
    await expect
      .poll(() => mailbox.messages.map(decodedText).some((m) => m.includes('demo@example.com') && m.includes(MISSED_ORDER_REASON)), { timeout: 30_000 })
      .toBe(true);
    expect(dinerPage.problems).toEqual([]);
    await Promise.all([dinerPage.close(), board.close()]);
  });
});
