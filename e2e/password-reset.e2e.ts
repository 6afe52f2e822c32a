import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hydrationProblems, launchBrowser, openPage, visit } from './support/browser.ts';
import { decodedText, startMailbox } from './support/mailbox.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { DEMO_DINER, submitLogin } from './support/session.ts';

/** The reset link in a raw message. */
function resetLinkIn(raw: string): string | null {
  return /https?:\/\/[^\s"'<>]+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(decodedText(raw))?.[0] ?? null;
}

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  mailbox = await startMailbox();
  [server, browser] = await Promise.all([
    startServer({ SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`, MAIL_POLL_SECONDS: '0.2' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mailbox?.close();
});

it('forgot password → the link from the e-mail → a new password → signed in with it; the link works once', async () => {
  const { page, problems, close } = await openPage(browser);
  await visit(page, `${server.baseUrl}/auth/login`);
  await page.getByRole('link', { name: /forgot password/i }).click();
  await page.waitForURL('**/forgot-password');
  // The URL moves before React has swapped the page (a transition), and the sign-in page has an
  // Email field too: wait for the reset form itself, or the address goes into the old field.
  await page.getByRole('button', { name: 'Send Reset Link' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(DEMO_DINER.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page
    .getByText('If an account exists for that e-mail, we have sent a link to reset your password. It is valid for 30 minutes.')
    .waitFor();

  // The e-mail really arrives, over SMTP, with a link to this restaurant's canonical origin (its
  // subdomain on this server's port with a development BASE_DOMAIN), not the address it was asked on.
  await expect.poll(() => mailbox.messages.length, { timeout: 20_000 }).toBeGreaterThan(0);
  const message = mailbox.messages.find((raw) => resetLinkIn(raw));
  expect(message).toBeDefined();
  expect(message).toMatch(new RegExp(`^To: .*${DEMO_DINER.email.replace('.', '\\.')}`, 'im'));
  const link = resetLinkIn(message!)!;
  const origin = server.tenantUrl('golden-fork');
  expect(link.startsWith(`${origin}/reset-password?token=`), link).toBe(true);

  await visit(page, link);
  await expect(page.locator('meta[name="referrer"]').getAttribute('content')).resolves.toBe('no-referrer');
  await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');
  const newPassword = 'Fresh#Start2026';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByRole('heading', { name: 'Password reset' }).waitFor();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL('**/auth/login');

  // The old password no longer works; the new one does.
  await submitLogin(page, DEMO_DINER);
  await page.getByText('Login failed. Please check your credentials.').first().waitFor();
  await submitLogin(page, { email: DEMO_DINER.email, password: newPassword });
  await page.waitForURL(`${origin}/`);
  await page.getByText('Login successful!').first().waitFor();

  // The same link a second time: refused, with the way to a new one.
  await visit(page, link);
  await page.getByLabel('New password', { exact: true }).fill('Another#Pass1');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Another#Pass1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('This reset link has already been used. If you did not do this, please ask for a new one.').waitFor();
  await expect(page.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).resolves.toBe('/forgot-password');
  expect(hydrationProblems(problems)).toEqual([]);
  await close();
});
