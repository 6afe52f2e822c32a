/**
 * The team (issue 27), from the owner's and the waiter's side: the owner invites a waiter by
 * e-mail; the e-mail really goes out (SMTP) with a link to the restaurant's own address; the
 * waiter, on a phone, sets a name and password from it and lands on the order board; the owner
 * sees them on the team and removes them; the waiter's board goes at once, their next staff call
 * is refused, and a reload does not bring the board back.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { blocking, chooseTheme, describeFindings, runAxe } from './support/axe.ts';
import { animationsSettled, hydrationProblems, launchBrowser, openPage, PHONE, reload, visit, type WatchedPage } from './support/browser.ts';
import { decodedText, startMailbox, type Mailbox } from './support/mailbox.ts';
import { apiSignIn, DEMO_OWNER } from './support/orders.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { submitLogin } from './support/session.ts';

const WAITER = { email: 'sam.waiter@example.com', name: 'Sam Waiter', password: 'Service#2027' };

let mailbox: Mailbox;
let server: RunningServer;
let browser: Browser;
let owner: WatchedPage;

/** The join link in the invitation e-mailed to `email`, once it has arrived. */
async function joinLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const message = mailbox.messages.find((raw) => new RegExp(`^To: .*${email.replace(/\./g, '\\.')}`, 'im').test(raw) && raw.includes('join-team'));
        link = message ? /https?:\/\/[^\s"'<>]+\/join-team\?token=[A-Za-z0-9_-]{43}/.exec(decodedText(message))?.[0] : undefined;
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  return link!;
}

async function axeClean(page: WatchedPage['page'], state: string): Promise<void> {
  await animationsSettled(page);
  expect(describeFindings(state, blocking(await runAxe(page)))).toEqual([]);
}

beforeAll(async () => {
  mailbox = await startMailbox();
  [server, browser] = await Promise.all([startServer({ SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`, MAIL_POLL_SECONDS: '0.2' }), launchBrowser()]);
  owner = await openPage(browser);
  await visit(owner.page, `${server.baseUrl}/auth/login`);
  await submitLogin(owner.page, DEMO_OWNER);
  await owner.page.waitForURL(`${server.baseUrl}/staff`);
});
afterAll(async () => {
  await owner?.close();
  await browser?.close();
  await server?.stop();
  await mailbox?.close();
});

it('the owner invites a waiter, who joins from the e-mailed link and sees the board; once removed, the board is gone', async () => {
  const { page } = owner;
  // The owner opens the back office from the staff bar and its Team section.
  await page.getByRole('link', { name: 'Restaurant' }).first().click();
  await page.getByRole('navigation', { name: 'Restaurant settings' }).getByRole('link', { name: 'Team' }).click();
  await page.waitForURL('**/staff/settings/team');
  await page.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
  await page.getByTestId('team-member').filter({ hasText: 'Margaret Hale' }).waitFor();
  await axeClean(page, 'team section');

  await page.getByLabel('E-mail address').fill(WAITER.email);
  await page.getByRole('radio', { name: 'Staff' }).check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByText(`Invitation sent to ${WAITER.email}.`).first().waitFor();
  await page.getByTestId('team-invitation').filter({ hasText: WAITER.email }).waitFor();

  // The e-mail arrives over SMTP, linking to the restaurant's canonical origin.
  const link = await joinLinkFor(WAITER.email);
  expect(link.startsWith(`${server.tenantUrl('golden-fork')}/join-team?token=`), link).toBe(true);

  // The waiter, on a phone in dark mode, opens it: no account yet, so a name and a password.
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: PHONE, locale: 'en-GB', isMobile: true, hasTouch: true, colorScheme: 'dark' });
  await chooseTheme(context, [server.tenantUrl('golden-fork')], true);
  const waiter = await context.newPage();
  const problems: string[] = [];
  waiter.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  await visit(waiter, link);
  await expect(waiter.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');
  await expect(waiter.locator('meta[name="referrer"]').getAttribute('content')).resolves.toBe('no-referrer');
  await waiter.getByRole('heading', { level: 1, name: 'Join The Golden Fork' }).waitFor();
  await waiter.getByText('You have been invited to the team as a member of staff.').waitFor();
  expect(await waiter.getByTestId('join-invite').textContent()).toContain(WAITER.email);
  await axeClean(waiter, 'join page (phone, dark)');
  await waiter.getByLabel('Full name').fill(WAITER.name);
  await waiter.getByLabel('Choose a password', { exact: true }).fill(WAITER.password);
  await waiter.getByLabel('Confirm password', { exact: true }).fill(WAITER.password);
  await waiter.getByRole('button', { name: 'Join the team' }).click();
  await waiter.waitForURL('**/staff');
  await waiter.getByText('Welcome to the team at The Golden Fork!').first().waitFor();
  await waiter.getByTestId('live-status').and(waiter.locator('[data-live="live"]')).waitFor();
  await waiter.getByTestId('staff-area').waitFor();

  // The link works once.
  const again = await context.newPage();
  await visit(again, link);
  await again.getByRole('heading', { level: 1, name: 'Invitation not valid' }).waitFor();
  await again.close();

  // The owner sees the waiter on the team, and the invitation gone.
  await reload(page);
  const row = page.getByTestId('team-member').filter({ hasText: WAITER.name });
  await row.waitFor();
  expect(await row.getByLabel(`Role for ${WAITER.name}`).inputValue()).toBe('Staff');
  expect(await page.getByTestId('team-invitation').count()).toBe(0);

  // Removed: the waiter's open board goes at once (its live channel is closed and the board asked again).
  await row.getByRole('button', { name: `Remove ${WAITER.name} from the team` }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).first();
  await confirm.getByText(`Remove ${WAITER.name}?`).waitFor();
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await page.getByText(`${WAITER.name} was removed from the team.`).first().waitFor();
  await waiter.getByText("Oops! The page you're looking for doesn't exist.").waitFor({ timeout: 10_000 });

  // Their next staff call is refused, and a reload shows no board.
  const token = await apiSignIn(server.baseUrl, WAITER);
  const staffCall = await fetch(`${server.baseUrl}/api/v1/staff/orders`, { headers: { authorization: `Bearer ${token}` } });
  expect(staffCall.status).toBe(403);
  await reload(waiter);
  await waiter.getByText("Oops! The page you're looking for doesn't exist.").waitFor();
  expect(await waiter.getByTestId('staff-area').count()).toBe(0);
  expect(hydrationProblems(problems)).toEqual([]);
  expect(hydrationProblems(owner.problems)).toEqual([]);
  await context.close();
});
