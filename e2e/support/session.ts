import type { Page } from 'playwright-core';

/** The demo diner of the seed (apps/api/src/provisioning/demo-seed, documented in docs/). */
export const DEMO_DINER = { email: 'demo@example.com', password: 'OrderUp#2026' } as const;

/** Fills in and sends the login form already on the page. */
export async function submitLogin(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Logs in through the login page sent on to `landing` (a path), and waits to arrive there. */
export async function signIn(page: Page, baseUrl: string, landing: string, credentials = DEMO_DINER): Promise<void> {
  await page.goto(`${baseUrl}/auth/login?redirect=${landing}`, { waitUntil: 'networkidle' });
  await submitLogin(page, credentials);
  await page.waitForURL(`${baseUrl}${landing}`);
}
