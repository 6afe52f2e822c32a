import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { coveredBySnackbar, hydrationProblems, launchBrowser, openPage, reload, visit } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { DEMO_DINER, signIn, submitLogin } from './support/session.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const snackbar = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

it('registers, logs out, logs in through a guarded page, manages the profile and addresses, and changes the password', async () => {
  const { page, problems, close } = await openPage(browser);
  const email = `diner-${Date.now()}@example.com`;
  const password = 'Tasty#Chips2026';

  // Register: the strength meter climbs to Strong.
  await visit(page, `${server.baseUrl}/auth/register`);
  await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('abc');
  const strength = () => page.getByRole('meter', { name: 'Password strength' }).getAttribute('aria-valuetext');
  await expect.poll(strength).toBe('Password strength: Weak');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expect.poll(strength).toBe('Password strength: Strong');
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await snackbar(page, 'Registration successful!');
  await page.waitForURL(`${server.baseUrl}/`);

  // Log out from the user menu.
  await page.getByRole('button', { name: 'Ada Lovelace' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('link', { name: 'Login' }).first().waitFor();

  // A guarded page sends us to login with the redirect, and back after login.
  await visit(page, `${server.baseUrl}/profile`);
  await page.waitForURL(`${server.baseUrl}/auth/login?redirect=%2Fprofile`);
  await submitLogin(page, { email, password });
  await snackbar(page, 'Login successful!');
  await page.waitForURL(`${server.baseUrl}/profile`);
  await page.getByRole('heading', { name: 'My Profile' }).waitFor();

  // Edit the profile.
  await page.getByRole('button', { name: 'Edit' }).first().click();
  await page.getByLabel('Full name').fill('Ada King');
  await page.getByLabel('Phone number').fill('07700 900456');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await snackbar(page, 'Profile updated successfully!');
  await page.getByText('Ada King').first().waitFor();

  // The first tap on Save counts: leaving Country empty for the button, nothing moves while the
  // press is held (the blur check used to insert its error and push Save from under the finger,
  // so the release missed it); the release sends the form, which shows every error. The
  // 'Profile updated successfully!' still showing moves off the dialog's buttons as it opens.
  await page.getByRole('button', { name: 'Add Address' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('button', { name: 'Save Address' }).waitFor();
  await expect.poll(() => coveredBySnackbar(page)).toEqual([]);
  await form.getByLabel('Country').fill('');
  const save = form.getByRole('button', { name: 'Save Address' });
  const before = (await save.boundingBox())!;
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await save.boundingBox()).toEqual(before);
  await page.mouse.up();
  await form.getByText('Street is required.').waitFor();
  await form.getByText('Country is required.').waitFor();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await form.waitFor({ state: 'hidden' });

  // Two addresses by the manual form; the first becomes the default.
  for (const [label, street, postcode] of [
    ['Home', '10 Downing Street', 'SW1A 2AA'],
    ['Work', '221B Baker Street', 'NW1 6XE'],
  ] as const) {
    await page.getByRole('button', { name: 'Add Address' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Label').fill(label);
    await dialog.getByLabel('Street address').fill(street);
    await dialog.getByLabel('City').fill('London');
    await dialog.getByLabel('Post code').fill(postcode);
    await expect(dialog.getByLabel('Country').inputValue()).resolves.toBe('United Kingdom');
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await snackbar(page, 'New address added successfully!');
    await dialog.waitFor({ state: 'hidden' });
  }
  await page.getByRole('button', { name: 'Set Work address as default' }).click();
  await snackbar(page, 'Default address updated.');
  await page.getByRole('button', { name: 'Set Home address as default' }).waitFor();

  // Delete one, confirmed first.
  await page.getByRole('button', { name: 'Delete Home address' }).click();
  await page.getByText('Are you sure you want to delete this address?').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await snackbar(page, 'Address deleted.');
  await page.getByText('10 Downing Street').waitFor({ state: 'detached' });
  await page.getByText('221B Baker Street').waitFor();

  // Change the password: the session ends.
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Current password').fill(password);
  await dialog.getByLabel('New password', { exact: true }).fill('Even#Tastier2026');
  await dialog.getByLabel('Confirm new password').fill('Even#Tastier2026');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await snackbar(page, 'Password changed successfully!');
  await page.getByRole('link', { name: 'Login' }).first().waitFor();

  // The old password no longer works; the new one does. Signing in from the header's Login on
  // the reviews comes back to them, filter kept, not Home.
  await visit(page, `${server.baseUrl}/reviews?rating=4`);
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await page.waitForURL(`${server.baseUrl}/auth/login?redirect=%2Freviews%3Frating%3D4`);
  await submitLogin(page, { email, password });
  await snackbar(page, 'Login failed. Please check your credentials.');
  await submitLogin(page, { email, password: 'Even#Tastier2026' });
  await snackbar(page, 'Login successful!');
  await page.waitForURL(`${server.baseUrl}/reviews?rating=4`);
  expect(hydrationProblems(problems)).toEqual([]);
  await close();
});

it('restores the session after a reload from the refresh cookie, with no token in storage', async () => {
  const { page, close } = await openPage(browser);
  await signIn(page, server.baseUrl, '/profile');
  await page.getByText('Demo Diner').first().waitFor();
  await reload(page);
  await page.getByText('Demo Diner').first().waitFor();
  expect(page.url()).toBe(`${server.baseUrl}/profile`);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
  const cookies = await page.context().cookies();
  const refresh = cookies.find((c) => c.httpOnly && c.path === '/api/v1/auth');
  expect(refresh?.sameSite).toBe('Lax');
  await close();
});

it('ignores a redirect to another site after login', async () => {
  const { page, close } = await openPage(browser);
  await visit(page, `${server.baseUrl}/auth/login?redirect=//evil.example/steal`);
  await submitLogin(page, DEMO_DINER);
  await page.waitForURL(`${server.baseUrl}/`);
  await close();
});
