// Card payment end to end: the operator connects the Golden Fork to a Stripe account with the
// built tenant command (as docs/deploy.md says), the server talks to a local Stripe stand-in
// (its API, its hosted page, its signed webhooks), and a diner pays on that page in the browser.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../apps/api/src/test/smtp-sink.ts';
import { startStripeStandIn, type StripeStandIn } from '../apps/api/src/test/stripe-stand-in/index.ts';
import { blocking, describeFindings, runAxe } from './support/axe.ts';
import { launchBrowser, openPage, visit } from './support/browser.ts';
import { addFromMenu } from './support/cart.ts';
import { nextWednesdayLunch } from './support/clock.ts';
import { clockEnv, startServer, type RunningServer } from './support/server.ts';
import { signIn } from './support/session.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEBHOOK_SECRET = 'whsec_e2e_payments';
const ACCOUNT = 'acct_goldenforke2e';
const OWNER = { email: 'owner@golden-fork.example', password: 'Kitchen#2026' };
const lunch = nextWednesdayLunch();
const scratch = mkdtempSync(path.join(tmpdir(), 'platter-e2e-pay-'));
let standIn: StripeStandIn;
let mailbox: SmtpSink;
let server: RunningServer;
let browser: Browser;

/** `node apps/api/dist/tenant.js import FILE` on the server's data folder (before it starts). */
function importTenant(file: string, dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/tenant.js'), 'import', file], {
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', JWT_SECRET: 'e2e-payments-tenant-import-secret-0123456789' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`tenant import exited ${code}: ${output}`))));
  });
}

beforeAll(async () => {
  [standIn, mailbox, browser] = await Promise.all([startStripeStandIn({ webhookSecret: WEBHOOK_SECRET, businessNames: { [ACCOUNT]: 'The Golden Fork' } }), startSmtpSink(), launchBrowser()]);
  const dataDir = path.join(scratch, 'data');
  cpSync(inject('seededDataDir'), dataDir, { recursive: true });
  const file = JSON.parse(readFileSync(path.join(repoRoot, 'apps/api/src/provisioning/demo-seed/golden-fork.json'), 'utf8')) as Record<string, unknown>;
  const tenantFile = path.join(scratch, 'golden-fork.json');
  writeFileSync(tenantFile, JSON.stringify({ ...file, payments: { stripeAccountId: ACCOUNT } }));
  await importTenant(tenantFile, dataDir);
  server = await startServer({
    ...clockEnv(lunch),
    DATA_DIR: dataDir,
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: standIn.url,
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    MAIL_POLL_SECONDS: '0.2',
  });
  standIn.setWebhookUrl(`${server.baseUrl}/api/v1/payments/stripe/webhook`);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await standIn?.close();
  await mailbox?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

async function boardOrderNumbers(): Promise<string[]> {
  const login = await fetch(`${server.baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(OWNER) });
  const { data } = (await login.json()) as { data: { accessToken: string } };
  const board = await fetch(`${server.baseUrl}/api/v1/staff/orders`, { headers: { authorization: `Bearer ${data.accessToken}` } });
  return ((await board.json()) as { data: { orders: { orderNumber: string }[] } }).data.orders.map((o) => o.orderNumber);
}

it('a diner pays by card on the hosted page, comes back, and sees the order paid; the kitchen sees it only then, and one e-mail each', async () => {
  const { page, close } = await openPage(browser);
  await page.clock.setFixedTime(lunch);
  await signIn(page, server.baseUrl, '/menu');
  await addFromMenu(page, 'Chickpea & Spinach Curry', 2);
  await visit(page, `${server.baseUrl}/checkout`);
  await page.getByRole('heading', { name: 'Checkout', exact: true }).waitFor();
  await page.getByRole('radio', { name: /^Pickup/ }).check();
  await page.getByRole('radio', { name: 'Online Payment' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();

  // Stripe's page (the stand-in's): the order is stored, waiting, and the kitchen does not see it.
  await page.waitForURL(`${standIn.url}/**`);
  const session = [...standIn.sessions.values()].at(-1)!;
  const orderId = session.client_reference_id!;
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.getByText('Your card was declined.').waitFor();
  const before = await boardOrderNumbers();
  await page.getByRole('button', { name: 'Pay' }).click();

  await page.waitForURL(`${server.baseUrl}/orders/${orderId}?payment=return*`);
  const payment = page.getByTestId('payment-status');
  await payment.getByText('Paid').waitFor({ timeout: 15_000 });
  expect(describeFindings('the paid order page', blocking(await runAxe(page)))).toEqual([]);
  const orderNumber = (await page.getByRole('heading', { level: 1 }).textContent())?.match(/[A-Z]+-\d+/)?.[0];
  expect(orderNumber).toBeTruthy();
  expect(before).not.toContain(orderNumber);
  expect(await boardOrderNumbers()).toContain(orderNumber);

  // The order e-mails go out once, though the webhook and the return both reported the payment.
  const received = () => mailbox.messages.filter((m) => m.subject.includes(orderNumber!));
  await expect.poll(() => received().length, { timeout: 10_000 }).toBe(2);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(received().map((m) => m.subject).sort()).toEqual([`New order ${orderNumber}`, `We've received your order ${orderNumber}`]);
  await close();
}, 90_000);
