import { describe, expect, it, vi } from 'vitest';
import { apiClient, type ApiTransport } from '../../../lib/api-client.ts';
import { burger, testRestaurant } from '../../../lib/test-fixtures.ts';
import { productJsonLd } from '../product-json-ld.ts';
import { categoryNamesOf, loadProduct } from './load-product.ts';

const categories = [{ _id: '7deb0b5d-1e56-47ea-8e5a-f4c543eb0e91', name: 'Burgers', description: '', displayOrder: 1, isActive: true }];

function api(productAnswer: { status: number; body: unknown }, categoriesOk = true) {
  const transport = vi.fn<ApiTransport>(async (path) => {
    if (path === '/categories') return categoriesOk ? { status: 200, body: { data: { categories } }, headers: {} } : { status: 500, body: null, headers: {} };
    return { ...productAnswer, headers: {} };
  });
  return { transport, client: apiClient(transport) };
}

describe('loading a product page', () => {
  it('resolves category names, null (shown as Unknown Category) for ids the list lacks', () => {
    expect(categoryNamesOf({ categories: ['7deb0b5d-1e56-47ea-8e5a-f4c543eb0e91', 'd9258f50-165a-41e0-8be1-ada0bd4e19f9'] }, categories)).toEqual(['Burgers', null]);
    expect(categoryNamesOf({ categories: ['7deb0b5d-1e56-47ea-8e5a-f4c543eb0e91'] }, null)).toEqual([null]);
  });

  it('fetches the product and the categories', async () => {
    const product = { ...burger, categories: ['7deb0b5d-1e56-47ea-8e5a-f4c543eb0e91'] };
    const { client, transport } = api({ status: 200, body: { data: { product } } });
    await expect(loadProduct(client, '11aaa7b0-947c-49fe-8d11-f89268ac0bc2')).resolves.toEqual({ state: 'ready', product, categoryNames: ['Burgers'] });
    expect(transport).toHaveBeenCalledWith('/products/11aaa7b0-947c-49fe-8d11-f89268ac0bc2', undefined);
  });

  it('still shows the product when the categories fail', async () => {
    const { client } = api({ status: 200, body: { data: { product: { ...burger, categories: ['7deb0b5d-1e56-47ea-8e5a-f4c543eb0e91'] } } } }, false);
    await expect(loadProduct(client, '11aaa7b0-947c-49fe-8d11-f89268ac0bc2')).resolves.toMatchObject({ state: 'ready', categoryNames: [null] });
  });

  it('is not found for an unknown id (404) and for a withdrawn product', async () => {
    await expect(loadProduct(api({ status: 404, body: { message: 'Product not found.', code: 'NOT_FOUND' } }).client, 'x')).resolves.toEqual({ state: 'notFound' });
    await expect(loadProduct(api({ status: 200, body: { data: { product: { ...burger, isActive: false } } } }).client, 'x')).resolves.toEqual({ state: 'notFound' });
  });

  it("is an error with the server's message otherwise", async () => {
    await expect(loadProduct(api({ status: 503, body: { message: 'Database unavailable.', code: 'X' } }).client, 'x')).resolves.toEqual({
      state: 'error',
      message: 'Database unavailable.',
      status: 503,
    });
    await expect(loadProduct(api({ status: 0, body: null }).client, 'x')).resolves.toEqual({ state: 'error', message: 'Failed to load product details.', status: 503 });
  });
});

describe('Product JSON-LD', () => {
  it('describes the dish with an Offer: price, currency and availability', () => {
    const product = { ...burger, description: 'Two patties.', imageUrl: '/api/v1/images/product/burger.svg' };
    const ld = productJsonLd(product, testRestaurant(), 'https://goldenfork.example', ['Burgers']);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'The Golden Burger',
      description: 'Two patties.',
      image: 'https://goldenfork.example/api/v1/images/product/burger.svg',
      category: 'Burgers',
      offers: { '@type': 'Offer', price: '15.50', priceCurrency: 'GBP', availability: 'https://schema.org/InStock' },
    });
    expect(productJsonLd({ ...product, isAvailable: false }, testRestaurant(), 'https://goldenfork.example', []).offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
  });
});
