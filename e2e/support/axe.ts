import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** axe-core's browser bundle, injected from node_modules: no network at run time. */
const AXE_SOURCE: string = (require('axe-core') as { source: string }).source;

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** axe's explanation for the first node (the measured contrast, for instance). */
  summary: string;
}

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeResult {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/**
 * Runs axe-core (every rule it has: WCAG 2.0–2.2 A/AA and its best practices) on the page as it
 * is now and returns its violations, most severe first.
 */
export async function runAxe(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  // Evaluated over the DevTools protocol, so the page's Content-Security-Policy does not apply.
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations as AxeResult[];
  });
  const order = ['critical', 'serious', 'moderate', 'minor'];
  return (violations as AxeResult[])
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? 'minor',
      help: v.help,
      targets: v.nodes.map((n) => n.target.map(String).join(' ')),
      summary: (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
    }))
    .sort((a, b) => order.indexOf(a.impact) - order.indexOf(b.impact));
}

/**
 * What the accessibility journey refuses: serious and critical findings, and headings that skip a
 * level (`heading-order`, moderate: issue 40 found it on Reviews, Look and About).
 */
export const blocking = (findings: AxeFinding[]): AxeFinding[] =>
  findings.filter((f) => f.impact === 'serious' || f.impact === 'critical' || f.rule === 'heading-order');

/** One line per finding, with its targets, for a failure message. */
export function describeFindings(state: string, findings: AxeFinding[]): string[] {
  return findings.map((f) => `${state}: [${f.impact}] ${f.rule} (${f.help}) at ${f.targets.slice(0, 6).join(' | ')}${f.targets.length > 6 ? ` … +${f.targets.length - 6}` : ''} — ${f.summary.slice(0, 220)}`);
}

/** Stores the dark or light choice for every page the context opens (cookie and localStorage), as the theme toggle does. */
export async function chooseTheme(context: BrowserContext, urls: string[], dark: boolean): Promise<void> {
  const value = dark ? 'true' : 'false';
  await context.addCookies(urls.map((url) => ({ name: 'darkMode', value, url })));
  await context.addInitScript((stored) => {
    try {
      localStorage.setItem('darkMode', stored);
    } catch {
      // storage disabled: the cookie still decides
    }
  }, value);
}
