import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PageCache, cspWithNonce, pageKeyOf } from './page-cache.ts';

const request = (overrides: { method?: string; url?: string; headers?: Record<string, string> } = {}) =>
  ({ method: 'GET', url: '/menu', protocol: 'https', host: 'golden-fork.example', headers: {}, ...overrides }) as unknown as FastifyRequest;

describe('pageKeyOf', () => {
  it('keys a guest’s page by address, page, theme and language, and keeps nothing rendered for one person', () => {
    expect(pageKeyOf(request())).toBe('https://golden-fork.example\n/menu\n\nen-GB');
    expect(pageKeyOf(request({ headers: { cookie: 'darkMode=true' } }))).toBe('https://golden-fork.example\n/menu\ntrue\nen-GB');
    // The restaurant's content is rendered in the browser's language.
    expect(pageKeyOf(request({ headers: { 'accept-language': 'pt-PT,pt;q=0.9' } }))).toBe('https://golden-fork.example\n/menu\n\npt-PT');
    expect(pageKeyOf(request({ url: '/menu?category=x' }))).not.toBe(pageKeyOf(request()));
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
