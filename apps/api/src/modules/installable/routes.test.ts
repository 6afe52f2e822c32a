import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { NETWORK_ONLY_PATH, OFFLINE_PICTURE_PATH, restaurantResponse } from '@platter/domain';
import { restaurantLooks, restaurants } from '../../db/schema.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

const GOLDEN = 'localhost';
const TASCA = 'tasca-do-porto.localhost';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

describeEachDatabase(
  'The installable storefront: /manifest.webmanifest, its icons and /sw.js',
  (t) => {
    const manifestOf = async (host: string) => {
      const res = await t.app.inject({ url: '/manifest.webmanifest', headers: { host } });
      expect(res.statusCode).toBe(200);
      return { res, manifest: res.json<Manifest>() };
    };
    const themeOf = async (host: string) =>
      restaurantResponse.parse((await t.app.inject({ url: '/api/v1/restaurants/public/-', headers: { host } })).json()).data.restaurant.theme;

    it("names each Host's restaurant, in its colours, standalone from /", async () => {
      for (const [host, name, shortName] of [
        [GOLDEN, 'The Golden Fork', 'Golden Fork'],
        [TASCA, 'Tasca do Porto', 'Tasca do Porto'],
      ] as const) {
        const { res, manifest } = await manifestOf(host);
        expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-cache');
        const theme = await themeOf(host);
        expect(manifest).toMatchObject({
          name,
          short_name: shortName,
          start_url: '/',
          scope: '/',
          display: 'standalone',
          // The restaurant's colour for the installed app's title bar, not the near-white surface.
          theme_color: theme.light.primary,
          background_color: theme.light.background,
        });
        expect(manifest.icons.map((i) => [i.sizes, i.purpose])).toEqual([
          ['192x192', 'any'],
          ['512x512', 'any'],
          ['512x512', 'maskable'],
        ]);
      }
      // Each restaurant its own icons.
      const golden = (await manifestOf(GOLDEN)).manifest.icons[0]!.src;
      const tasca = (await manifestOf(TASCA)).manifest.icons[0]!.src;
      expect(golden).not.toBe(tasca);
    });

    it("speaks the page's language: Tasca's manifest in Portuguese by default, in English when chosen", async () => {
      const ask = async (headers: Record<string, string>) => {
        const res = await t.app.inject({ url: '/manifest.webmanifest', headers: { host: TASCA, ...headers } });
        expect(res.headers.vary).toBe('accept-language, cookie');
        return res.json<Manifest & { description: string; lang: string }>();
      };
      expect(await ask({ 'x-test-bare-language': '' })).toMatchObject({ lang: 'pt-PT', description: expect.stringMatching(/^Uma pequena tasca de família/) });
      expect(await ask({ 'accept-language': 'en-GB,en;q=0.8' })).toMatchObject({ lang: 'en-GB', description: expect.stringMatching(/^A small family tasca/) });
      expect(await ask({ 'accept-language': 'en', cookie: 'platter_lang=pt-PT' })).toMatchObject({ lang: 'pt-PT' });
      // A language the restaurant does not offer falls back to its default.
      expect((await manifestOf(GOLDEN)).manifest).toMatchObject({ lang: 'en-GB' });
      expect(await ask({ 'accept-language': 'de' })).toMatchObject({ lang: 'pt-PT' });
      // No description: a line of the product's own, in that language too.
      const [row] = await t.db.select().from(restaurants).where(eq(restaurants.slug, 'tasca-do-porto'));
      await t.db.update(restaurants).set({ description: '', translations: {} }).where(eq(restaurants.id, row!.id));
      t.app.restaurants.invalidate();
      try {
        expect(await ask({ 'x-test-bare-language': '' })).toMatchObject({ lang: 'pt-PT', description: 'Encomendas online: Tasca do Porto.' });
        expect(await ask({ 'accept-language': 'en' })).toMatchObject({ lang: 'en-GB', description: 'Order from Tasca do Porto.' });
      } finally {
        await t.db.update(restaurants).set({ description: row!.description, translations: row!.translations }).where(eq(restaurants.id, row!.id));
        t.app.restaurants.invalidate();
      }
    });

    it('serves every icon the manifest names as a PNG of its stated size, drawn from the logo, kept immutable', async () => {
      const { manifest } = await manifestOf(GOLDEN);
      const apple = manifest.icons[0]!.src.replace('icon-192', 'apple-touch-180');
      for (const [src, size] of [...manifest.icons.map((i) => [i.src, Number(i.sizes.split('x')[0])] as const), [apple, 180] as const]) {
        const res = await t.app.inject({ url: src, headers: { host: GOLDEN } });
        expect(res.statusCode, src).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height], src).toEqual(['png', size, size]);
      }
      // The plain icon is the round logo on nothing (a transparent corner); the maskable one fills its square.
      const corner = async (src: string) => (await sharp((await t.app.inject({ url: src, headers: { host: GOLDEN } })).rawPayload).ensureAlpha().extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer())[3];
      expect(await corner(manifest.icons[1]!.src)).toBe(0);
      expect(await corner(manifest.icons[2]!.src)).toBe(255);
    });

    it('answers 304 to a matching If-None-Match, and a new ETag and new icons once the look changes', async () => {
      const { res } = await manifestOf(TASCA);
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^"/);
      const again = await t.app.inject({ url: '/manifest.webmanifest', headers: { host: TASCA, 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      const before = (await manifestOf(TASCA)).manifest;
      const [tasca] = await t.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, 'tasca-do-porto'));
      const [row] = await t.db.select().from(restaurantLooks).where(eq(restaurantLooks.restaurantId, tasca!.id));
      await t.db.update(restaurantLooks).set({ logoUrl: null }).where(eq(restaurantLooks.restaurantId, tasca!.id));
      t.app.restaurants.invalidate();
      try {
        const changed = await t.app.inject({ url: '/manifest.webmanifest', headers: { host: TASCA, 'if-none-match': etag } });
        expect(changed.statusCode).toBe(200);
        expect(changed.headers.etag).not.toBe(etag);
        const after = changed.json<Manifest>();
        expect(after.icons[0]!.src).not.toBe(before.icons[0]!.src);

        // No logo: the initial on the primary colour, full bleed in the maskable icon.
        const theme = await themeOf(TASCA);
        const maskable = await t.app.inject({ url: after.icons[2]!.src, headers: { host: TASCA } });
        expect(maskable.statusCode).toBe(200);
        const image = sharp(maskable.rawPayload);
        expect(await image.metadata()).toMatchObject({ format: 'png', width: 512, height: 512 });
        const [r, g, b] = await image.removeAlpha().extract({ left: 4, top: 4, width: 1, height: 1 }).raw().toBuffer();
        expect(`#${[r, g, b].map((c) => c!.toString(16).padStart(2, '0')).join('')}`).toBe(theme.light.primary);

        // The old URL still answers (a browser's kept manifest), with today's icon, not kept.
        const old = await t.app.inject({ url: before.icons[0]!.src, headers: { host: TASCA } });
        expect(old.statusCode).toBe(200);
        expect(old.headers['cache-control']).toBe('no-cache');
      } finally {
        await t.db.update(restaurantLooks).set({ logoUrl: row!.logoUrl }).where(eq(restaurantLooks.restaurantId, tasca!.id));
        t.app.restaurants.invalidate();
      }
    });

    it("never answers one restaurant's icon on another's site, and says so for an unknown site (manifest and worker) or icon", async () => {
      const golden = (await manifestOf(GOLDEN)).manifest.icons[0]!.src;
      const onTasca = await t.app.inject({ url: golden, headers: { host: TASCA } });
      expect(onTasca.statusCode).toBe(200);
      // Tasca's own icon under Golden Fork's version: not kept, and not the same picture.
      expect(onTasca.headers['cache-control']).toBe('no-cache');
      const goldenIcon = await t.app.inject({ url: golden, headers: { host: GOLDEN } });
      expect(onTasca.rawPayload.equals(goldenIcon.rawPayload)).toBe(false);

      const nowhere = await t.app.inject({ url: '/manifest.webmanifest', headers: { host: 'nowhere.example' } });
      expect(nowhere.statusCode).toBe(404);
      expect(nowhere.json()).toEqual({ message: 'No restaurant is configured for this address.', code: 'NOT_FOUND' });
      const noWorker = await t.app.inject({ url: '/sw.js', headers: { host: 'nowhere.example' } });
      expect(noWorker.statusCode).toBe(404);
      expect(noWorker.json()).toEqual({ message: 'No restaurant is configured for this address.', code: 'NOT_FOUND' });
      const badIcon = await t.app.inject({ url: '/app-icons/abc/icon-999.png', headers: { host: GOLDEN } });
      expect(badIcon.statusCode).toBe(400);
      expect(badIcon.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining('Icon must be one of icon-192') });
    });

    it('serves /sw.js as JavaScript revalidated every time, with the configured version', async () => {
      const res = await t.app.inject({ url: '/sw.js', headers: { host: GOLDEN } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      // The pages' policy lets the worker and the manifest in.
      // Only the site's own worker (docs/reference/security-and-limits.md): no blob: workers.
      expect(res.headers['content-security-policy']).toMatch(/(^|;)worker-src 'self'(;|$)/);
      expect(res.headers['content-security-policy']).toMatch(/manifest-src 'self'/);
      expect(res.body.startsWith('const VERSION = "release-7";\nconst SHELL = {"assets":[],"pages":["/offline","/menu","/"]};\n')).toBe(true);
      // The worker's network-only and picture patterns are the domain's (the page's side uses the same).
      const prelude = res.body.split('\n').slice(0, 4).join('\n');
      const patterns = new Function(`${prelude}\nreturn { NETWORK_ONLY, IMAGES };`)() as { NETWORK_ONLY: RegExp; IMAGES: RegExp };
      expect(String(patterns.NETWORK_ONLY)).toBe(String(NETWORK_ONLY_PATH));
      expect(String(patterns.IMAGES)).toBe(String(OFFLINE_PICTURE_PATH));
      for (const path of ['/checkout', '/orders/abc', '/staff/menu']) expect(patterns.NETWORK_ONLY.test(path), path).toBe(true);
      for (const path of ['/menu', '/product/abc', '/checkouts']) expect(patterns.NETWORK_ONLY.test(path), path).toBe(false);
      expect(patterns.IMAGES.test('/api/v1/media/photos/abc.avif')).toBe(true);
      // Never caches what a price is taken from: the API is left to the network (pictures aside).
      expect(res.body).toContain("if (url.pathname.startsWith('/api/') && (request.mode === 'navigate' || !IMAGES.test(url.pathname))) return;");
      expect(res.body).toContain("if (request.method !== 'GET') return;");
      const again = await t.app.inject({ url: '/sw.js', headers: { host: GOLDEN, 'if-none-match': res.headers.etag as string } });
      expect(again.statusCode).toBe(304);
    });
  },
  { env: { SERVICE_WORKER_VERSION: 'release-7' } },
);
