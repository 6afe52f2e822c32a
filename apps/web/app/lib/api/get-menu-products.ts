import { type Product, productsResponse } from '@platter/domain';
import { apiClient, browserTransport, type ApiClient } from '../api-client.ts';

/** Spec 7: the menu loads with isActive=true and limit=200. */
export const MENU_PRODUCTS_PATH = '/products?isActive=true&limit=200';

/** GET /products?isActive=true&limit=200 → data.products: today's menu (public, no session needed). */
export async function getMenuProducts(api: ApiClient = apiClient(browserTransport), fallback?: string): Promise<Product[]> {
  return (await api.get(MENU_PRODUCTS_PATH, productsResponse, fallback)).data.products;
}
