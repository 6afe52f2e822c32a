import type { Page } from 'playwright-core';
import { addFromMenu } from './cart.ts';
import { visit } from './browser.ts';

/** The demo restaurant's owner (apps/api/src/provisioning/demo-seed). */
export const DEMO_OWNER = { email: 'owner@golden-fork.example', password: 'Kitchen#2026' } as const;

export const ORDER_PAGE = /\/orders\/[0-9a-f-]{36}$/;

/**
 * Signed in, on any page: fills the cart from the menu (`[dish, times]`, quick-add dishes),
 * places a pickup order ASAP with cash, and follows the success dialog's 'View Order' to the
 * order's page. Returns the order's id.
 */
export async function placePickupOrder(page: Page, baseUrl: string, dishes: readonly (readonly [string, number])[]): Promise<string> {
  await visit(page, `${baseUrl}/menu`);
  let inCart = 0;
  for (const [dish, times] of dishes) {
    await addFromMenu(page, dish, times, inCart);
    inCart += times;
  }
  await visit(page, `${baseUrl}/checkout`);
  await page.getByRole('radio', { name: /^Pickup/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Order Placed Successfully!').waitFor();
  await dialog.getByRole('button', { name: 'View Order' }).click();
  await page.waitForURL(ORDER_PAGE);
  return page.url().split('/').pop()!;
}

/** POST /auth/login on the restaurant's own address (its Host) → the access token. */
export async function apiSignIn(baseUrl: string, credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`Login as ${credentials.email} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** PATCH /staff/orders/{id}/status as staff (a bearer token), as the restaurant's order board does. */
export async function moveOrder(baseUrl: string, staffToken: string, orderId: string, status: string, notes?: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/v1/staff/orders/${orderId}/status`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}` },
    body: JSON.stringify(notes ? { status, notes } : { status }),
  });
  if (!response.ok) throw new Error(`Moving order ${orderId} to ${status} failed: ${response.status} ${await response.text()}`);
}
