/**
 * Languages (issue 31): Tasca do Porto (pt-PT by default, English offered) to a Portuguese browser
 * on its first visit, switched to English and back, the choice remembered over reloads and new
 * pages; The Golden Fork (English only) unchanged for the same browser; axe on the pt-PT pages.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { blocking, describeFindings, runAxe } from './support/axe.ts';
import { hydrationProblems, launchBrowser, openPage, PHONE, reload, visit } from './support/browser.ts';
import { nextMondayNoon } from './support/clock.ts';
import { clockEnv, startServer, type RunningServer } from './support/server.ts';

/** A Monday: Tasca is closed, so its status names the day it opens again (in the page's language). */
const monday = nextMondayNoon();

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(clockEnv(monday)), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');
/** 13,50 € with the no-break space pt-PT writes between the amount and the symbol. */
const FRANCESINHA_PT = /13,50\s€/;

it('serves Tasca in Portuguese to a Portuguese browser, switches to English and back, and remembers the choice', async () => {
  const { page, problems, close } = await openPage(browser, { locale: 'pt-PT' });
  const tasca = server.tenantUrl('tasca-do-porto');

  // First visit: no choice yet, the browser's language is offered.
  await visit(page, tasca);
  expect(await htmlLang(page)).toBe('pt-PT');
  await page.getByRole('heading', { name: 'Boas-vindas à Tasca do Porto' }).waitFor();
  expect(await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')))).toEqual(['pt-PT', 'en-GB', 'x-default']);

  await visit(page, `${tasca}/menu`);
  await page.getByRole('heading', { name: 'A nossa ementa' }).waitFor();
  // The name takes its article (issue 40 item 22); the menu's JSON-LD is the page's language's (item 23).
  await page.getByText('Encomende na Tasca do Porto').waitFor();
  const jsonLd = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')));
  expect(jsonLd.find((block) => block['@type'] === 'Menu')).toMatchObject({ name: 'Ementa da Tasca do Porto', inLanguage: 'pt-PT' });
  expect(jsonLd.find((block) => block['@type'] === 'Restaurant')).toMatchObject({ telephone: '+351 22 000 1234', address: { addressCountry: 'PT' } });
  await expect.poll(() => page.getByTestId('menu-product').filter({ hasText: 'Francesinha' }).first().innerText()).toMatch(FRANCESINHA_PT);
  await page.getByRole('button', { name: 'Adicionar Francesinha ao cesto' }).waitFor();
  // Closed on Monday: the status names the weekday it opens, in Portuguese, on the 24-hour clock.
  await page.getByText('Abre terça-feira às 12:00').first().waitFor({ state: 'attached' });

  // The switch: English, remembered on the next page and after a reload.
  await visit(page, `${tasca}/menu`);
  await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'EN English' }).click();
  await page.waitForURL(/lang=en-GB/);
  await page.getByRole('heading', { name: 'Our Menu' }).waitFor();
  expect(await htmlLang(page)).toBe('en-GB');
  await expect.poll(() => page.getByTestId('menu-product').filter({ hasText: 'Francesinha' }).first().innerText()).toContain('€13.50');
  await visit(page, tasca);
  await page.getByRole('heading', { name: 'Welcome to Tasca do Porto' }).waitFor();
  await reload(page);
  expect(await htmlLang(page)).toBe('en-GB');

  // And back to Portuguese, remembered too.
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'PT Português' }).click();
  await page.getByRole('heading', { name: 'Boas-vindas à Tasca do Porto' }).waitFor();
  await visit(page, `${tasca}/menu`);
  await reload(page);
  await page.getByRole('heading', { name: 'A nossa ementa' }).waitFor();
  expect(await htmlLang(page)).toBe('pt-PT');

  expect(hydrationProblems(problems)).toEqual([]);
  await close();
});

it('leaves The Golden Fork in English, with no switch, for the same Portuguese browser', async () => {
  const { page, problems, close } = await openPage(browser, { locale: 'pt-PT' });
  await visit(page, `${server.baseUrl}/menu`);
  await page.getByRole('heading', { name: 'Our Menu' }).waitFor();
  expect(await htmlLang(page)).toBe('en-GB');
  expect(await page.getByRole('navigation', { name: 'Language' }).count()).toBe(0);
  expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(0);
  expect(hydrationProblems(problems)).toEqual([]);
  await close();
});

it('has no serious accessibility findings on Tasca in Portuguese (phone, dark; desktop, light)', async () => {
  const findings: string[] = [];
  for (const [viewport, colorScheme] of [[PHONE, 'dark'], [undefined, 'light']] as const) {
    const { page, close } = await openPage(browser, { locale: 'pt-PT', colorScheme, ...(viewport ? { viewport } : {}) });
    for (const path of ['/', '/menu', '/cart']) {
      await visit(page, `${server.tenantUrl('tasca-do-porto')}${path}`);
      expect(await htmlLang(page)).toBe('pt-PT');
      findings.push(...describeFindings(`tasca pt-PT ${path} ${colorScheme}`, blocking(await runAxe(page))));
    }
    await close();
  }
  expect(findings).toEqual([]);
});
