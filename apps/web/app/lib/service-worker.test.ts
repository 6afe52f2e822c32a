import { describe, expect, it } from 'vitest';
import { returnPathOf } from '../features/offline/offline-page.tsx';
import { keptUrls, needsNetwork } from './service-worker.ts';

describe("The service worker's browser side", () => {
  it('sends, offline, the pages that need the network through the worker, and only those', () => {
    for (const path of ['/checkout', '/cart', '/orders', '/orders/abc', '/profile', '/favorites', '/auth/login', '/staff/menu']) expect(needsNetwork(path), path).toBe(true);
    for (const path of ['/', '/menu', '/product/abc', '/about', '/checkouts', '/staffing']) expect(needsNetwork(path), path).toBe(false);
  });

  it("hands the worker this site's pictures and build files, nothing else", () => {
    const origin = 'https://goldenfork.example';
    expect(
      keptUrls(
        [
          { name: `${origin}/assets/menu-abc.js` },
          { name: `${origin}/api/v1/images/thumb/Fish.svg` },
          { name: `${origin}/api/v1/media/photos/p1/480.webp` },
          { name: `${origin}/api/v1/products?limit=100` },
          { name: 'https://elsewhere.example/api/v1/images/thumb/Fish.svg' },
          { name: 'not a url' },
        ],
        origin,
      ),
    ).toEqual([`${origin}/assets/menu-abc.js`, `${origin}/api/v1/images/thumb/Fish.svg`, `${origin}/api/v1/media/photos/p1/480.webp`]);
  });

  it("offers, on the offline page, only a page of this site to try again", () => {
    expect(returnPathOf('/checkout?step=2')).toBe('/checkout?step=2');
    for (const from of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', '/offline?from=/x']) expect(returnPathOf(from), String(from)).toBe('/');
  });
});
