import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { restaurantResponse } from '@platter/domain';
import { restaurants } from '../../db/schema.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

describeEachDatabase('GET /api/v1/restaurants/public/:slug and its styles.css', (t) => {
  it('returns a restaurant by slug, in the public contract', async () => {
    const res = await t.app.inject('/api/v1/restaurants/public/golden-fork');
    expect(res.statusCode).toBe(200);
    const body = restaurantResponse.parse(res.json());
    const r = body.data.restaurant;
    expect(r.name).toBe('The Golden Fork');
    expect(r.slug).toBe('golden-fork');
    expect(r.currency).toEqual({ code: 'GBP', symbol: '£' });
    expect(r.timeZone).toBe('Europe/London');
    expect(r.deliverySettings.delivery).toEqual({ fee: 2.5, allowsCollection: true, minimumOrder: 0 });
    // Card payment is offered only with a provider and a connected account (card-checkout.test.ts): neither here.
    expect(r.paymentMethods).toEqual([{ methodName: 'Cash on Delivery', isEnabled: true }]);
    expect(r.openingHours.monday?.isClosed).toBe(true);
    expect(r.openingHours.friday).toEqual({ open: '17:00', close: '01:00', isClosed: false });
    expect(r.address).toMatchObject({ street: '12 Fleet Street', city: 'London', postalCode: 'EC4Y 1AA' });
    expect(r.aboutContent.teaser?.expandedParagraphs).toHaveLength(3);
    expect(r.aboutContent.fullPage?.coreValues.length).toBeGreaterThanOrEqual(3);
    expect(r.theme.light.primary).toBe('#6a1b9a');
    expect(r.logoUrl).toMatch(/^\/api\/v1\/images\/logo\/.+\.svg$/);
  });

  it('offers no social sign-in provider unless the deployment configures one', async () => {
    const r = restaurantResponse.parse((await t.app.inject('/api/v1/restaurants/public/golden-fork')).json()).data.restaurant;
    expect(r.signInProviders).toEqual([]);
    // No address provider configured: the pages know it and never ask GET /address/autocomplete.
    expect(r.addressSearch).toBe(false);
  });

  it('tells pickup-only restaurants apart: no delivery fee', async () => {
    const res = await t.app.inject('/api/v1/restaurants/public/tasca-do-porto');
    expect(res.statusCode).toBe(200);
    const r = restaurantResponse.parse(res.json()).data.restaurant;
    expect(r.currency).toEqual({ code: 'EUR', symbol: '€' });
    expect(r.deliverySettings.delivery).toEqual({ fee: null, allowsCollection: true, minimumOrder: 0 });
  });

  it('answers 404 with a message for an unknown slug', async () => {
    const res = await t.app.inject('/api/v1/restaurants/public/no-such-place');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Restaurant not found.', code: 'NOT_FOUND' });
  });

  it('answers 400 "Restaurant slug is required." for an empty or blank slug', async () => {
    for (const url of ['/api/v1/restaurants/public/', '/api/v1/restaurants/public/%20%20']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Restaurant slug is required.', code: 'VALIDATION_ERROR' });
    }
  });

  it("resolves slug '-' from the Host: custom domain, subdomain of BASE_DOMAIN, localhost and IPs", async () => {
    const cases: [string, string][] = [
      ['goldenfork.example', 'golden-fork'],
      ['WWW.GoldenFork.example:8443', 'golden-fork'],
      ['tascadoporto.example', 'tasca-do-porto'],
      ['tasca-do-porto.localhost:3000', 'tasca-do-porto'],
      ['golden-fork.localhost', 'golden-fork'],
      ['localhost:3000', 'golden-fork'],
      ['127.0.0.1:3000', 'golden-fork'],
      ['[::1]:3000', 'golden-fork'],
    ];
    for (const [host, slug] of cases) {
      const res = await t.app.inject({ url: '/api/v1/restaurants/public/-', headers: { host } });
      expect(res.statusCode, host).toBe(200);
      expect(res.json().data.restaurant.slug, host).toBe(slug);
    }
  });

  it('answers 404 for a host that serves no restaurant', async () => {
    for (const host of ['unknown.example', 'nope.localhost:3000', 'a.b.localhost']) {
      const res = await t.app.inject({ url: '/api/v1/restaurants/public/-', headers: { host } });
      expect(res.statusCode, host).toBe(404);
      expect(res.json()).toEqual({ message: 'No restaurant is configured for this address.', code: 'NOT_FOUND' });
    }
  });

  it('sees a changed custom domain after the directory is invalidated', async () => {
    await t.db.update(restaurants).set({ customDomains: ['eat.tasca.example'] }).where(eq(restaurants.slug, 'tasca-do-porto'));
    t.app.restaurants.invalidate();
    const res = await t.app.inject({ url: '/api/v1/restaurants/public/-', headers: { host: 'eat.tasca.example' } });
    expect(res.json().data.restaurant.slug).toBe('tasca-do-porto');
    const old = await t.app.inject({ url: '/api/v1/restaurants/public/-', headers: { host: 'tascadoporto.example' } });
    expect(old.statusCode).toBe(404);
  });

  it('carries a strong ETag and answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject('/api/v1/restaurants/public/golden-fork');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await t.app.inject({ url: '/api/v1/restaurants/public/golden-fork', headers: { 'if-none-match': etag! } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({ url: '/api/v1/restaurants/public/golden-fork', headers: { 'if-none-match': '"stale"' } });
    expect(other.statusCode).toBe(200);
  });

  it("serves the theme as CSS custom properties, light and dark", async () => {
    const res = await t.app.inject('/api/v1/restaurants/public/golden-fork/styles.css');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const css = res.body;
    expect(css).toMatch(/:root \{[^}]*--color-primary: #6a1b9a;/);
    expect(css).toContain('--color-on-primary: #ffffff;');
    expect(css).toContain('--color-surface-variant: #f3e5f5;');
    expect(css).toContain('--color-text-muted: #5f5b66;');
    expect(css).toMatch(/:root\[data-theme="dark"\],\n:root\.dark \{[^}]*--color-background: #121212;/);
  });

  it("resolves '-' from the host and answers 304 to its ETag", async () => {
    const res = await t.app.inject({ url: '/api/v1/restaurants/public/-/styles.css', headers: { host: 'tasca-do-porto.localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('--color-primary: #1d4e89;');
    const etag = res.headers.etag!;
    const again = await t.app.inject({
      url: '/api/v1/restaurants/public/-/styles.css',
      headers: { host: 'tasca-do-porto.localhost', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 JSON for an unknown restaurant', async () => {
    const res = await t.app.inject('/api/v1/restaurants/public/nowhere/styles.css');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Restaurant not found.', code: 'NOT_FOUND' });
  });
});

describeEachDatabase(
  'GET /api/v1/restaurants/public/:slug with sign-in providers configured',
  (t) => {
    it('lists the configured providers (GOOGLE_CLIENT_ID, FACEBOOK_APP_ID) for the login page', async () => {
      const r = restaurantResponse.parse((await t.app.inject('/api/v1/restaurants/public/tasca-do-porto')).json()).data.restaurant;
      expect(r.signInProviders).toEqual(['google']);
      expect(r.addressSearch).toBe(true);
    });
  },
  { env: { GOOGLE_CLIENT_ID: 'platter-test.apps.googleusercontent.com', PHOTON_URL: 'http://127.0.0.1:9' } },
);
