import type { Page } from 'playwright-core';
import { visit } from './browser.ts';

/** The demo diner of the seed (apps/api/src/db/seed, documented in docs/). */
export const DEMO_DINER = { email: 'demo@example.com', password: 'OrderUp#2026' } as const;

/** Fills in and sends the login form already on the page. */
export async function submitLogin(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs the page's browser in through the API (POST /auth/login from the browser context, so the
 * refresh cookie lands in its cookie jar) and leaves the flag the app keeps in localStorage, then
 * opens `landing` (a path), where the app renews the session from the cookie as after any reload.
 * The sign-in form itself is walked through in accounts.e2e.ts.
 */
export async function signIn(page: Page, baseUrl: string, landing: string, credentials = DEMO_DINER): Promise<void> {
  await signInThroughApi(page, baseUrl, credentials);
  await visit(page, `${baseUrl}${landing}`);
}

/** `signIn` without the landing: the page is left on the API's health answer, signed in. */
export async function signInThroughApi(page: Page, baseUrl: string, credentials: { email: string; password: string } = DEMO_DINER): Promise<void> {
  const response = await page.context().request.post(`${baseUrl}/api/v1/auth/login`, { data: credentials });
  if (!response.ok()) throw new Error(`Login as ${credentials.email} failed: ${response.status()} ${await response.text()}`);
  const { user } = ((await response.json()) as { data: { user: unknown } }).data;
  // The app's own origin, without loading the app: its health answer.
  await page.goto(`${baseUrl}/api/v1/health`);
  await page.evaluate((stored) => localStorage.setItem('session', JSON.stringify({ state: { isLoggedIn: true, user: stored }, version: 0 })), user);
}
