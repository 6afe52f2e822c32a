import { categoriesResponse, type Category } from '@platter/domain';
import { apiClient, browserTransport, type ApiClient } from '../api-client.ts';

/** GET /categories → data.categories: the active ones, by display order (public, no session needed). */
export async function getCategories(api: ApiClient = apiClient(browserTransport), fallback?: string): Promise<Category[]> {
  return (await api.get('/categories', categoriesResponse, fallback)).data.categories;
}
