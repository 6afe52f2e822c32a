// One Lighthouse navigation as the CLI makes it: a fresh headless Chromium (Debian's, never a
// downloaded one) launched by chrome-launcher, Lighthouse's Node API on that browser, the mobile
// preset (Moto G Power screen and user agent), only the performance category, with applied
// throttling (`throttlingMethod: 'devtools'`: the request latency, bandwidth and 4× CPU
// slowdown are imposed on the real load instead of simulated from an unthrottled one).
//
// The page's own clock is moved by `clockOffsetMs` before any of its scripts runs, as the server's
// is (CLOCK_OFFSET_MS), so the open/closed status the storefront computes after hydration is the
// same whatever day the benchmark runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';

export const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const FLAGS: Flags = {
  logLevel: 'error',
  output: 'json',
  onlyCategories: ['performance'],
  formFactor: 'mobile',
  throttlingMethod: 'devtools',
  // The full-page screenshot is no metric; it only costs time.
  disableFullPageScreenshot: true,
};

/** NaN where Lighthouse could not measure (its error codes in `errors`, e.g. NO_LCP). */
export interface Metrics {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  errors: string[];
}

/** `Date` moved by `offsetMs` (`new Date()`, `Date.now()`, `Date()`); dates given explicitly stay as given. */
function shiftedClock(offsetMs: number): string {
  return `(() => {
    const RealDate = Date;
    const now = () => RealDate.now() + ${Math.round(offsetMs)};
    globalThis.Date = new Proxy(RealDate, {
      construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
      apply: () => new RealDate(now()).toString(),
      get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
    });
  })();`;
}

/** The audit's value, or NaN with its error code noted: a page can fail a metric (NO_LCP) without the run being broken. */
function numeric(lhr: Result, audit: string, errors: string[]): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value === 'number') return value;
  const code = /\(([A-Z_]+)\)\s*$/.exec(lhr.audits[audit]?.errorMessage ?? '')?.[1] ?? 'missing';
  errors.push(`${audit}: ${code}`);
  return Number.NaN;
}

/** Transferred bytes of every script the page loaded (Lighthouse's resource summary). */
function scriptBytes(lhr: Result): number {
  const details = lhr.audits['resource-summary']?.details;
  if (details?.type !== 'table') throw new Error(`${lhr.finalDisplayedUrl}: no resource summary`);
  const scripts = details.items.find((item) => item.resourceType === 'script');
  return typeof scripts?.transferSize === 'number' ? scripts.transferSize : 0;
}

export function metricsOf(lhr: Result): Metrics {
  const errors: string[] = [];
  const score = lhr.categories.performance?.score;
  return {
    // No score when a metric it weighs is missing.
    score: typeof score === 'number' ? score * 100 : Number.NaN,
    fcpMs: numeric(lhr, 'first-contentful-paint', errors),
    lcpMs: numeric(lhr, 'largest-contentful-paint', errors),
    tbtMs: numeric(lhr, 'total-blocking-time', errors),
    cls: numeric(lhr, 'cumulative-layout-shift', errors),
    jsBytes: scriptBytes(lhr),
    errors,
  };
}

/**
 * Runs `work` with Lighthouse's trace engine's console.error of a LanternError (a stack trace for
 * a page without an LCP, NO_LCP) held back: the run's own audits report it, as an error code.
 */
async function withoutLanternNoise<T>(work: () => Promise<T>): Promise<T> {
  const error = console.error;
  console.error = (...args: unknown[]) => {
    if (args[0] instanceof Error && args[0].constructor.name === 'LanternError') return;
    error(...args);
  };
  try {
    return await work();
  } finally {
    console.error = error;
  }
}

/** One Lighthouse run of `url` in its own browser; throws on a runtime error (page not loaded, no paint...). */
export async function runLighthouse(url: string, clockOffsetMs: number): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  try {
    // defaultViewport null: Lighthouse sets the mobile screen itself; Puppeteer must not override it.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    try {
      const [page = await browser.newPage()] = await browser.pages();
      await page.evaluateOnNewDocument(shiftedClock(clockOffsetMs));
      const result = await withoutLanternNoise(() => lighthouse(url, FLAGS, undefined, page));
      if (!result) throw new Error(`${url}: Lighthouse returned nothing`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      return lhr;
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}
