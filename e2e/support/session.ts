import type { Page } from 'playwright-core';
import { visit } from './browser.ts';

/** The demo diner of the seed (apps/api/src/provisioning/demo-seed, documented in docs/). */
export const DEMO_DINER = { email: 'demo@example.com', password: 'OrderUp#2026' } as const;

/** Fills in and sends the login form already on the page. */
export async function submitLogin(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs the page's browser in through the API: from the restaurant's own origin (its health
 * answer, so the app itself is not loaded), the browser posts /auth/login, keeps the refresh cookie
 * and stores the flag the app keeps in localStorage; then it opens `landing` (a path), where the
 * app renews the session from the cookie as after any reload. The sign-in form itself is walked
 * through in accounts.e2e.ts.
 */
export async function signIn(page: Page, baseUrl: string, landing: string, credentials: { email: string; password: string } = DEMO_DINER): Promise<void> {
  await signInThroughApi(page, baseUrl, credentials);
  await visit(page, `${baseUrl}${landing}`);
}

/** `signIn` without the landing: the page is left on the API's health answer, signed in. */
export async function signInThroughApi(page: Page, baseUrl: string, credentials: { email: string; password: string } = DEMO_DINER): Promise<void> {
  await page.goto(`${baseUrl}/api/v1/health`);
  const problem = await page.evaluate(async (body) => {
    const response = await fetch('/api/v1/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) return `${response.status} ${await response.text()}`;
    const { data } = (await response.json()) as { data: { user: unknown } };
    localStorage.setItem('session', JSON.stringify({ state: { isLoggedIn: true, user: data.user }, version: 0 }));
    return null;
  }, credentials);
  if (problem) throw new Error(`Login as ${credentials.email} failed: ${problem}`);
}
