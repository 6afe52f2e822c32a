import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PageCache, cspWithNonce, pageKeyOf } from './page-cache.ts';

const request = (overrides: { method?: string; url?: string; headers?: Record<string, string> } = {}) =>
  ({ method: 'GET', url: '/menu', protocol: 'https', host: 'golden-fork.example', headers: {}, ...overrides }) as unknown as FastifyRequest;

describe('pageKeyOf', () => {
  it('keys a guest’s page by address, page and theme, and keeps nothing rendered for one person', () => {
    expect(pageKeyOf(request())).toBe('https://golden-fork.example\n/menu\n\n\n');
    expect(pageKeyOf(request({ headers: { cookie: 'darkMode=true' } }))).toBe('https://golden-fork.example\n/menu\ntrue\n\n');
    // The page's language: the diner's choice, and the product's languages Accept-Language names, in order.
    expect(pageKeyOf(request({ headers: { cookie: 'darkMode=true; platter_lang=pt-PT' } }))).toBe('https://golden-fork.example\n/menu\ntrue\npt-PT\n');
    expect(pageKeyOf(request({ headers: { 'accept-language': 'pt-BR,pt;q=0.9,en-US;q=0.8,fr;q=0.5' } }))).toBe('https://golden-fork.example\n/menu\n\n\npt-PT,en-GB');
    expect(pageKeyOf(request({ headers: { 'accept-language': 'de, en;q=0.2, pt;q=0.5' } }))).toBe(pageKeyOf(request({ headers: { 'accept-language': 'pt, en-GB;q=0.1' } })));
    expect(pageKeyOf(request({ url: '/menu?category=x' }))).not.toBe(pageKeyOf(request()));
    // Each restaurant's site its own pages (its service worker's fetches included): the Host is in the key.
    expect(pageKeyOf({ ...request(), host: 'tasca-do-porto.example' } as FastifyRequest)).toBe('https://tasca-do-porto.example\n/menu\n\n\n');
    // Anything that could make the page someone's own is rendered for them alone.
    expect(pageKeyOf(request({ headers: { authorization: 'Bearer x' } }))).toBeNull();
    expect(pageKeyOf(request({ headers: { cookie: 'darkMode=true; platter_refresh=abc' } }))).toBeNull();
    expect(pageKeyOf(request({ headers: { cookie: 'darkMode=maybe' } }))).toBeNull();
    expect(pageKeyOf(request({ method: 'HEAD' }))).toBeNull();
    expect(pageKeyOf(request({ url: `/menu?q=${'x'.repeat(2000)}` }))).toBeNull();
  });
});

describe('PageCache', () => {
  const page = { status: 200, headers: [] as [string, string][], body: '<html nonce="abc">', nonce: 'abc' };

  it('keeps a page for its lifetime, with a validator, and forgets everything on clear', () => {
    let now = 0;
    const cache = new PageCache(5_000, () => now);
    const kept = cache.set('k', page, cache.version);
    expect(kept.etag).toMatch(/^"/);
    expect(cache.get('k')?.body).toBe(page.body);
    now = 4_999;
    expect(cache.get('k')).not.toBeNull();
    now = 5_000;
    expect(cache.get('k')).toBeNull();
    cache.set('k', page, cache.version);
    cache.clear();
    expect(cache.get('k')).toBeNull();
  });

  it('does not keep a page whose render raced with a clear (it may show the old menu)', () => {
    const cache = new PageCache();
    const version = cache.version;
    cache.clear(); // a dish sold out while the page was rendering
    cache.set('k', page, version);
    expect(cache.get('k')).toBeNull();
  });
});

describe('cspWithNonce', () => {
  it('names the page’s nonce instead of the one made for this reply', () => {
    const csp = "default-src 'self';script-src 'self' 'nonce-fresh'";
    expect(cspWithNonce(csp, 'fresh', 'kept')).toBe("default-src 'self';script-src 'self' 'nonce-kept'");
    expect(cspWithNonce(csp, 'fresh', 'fresh')).toBe(csp);
    expect(cspWithNonce(csp, undefined, 'kept')).toBe(csp);
  });
});
