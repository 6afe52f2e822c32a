import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { menuCard } from '../features/menu/menu-card.ts';
import { MENU_CARD_PHOTO_SIZES } from '../features/menu/product-card.tsx';
import { PRODUCT_PHOTO_SIZES } from '../features/product/product-page.tsx';
import type { RootData } from '../lib/restaurant.ts';
import { burger, chips, testPhoto, testRestaurant } from '../lib/test-fixtures.ts';
import { meta as menuMeta } from './menu.tsx';
import { meta as productMeta } from './product.tsx';
import type { Route as MenuRoute } from './+types/menu';
import type { Route as ProductRoute } from './+types/product';

const restaurant = testRestaurant({ socialMediaLinks: {}, contact: { phone: '', email: '' }, logoUrl: null } as never);
const root: RootData = { restaurant, tenantError: null, origin: 'http://localhost', themeCookie: null, language: 'en-GB', year: 2026, restaurantNow: null };
const matches = [{ id: 'root', data: root }];
const photo = testPhoto();

const preloads = (head: MetaDescriptor[]) => head.filter((tag) => 'tagName' in tag && tag.tagName === 'link' && tag.rel === 'preload');

/** The tag as React Router's <Meta> renders it into the server's HTML. */
function html(tag: MetaDescriptor): string {
  const { tagName, ...rest } = tag as { tagName: string } & Record<string, unknown>;
  return renderToString(createElement(tagName, rest));
}

describe('the LCP photo is preloaded from the server-rendered head', () => {
  it("product page: the dish's photo, its AVIF renditions for the page's sizes, at high priority", () => {
    const head = productMeta({ matches, loaderData: { state: 'ready', product: { ...burger, imageUrl: photo.url, photo }, categoryNames: [] } } as unknown as ProductRoute.MetaArgs);
    const [preload, ...more] = preloads(head);
    expect(more).toEqual([]);
    const tag = html(preload!);
    expect(tag).toMatch(/^<link rel="preload" as="image" type="image\/avif" /);
    expect(tag).toContain(`imageSrcSet="${photo.url}/320.avif 320w, ${photo.url}/640.avif 640w, ${photo.url}/800.avif 800w"`);
    expect(tag).toContain(`imageSizes="${PRODUCT_PHOTO_SIZES}"`);
    expect(tag).toContain('fetchPriority="high"');
    // og:image is the photo too.
    expect(head).toContainEqual({ property: 'og:image', content: `http://localhost${photo.url}` });
  });

  it('product page without a photo: nothing preloaded', () => {
    const head = productMeta({ matches, loaderData: { state: 'ready', product: burger, categoryNames: [] } } as unknown as ProductRoute.MetaArgs);
    expect(preloads(head)).toEqual([]);
  });

  it("menu: the first card's photo (above the fold) at the card's sizes; none when the first card has no photo", () => {
    const mains = { _id: '104cfcd6-53a1-49c1-8021-1e3f97160d6d', name: 'Mains', description: '', displayOrder: 1, isActive: true };
    const menu = (products: (typeof burger)[]) =>
      ({
        matches,
        loaderData: {
          menu: {
            categories: { ok: true, data: [mains] },
            products: { ok: true, data: products.map((p) => menuCard({ ...p, categories: [mains._id] })) },
            promotions: null,
          },
        },
      }) as unknown as MenuRoute.MetaArgs;
    const [preload] = preloads(menuMeta(menu([{ ...burger, photo }, chips])));
    expect(preload).toMatchObject({ imageSrcSet: expect.stringContaining(`${photo.url}/320.avif 320w`), imageSizes: MENU_CARD_PHOTO_SIZES, fetchPriority: 'high' });
    // Only the first card counts: a photo further down is lazy, not preloaded.
    expect(preloads(menuMeta(menu([burger, { ...chips, photo }])))).toEqual([]);
  });
});
