/**
 * Guest checkout (issue 30): a guest orders pickup and delivery without an account, follows the
 * live page from the e-mailed link and cancels; then creates an account from the success screen,
 * verifies the e-mail from the link and finds the orders in the history with their points.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, openPage, visit } from './support/browser.ts';
import { addFromMenu } from './support/cart.ts';
import { nextWednesdayLunch } from './support/clock.ts';
import { decodedText, startMailbox } from './support/mailbox.ts';
import { apiSignIn, DEMO_OWNER, moveOrder } from './support/orders.ts';
import { clockEnv, startServer, type RunningServer } from './support/server.ts';

const lunch = nextWednesdayLunch();
const GUEST = { name: 'Gina Guest', email: `gina-${Date.now().toString(36)}@example.com`, phone: '07700 900456', password: 'Guest#Pass2026' };
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  mailbox = await startMailbox();
  [server, browser] = await Promise.all([
    startServer({ ...clockEnv(lunch), SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`, MAIL_POLL_SECONDS: '0.2' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mailbox?.close();
});

/** A link of `kind` ('orders/…?token=' or 'verify-email?token=') in the e-mail to the guest whose text contains `needle`. */
async function linkInMail(path: RegExp, needle: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const message = mailbox.messages.map(decodedText).find((raw) => raw.includes(GUEST.email) && raw.includes(needle) && path.test(raw));
        link = message ? path.exec(message)?.[0] : undefined;
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  return link!;
}

/** The socket's CONNECT answer has arrived: the guest's socket is in its order's room. */
function liveConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => String(frame.payload).startsWith('40') && resolve()));
  });
}

/** From landing on the menu to the success dialog as a guest; counts the taps (a click, or a tap into a field to type) on the way. */
async function orderAsGuest(page: Page, orderType: 'Pickup' | 'Delivery'): Promise<{ orderNumber: string; taps: number }> {
  let taps = 0;
  const tap = async (action: Promise<void>) => {
    taps += 1;
    await action;
  };
  await visit(page, `${server.baseUrl}/menu`);
  // The dish's '+'.
  taps += 1;
  await addFromMenu(page, 'Chickpea & Spinach Curry', 1);
  await tap(page.getByRole('banner').getByRole('link', { name: 'Cart 1 item', exact: true }).first().click());
  await page.waitForURL('**/cart');
  await tap(page.getByRole('button', { name: 'Proceed to Checkout' }).or(page.getByRole('link', { name: 'Proceed to Checkout' })).first().click());
  await page.waitForURL('**/checkout');
  await tap(page.getByRole('button', { name: 'Continue as guest' }).click());
  await tap(page.getByLabel('Full name').fill(GUEST.name));
  await tap(page.getByLabel('E-mail').fill(GUEST.email));
  await tap(page.getByRole('radio', { name: new RegExp(`^${orderType}`) }).check());
  if (orderType === 'Delivery') {
    await page.getByLabel('Street').fill('1 Canada Square');
    await page.getByLabel('City').fill('London');
    await page.getByLabel('Post code').fill('E14 5AB');
  }
  await tap(page.getByLabel('Contact phone').fill(GUEST.phone));
  await tap(page.getByRole('button', { name: 'Place Order' }).click());
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Order Placed Successfully!').waitFor();
  const text = (await dialog.textContent()) ?? '';
  const orderNumber = /Order #(\S+) is with/.exec(text)?.[1] ?? '';
  return { orderNumber, taps };
}

it('a guest orders pickup and delivery, follows the live page from the e-mailed link, cancels, then signs up, verifies and finds the orders with their points', async () => {
  const owner = await apiSignIn(server.baseUrl, DEMO_OWNER);
  const { page, close } = await openPage(browser);
  await page.clock.setFixedTime(lunch);

  // Pickup: the success screen's link opens the order's page, which follows the kitchen live.
  const pickup = await orderAsGuest(page, 'Pickup');
  console.info(`Taps from the menu to a placed pickup order as a guest: ${pickup.taps}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByText(/Create an account to earn \d+ points on this order/).waitFor();
  const connected = liveConnected(page);
  await dialog.getByRole('button', { name: 'View Order' }).click();
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}\?token=[A-Za-z0-9_-]{43}$/);
  const pickupId = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByTestId('order-details').getByText('Pending Confirmation').first().waitFor();
  await connected;
  await moveOrder(server.baseUrl, owner, pickupId, 'Confirmed');
  await page.getByTestId('order-details').getByText('Confirmed').first().waitFor();
  for (const status of ['Preparing', 'Ready for Pickup', 'Completed']) await moveOrder(server.baseUrl, owner, pickupId, status);

  // Delivery, then the account offer.
  const delivery = await orderAsGuest(page, 'Delivery');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/auth/register**');

  // The confirmation e-mail's link (another tab, as from a mail client): live, and cancelled while pending.
  const link = await linkInMail(/https?:\/\/[^\s"'<>]+\/orders\/[0-9a-f-]{36}\?token=[A-Za-z0-9_-]{43}/, delivery.orderNumber);
  const mailTab = await openPage(browser);
  await mailTab.page.clock.setFixedTime(lunch);
  await visit(mailTab.page, link);
  const details = mailTab.page.getByTestId('order-details');
  await details.getByText(`Order #${delivery.orderNumber}`).waitFor();
  await mailTab.page.getByRole('button', { name: 'Cancel Order' }).click();
  await mailTab.page.getByRole('dialog').getByRole('button', { name: 'Yes, Cancel Order' }).click();
  await details.getByText('Cancelled by User').first().waitFor();
  await mailTab.close();

  // Sign up with the guest's e-mail; the verification link claims the orders.
  await page.getByLabel('Full name').fill(GUEST.name);
  await page.getByLabel('Email', { exact: true }).fill(GUEST.email);
  await page.getByLabel('Password', { exact: true }).fill(GUEST.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(GUEST.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/verify-email');
  await page.getByText('We have e-mailed you a link to verify your address.', { exact: false }).waitFor();
  const verify = await linkInMail(/https?:\/\/[^\s"'<>]+\/verify-email\?token=[A-Za-z0-9_-]{43}/, 'verify-email');
  await visit(page, verify.replace(server.tenantUrl('golden-fork'), server.baseUrl));
  await page.getByText('Your e-mail address is verified.').waitFor();
  await page.getByText(/2 guest orders joined your account, with \d+ points\./).waitFor();
  await page.getByRole('link', { name: 'My Orders' }).click();
  await page.waitForURL('**/orders');
  await page.getByText(`#${pickup.orderNumber}`).first().waitFor();
  await page.getByText(`#${delivery.orderNumber}`).first().waitFor();
  await visit(page, `${server.baseUrl}/orders/${pickupId}`);
  await page.getByText(/You earned \d+ points with this order\./).waitFor();
  await close();
});
