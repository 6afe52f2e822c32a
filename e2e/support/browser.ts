import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium, never a downloaded one; flags keep it off this machine's closed network. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;

export interface WatchedPage {
  page: Page;
  /** Console errors and warnings (hydration mismatches land here) and uncaught page errors. */
  problems: string[];
  close(): Promise<void>;
}

export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-GB', ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { page, problems, close: () => context.close() };
}

/** React's hydration complaints, whatever their wording in this version. */
export function hydrationProblems(problems: string[]): string[] {
  return problems.filter((p) => /hydrat|did not match|server rendered|Minified React error #4(18|19|23|25)/i.test(p));
}
