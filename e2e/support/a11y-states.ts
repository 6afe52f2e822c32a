/**
 * The page states the diner's and the staff's journeys pass through, for the accessibility scan:
 * each one opens (or reaches) a state and waits until it has settled.
 */
import type { Page } from 'playwright-core';
import { animationsSettled, visit } from './browser.ts';

export type Role = 'guest' | 'diner' | 'owner';

export interface PageState {
  name: string;
  role: Role;
  /** Phone-only (the navigation drawer) or desktop-only states. */
  only?: 'phone' | 'desktop';
  /** Brings `page` (signed in as `role`, empty cart unless said) to the state. */
  open(page: Page, base: string, ids: StateIds): Promise<void>;
}

/** Orders the scan needs, placed before it starts (golden-fork's demo diner). */
export interface StateIds {
  /** A pending order the diner can still cancel. */
  pendingOrderId?: string;
  /** A completed order with no review yet. */
  completedOrderId?: string;
}

async function go(page: Page, url: string): Promise<void> {
  await visit(page, url);
}

/** The page as a diner reads it: interactive, nothing still loading (`aria-busy`), animations done. */
async function settle(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], [role="progressbar"]'));
  // Entrance animations and toasts' fade-in.
  await animationsSettled(page);
}

async function heading(page: Page, name?: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, ...(name ? { name } : {}) }).first().waitFor();
  await settle(page);
}

/** Two quick-add dishes from the menu (works for both demo restaurants). */
async function fillCart(page: Page, base: string): Promise<void> {
  await go(page, `${base}/menu`);
  const adds = page.getByRole('button', { name: /^Add .+ to cart$/ });
  await adds.first().waitFor();
  await adds.nth(0).click();
  await page.getByRole('banner').getByRole('link', { name: /^Cart\b.*1/ }).first().waitFor();
  await adds.nth(1).click();
  await page.getByRole('banner').getByRole('link', { name: /^Cart\b.*2/ }).first().waitFor();
}

