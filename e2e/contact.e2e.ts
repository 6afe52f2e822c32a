import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, openPage, visit } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('validates the contact form, then sends it to the restaurant', async () => {
  const { page, close } = await openPage(browser);
  await visit(page, `${server.baseUrl}/contact`);
  const form = page.locator('form');
  await form.getByLabel(/e-?mail/i).fill('not-an-email');
  await form.getByLabel(/message/i).fill('Too short');
  await form.getByRole('button', { name: /send/i }).click();
  await page.getByText('E-mail must be valid.').waitFor();
  await page.getByText('Please correct the form errors.', { exact: true }).waitFor();

  await form.getByLabel(/name/i).first().fill('Ada Lovelace');
  await form.getByLabel(/e-?mail/i).fill('ada@example.com');
  await form.getByLabel(/subject/i).fill('Table for six');
  await form.getByLabel(/message/i).fill('Do you take bookings for Friday evening?');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/v1/contact') && r.request().method() === 'POST'),
    form.getByRole('button', { name: /send/i }).click(),
  ]);
  expect(response.status()).toBe(202);
  await page.getByRole('status').filter({ hasText: 'Message sent successfully!' }).first().waitFor();
  await expect(page.getByText(/Simulated/).count()).resolves.toBe(0);
  await expect(form.getByLabel(/subject/i).inputValue()).resolves.toBe('');
  await close();
});
