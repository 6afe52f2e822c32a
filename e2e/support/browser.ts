import { existsSync } from 'node:fs';
import { inject } from 'vitest';
import { chromium, type Browser, type BrowserContextOptions, type Page, type Response } from 'playwright-core';

/**
 * Debian's Chromium, never a downloaded one: its headless shell (package chromium-headless-shell,
 * the same Blink as the browser and what Playwright itself runs headless by default), which
 * loads a page for about a third of the full browser's CPU (measured: 18 page loads took 12.7 s
 * of CPU against 35.3 s); the full browser where the shell is not installed. Flags keep it off
 * this machine's closed network.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * The run's Chromium (started once by global-setup.ts; every journey opens its own contexts in
 * it, and `close()` only disconnects), or a Chromium of its own outside a Vitest run.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  return endpoint ? chromium.connect(endpoint) : chromium.launch(CHROMIUM_LAUNCH);
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;

export interface WatchedPage {
  page: Page;
  /** Console errors and warnings (hydration mismatches land here) and uncaught page errors. */
  problems: string[];
  /** The page's live channel (see `followLiveChannel`). */
  live: { joined(): Promise<void> };
  close(): Promise<void>;
}

export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  // The storefront's service worker is blocked unless a journey asks for it (installable.e2e):
  // installing it renders three more pages per context, and the journeys are about the page.
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-GB', serviceWorkers: 'block', ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    // The blocked service worker (see above) is the journey's choice, not the page's problem.
    if (message.text().includes('Service Worker registration blocked by Playwright')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { page, problems, live: followLiveChannel(page), close: () => context.close() };
}

/** React's hydration complaints, whatever their wording in this version. */
export function hydrationProblems(problems: string[]): string[] {
  return problems.filter((p) => /hydrat|did not match|server rendered|Minified React error #4(18|19|23|25)/i.test(p));
}

/**
 * Opens `url` and waits until the page is interactive (the app marks `<html data-hydrated>`
 * once React has hydrated it): what a diner waits for before a tap does anything.
 */
export async function visit(page: Page, url: string): Promise<Response | null> {
  // Not 'load': that also waits for every image, which a diner does not before tapping.
  const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}

/** Reloads the page and waits until it is interactive again (see `visit`). */
export async function reload(page: Page): Promise<void> {
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Follows the page's live channel: `joined()` resolves once the newest socket the page opened has
 * been told it joined the diner's room (`user_room_joined_ack`), after which every order move
 * reaches the page. Call before the page connects (right after opening it).
 */
export function followLiveChannel(page: Page): { joined(): Promise<void> } {
  let newest: { acked: boolean; closed: boolean } | undefined;
  page.on('websocket', (socket) => {
    const state = { acked: false, closed: false };
    newest = state;
    socket.on('framereceived', (frame) => {
      if (String(frame.payload).includes('user_room_joined_ack')) state.acked = true;
    });
    socket.on('close', () => (state.closed = true));
  });
  return {
    async joined() {
      const deadline = Date.now() + 10_000;
      while (!(newest?.acked && !newest.closed)) {
        if (Date.now() > deadline) throw new Error('The live channel did not join the diner’s room within 10 s.');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

/** Waits until every finite animation and transition on the page has finished, then two frames. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * What the snackbar showing covers that a diner or staff member could press next (links, buttons,
 * fields; not what a modal dialog has made inert), by name: [] when it covers nothing actionable
 * (issue 40, item 13). Waits for the snackbar to show.
 */
export async function coveredBySnackbar(page: Page): Promise<string[]> {
  const toast = page.locator('[data-snackbar-viewport] > li').first();
  await toast.waitFor();
  return toast.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const pressable = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="radio"], [role="checkbox"], [role="switch"]';
    return [...document.querySelectorAll<HTMLElement>(pressable)]
      .filter((other) => !el.contains(other) && !other.closest('[aria-hidden="true"], [inert]') && !(other as HTMLButtonElement).disabled)
      .filter((other) => {
        const r = other.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      })
      .map((other) => other.getAttribute('aria-label') || other.textContent?.trim() || other.tagName);
  });
}