export const PAGE_STATES: PageState[] = [
  { name: 'home', role: 'guest', open: async (p, b) => (await go(p, `${b}/`), heading(p)) },
  {
    name: 'home, navigation drawer open',
    role: 'guest',
    only: 'phone',
    open: async (p, b) => {
      await go(p, `${b}/`);
      await p.getByRole('button', { name: 'Open navigation menu' }).click();
      await p.getByRole('dialog').waitFor();
      await settle(p);
    },
  },
  { name: 'menu', role: 'guest', open: async (p, b) => (await go(p, `${b}/menu`), heading(p)) },
  {
    name: 'menu, filters open',
    role: 'guest',
    open: async (p, b) => {
      await go(p, `${b}/menu`);
      await p.getByRole('button', { name: /^Filters/ }).click();
      await p.getByRole('region', { name: /filter/i }).or(p.getByRole('group', { name: /filter/i })).first().waitFor();
      await settle(p);
    },
  },
  {
    name: 'product',
    role: 'guest',
    open: async (p, b) => {
      await go(p, `${b}/menu`);
      const href = await p.locator('a[href^="/product/"]').first().getAttribute('href');
      await go(p, `${b}${href}`);
      await heading(p);
    },
  },
  { name: 'product not found', role: 'guest', open: async (p, b) => (await go(p, `${b}/product/00000000-0000-4000-8000-000000000000`), heading(p)) },
  { name: 'page not found', role: 'guest', open: async (p, b) => (await go(p, `${b}/no-such-page`), heading(p)) },
  { name: 'cart, empty', role: 'guest', open: async (p, b) => (await go(p, `${b}/cart`), heading(p)) },
  { name: 'login', role: 'guest', open: async (p, b) => (await go(p, `${b}/auth/login`), heading(p)) },
  { name: 'register', role: 'guest', open: async (p, b) => (await go(p, `${b}/auth/register`), heading(p)) },
  { name: 'forgot password', role: 'guest', open: async (p, b) => (await go(p, `${b}/forgot-password`), heading(p)) },
  { name: 'reset password', role: 'guest', open: async (p, b) => (await go(p, `${b}/reset-password?token=${'x'.repeat(43)}`), heading(p)) },
  { name: 'about', role: 'guest', open: async (p, b) => (await go(p, `${b}/about`), heading(p)) },
  { name: 'contact', role: 'guest', open: async (p, b) => (await go(p, `${b}/contact`), heading(p)) },
  { name: 'promotions', role: 'guest', open: async (p, b) => (await go(p, `${b}/promotions`), heading(p)) },
  { name: 'reviews', role: 'guest', open: async (p, b) => (await go(p, `${b}/reviews`), heading(p)) },
  { name: 'terms', role: 'guest', open: async (p, b) => (await go(p, `${b}/terms`), heading(p)) },
  {
    // Signed out where guests may order (both demo restaurants): sign in, or continue as a guest.
    name: 'checkout as a guest (sign in or continue as guest)',
    role: 'guest',
    open: async (p, b) => {
      await fillCart(p, b);
      await go(p, `${b}/cart`);
      await p.getByRole('main').getByRole('link', { name: 'Proceed to Checkout' }).click();
      await p.waitForURL(/\/checkout/);
      await p.getByRole('button', { name: 'Continue as guest' }).waitFor();
      await settle(p);
    },
  },
  {
    name: 'checkout as a guest (the guest form)',
    role: 'guest',
    open: async (p, b) => {
      await fillCart(p, b);
      await go(p, `${b}/checkout`);
      await p.getByRole('button', { name: 'Continue as guest' }).click();
      await p.getByLabel('Full name').waitFor();
      await settle(p);
    },
  },
  {
    name: 'cart with items',
    role: 'diner',
    open: async (p, b) => {
      await fillCart(p, b);
      await go(p, `${b}/cart`);
      await heading(p);
    },
  },
  {
    name: 'checkout',
    role: 'diner',
    open: async (p, b) => {
      await fillCart(p, b);
      await go(p, `${b}/checkout`);
      await heading(p);
    },
  },
  { name: 'profile', role: 'diner', open: async (p, b) => (await go(p, `${b}/profile`), heading(p)) },
  { name: 'favorites', role: 'diner', open: async (p, b) => (await go(p, `${b}/favorites`), heading(p)) },
  { name: 'orders', role: 'diner', open: async (p, b) => (await go(p, `${b}/orders`), heading(p)) },
  {
    name: 'order, cancel confirmation open',
    role: 'diner',
    open: async (p, b, ids) => {
      if (!ids.pendingOrderId) return go(p, `${b}/orders`);
      await go(p, `${b}/orders/${ids.pendingOrderId}`);
      await heading(p);
      await p.getByRole('button', { name: 'Cancel Order' }).click();
      await p.getByRole('alertdialog').or(p.getByRole('dialog')).first().waitFor();
      await settle(p);
    },
  },
  {
    name: 'order',
    role: 'diner',
    open: async (p, b, ids) => {
      if (!ids.pendingOrderId) return go(p, `${b}/orders`);
      await go(p, `${b}/orders/${ids.pendingOrderId}`);
      await heading(p);
    },
  },
  { name: 'leave review, picker', role: 'diner', open: async (p, b) => (await go(p, `${b}/leave-review`), heading(p)) },
  {
    name: 'leave review, form',
    role: 'diner',
    open: async (p, b, ids) => {
      if (!ids.completedOrderId) return go(p, `${b}/leave-review`);
      await go(p, `${b}/leave-review?orderId=${ids.completedOrderId}`);
      await heading(p);
    },
  },
  { name: 'staff board', role: 'owner', open: async (p, b) => (await go(p, `${b}/staff`), heading(p)) },
  {
    // Today's finished orders in place of the columns (a tablet's toggle; on a phone Done is a tab of the board).
    name: 'staff board, Done today',
    role: 'owner',
    only: 'desktop',
    open: async (p, b) => {
      await go(p, `${b}/staff`);
      await heading(p);
      await p.getByTestId('show-done').click();
      await p.getByTestId('board-done').getByTestId('done-order').first().waitFor();
      await settle(p);
    },
  },
  { name: 'staff menu', role: 'owner', open: async (p, b) => (await go(p, `${b}/staff/menu`), heading(p)) },
  { name: 'staff reviews', role: 'owner', open: async (p, b) => (await go(p, `${b}/staff/reviews`), heading(p)) },
  {
    name: 'staff settings, team',
    role: 'owner',
    open: async (p, b) => {
      await go(p, `${b}/staff/settings/team`);
      await p.getByTestId('team-member').first().waitFor();
      await heading(p, 'Team');
    },
  },
  {
    name: 'staff settings, takings',
    role: 'owner',
    open: async (p, b) => {
      await go(p, `${b}/staff/settings/takings`);
      await p.getByTestId('takings-period').waitFor();
      await heading(p, 'Takings');
    },
  },
  {
    name: 'staff settings, kitchen capacity',
    role: 'owner',
    open: async (p, b) => {
      await go(p, `${b}/staff/settings/capacity`);
      await p.getByTestId('capacity').waitFor();
      await heading(p, 'Kitchen capacity');
    },
  },
  {
    name: 'staff settings, tips',
    role: 'owner',
    open: async (p, b) => {
      await go(p, `${b}/staff/settings/tips`);
      await p.getByTestId('tips-settings').waitFor();
      await heading(p, 'Tips');
    },
  },
  {
    name: 'staff settings, loyalty',
    role: 'owner',
    open: async (p, b) => {
      await go(p, `${b}/staff/settings/loyalty`);
      await p.getByTestId('loyalty-settings').waitFor();
      await heading(p, 'Loyalty points');
    },
  },
  {
    name: 'staff settings, look',
    role: 'owner',
    open: async (p, b) => {
      await go(p, `${b}/staff/settings/look`);
      await p.getByTestId('colours-light').waitFor();
      await heading(p, 'Look');
    },
  },
  {
    name: 'staff settings, about',
    role: 'owner',
    open: async (p, b) => {
      await go(p, `${b}/staff/settings/about`);
      await p.getByTestId('about').waitFor();
      await heading(p, 'About');
    },
  },
  {
    name: 'staff settings, domains',
    role: 'owner',
    open: async (p, b) => {
      await go(p, `${b}/staff/settings/domains`);
      await p.getByTestId('dns-record').first().waitFor();
      await heading(p, 'Domains');
    },
  },
  { name: 'join team, link not valid', role: 'guest', open: async (p, b) => (await go(p, `${b}/join-team?token=${'x'.repeat(43)}`), heading(p, 'Invitation not valid')) },
  // What the service worker shows, offline, for a page that needs the network (issue 31).
  { name: 'offline page', role: 'guest', open: async (p, b) => (await go(p, `${b}/offline?from=%2Fcheckout`), heading(p, 'You are offline')) },
];
