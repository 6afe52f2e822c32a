import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrationProblems, launchBrowser, openPage, PHONE, reload, visit } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('home page', () => {
  it('arrives server-rendered with the name, chef specials, opening hours and JSON-LD', async () => {
    const response = await fetch(`${server.baseUrl}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>The Golden Fork</title>');
    expect(html).toContain('Welcome to The Golden Fork');
    expect(html).toContain("Chef&#x27;s Specials");
    expect(html).toMatch(/View Details/);
    expect(html).toContain('Opening Hours');
    expect(html).toContain('Closed');
    expect(html).toContain('application/ld+json');
    expect(html).toContain('"@type":"Restaurant"');
    expect(html).toContain('/api/v1/restaurants/public/golden-fork/styles.css');
  });

  it('renders every section from the seed data and hydrates without a warning', async () => {
    const { page, problems, close } = await openPage(browser);
    await visit(page, server.baseUrl);
    await expect(page.title()).resolves.toBe('The Golden Fork');
    // Hero carousel: the default slide and arrows (seed has 3 highlights).
    await page.getByRole('heading', { name: 'Welcome to The Golden Fork' }).waitFor();
    await page.getByRole('link', { name: 'View Menu' }).first().waitFor();
    // Special offers: the coupon card and the link to all promotions (4 public promotions).
    await page.getByText('Use Code: WELCOME10').waitFor();
    await page.getByText('10% OFF').first().waitFor();
    await page.getByRole('link', { name: 'View All Promotions' }).waitFor();
    // About teaser expands and collapses.
    await page.getByRole('button', { name: 'Read More' }).click();
    await page.getByRole('button', { name: 'Show Less' }).waitFor();
    await page.getByRole('link', { name: 'Our Full Story' }).waitFor();
    // Chef's specials link to products.
    const details = page.getByRole('link', { name: /View Details/ });
    expect(await details.count()).toBeGreaterThan(0);
    expect(await details.first().getAttribute('href')).toMatch(/^\/product\/[0-9a-f-]{36}$/);
    // Visit us / opening hours.
    await page.getByRole('heading', { name: 'Opening Hours' }).waitFor();
    await page.locator('a[href^="tel:"]').first().waitFor();
    await page.locator('a[href^="mailto:"]').first().waitFor();
    expect(hydrationProblems(problems)).toEqual([]);
    await close();
  });

  it('serves each tenant by its subdomain with its own name and currency', async () => {
    const { page, problems, close } = await openPage(browser);
    await visit(page, server.tenantUrl('tasca-do-porto'));
    await expect(page.title()).resolves.toBe('Tasca do Porto');
    await page.getByRole('heading', { name: 'Welcome to Tasca do Porto' }).waitFor();
    await expect(page.locator('body').innerText()).resolves.toContain('€');
    expect(hydrationProblems(problems)).toEqual([]);
    await close();
  });
});

describe('shell', () => {
  it('keeps the dark-mode choice over a reload, rendered by the server with no flash', async () => {
    const { page, close } = await openPage(browser, { colorScheme: 'light' });
    await visit(page, server.baseUrl);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    await page.getByRole('button', { name: 'Switch to dark mode' }).first().click();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    await reload(page);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    await page.getByRole('button', { name: 'Switch to light mode' }).first().waitFor();
    // The server already rendered it dark: the cookie mirrors the stored choice.
    const cookieHeader = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const html = await (await fetch(`${server.baseUrl}/`, { headers: { cookie: cookieHeader } })).text();
    expect(html).toMatch(/<html[^>]*data-theme="dark"/);
    await close();
  });

  it('shows the 404 text for an unknown path, with a 404 status and a way home', async () => {
    const response = await fetch(`${server.baseUrl}/no-such-page`);
    expect(response.status).toBe(404);
    const { page, problems, close } = await openPage(browser);
    await visit(page, `${server.baseUrl}/no-such-page`);
    await page.getByText("Oops! The page you're looking for doesn't exist.").waitFor();
    expect(hydrationProblems(problems)).toEqual([]);
    await close();
  });

  it('lists the guest items in the mobile drawer, which closes after a choice', async () => {
    const { page, close } = await openPage(browser, { viewport: PHONE, isMobile: true, hasTouch: true });
    await visit(page, server.baseUrl);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    for (const item of ['Home', 'Menu', 'About Us', 'Contact', 'Cart', 'Login', 'Register']) {
      await drawer.getByRole('link', { name: item, exact: true }).waitFor();
    }
    await drawer.getByText('MY ACCOUNT').waitFor();
    await drawer.getByRole('link', { name: 'About Us', exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/about`);
    await drawer.waitFor({ state: 'hidden' });
    await close();
  });

  it("on a phone: the restaurant's name reads whole in the header, the hero has arrows, and its video plays without H.264", async () => {
    const { page, close } = await openPage(browser, { viewport: PHONE, isMobile: true, hasTouch: true });
    for (const [url, name] of [
      [server.baseUrl, 'The Golden Fork'],
      [server.tenantUrl('tasca-do-porto'), 'Tasca do Porto'],
    ] as const) {
      for (const width of [360, 390]) {
        await page.setViewportSize({ width, height: PHONE.height });
        await visit(page, `${url}/menu`);
        const header = page.getByRole('banner');
        // Neither cut with '…' nor spilling out of the header's bar (it wraps onto two lines).
        const fit = await header.getByTestId('brand-name').evaluate((el) => {
          const bar = el.closest('header')!.getBoundingClientRect();
          const box = el.getBoundingClientRect();
          return { text: el.textContent, cut: el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight, inside: box.top >= bar.top && box.bottom <= bar.bottom };
        });
        expect(fit, `${name} at ${width} px`).toEqual({ text: name, cut: false, inside: true });
      }
    }
    // Arrows whenever there is more than one slide (spec 2), phones too; the Golden Fork's third
    // slide is a video that Debian's Chromium (no H.264) plays from its WebM, over its poster.
    await visit(page, server.baseUrl);
    await page.getByTestId('hero-autoplay').click();
    const next = page.getByRole('button', { name: 'Next slide' });
    expect(await next.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Previous slide' }).isVisible()).toBe(true);
    await next.click();
    await next.click();
    const video = page.getByTestId('hero-video');
    await page.waitForFunction(() => ((document.querySelector('[data-testid=hero-video]') as HTMLVideoElement | null)?.readyState ?? 0) >= 2);
    expect(await video.evaluate((v: HTMLVideoElement) => ({ source: v.currentSrc.split('/').pop(), poster: v.poster.split('/').pop(), error: v.error }))).toEqual({
      source: 'highlight-kitchen.webm',
      poster: 'highlight-kitchen.jpg',
      error: null,
    });
    await close();
  });

  it('hydrates every page of the foundation without a warning', async () => {
    const { page, problems, close } = await openPage(browser);
    for (const path of ['/', '/about', '/contact', '/terms', '/privacy', '/menu', '/nowhere']) {
      await visit(page, `${server.baseUrl}${path}`);
    }
    expect(hydrationProblems(problems)).toEqual([]);
    await close();
  });
});
