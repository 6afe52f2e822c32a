import { categoriesResponse, type Product, productResponse } from '@platter/domain';
import { ApiRequestError, type ApiClient } from '../../../lib/api-client.ts';

export type ProductPageData =
  /** A null name is a category the list does not hold: shown as 'Unknown Category'. */
  | { state: 'ready'; product: Product; categoryNames: (string | null)[] }
  | { state: 'notFound' }
  | { state: 'error'; message: string; status: number };

/**
 * Category chips are resolved from the category list (spec 2); an id the list does not hold
 * (or a list that failed to load) is null, which reads 'Unknown Category'.
 */
export function categoryNamesOf(product: Pick<Product, 'categories'>, categories: readonly { _id: string; name: string }[] | null): (string | null)[] {
  const names = new Map((categories ?? []).map((c) => [c._id, c.name]));
  return product.categories.map((id) => names.get(id) ?? null);
}

/**
 * The product and its category names, fetched in parallel. Unknown, malformed, another
 * restaurant's or withdrawn (inactive) products are "not found" (HTTP 404).
 */
export async function loadProduct(api: ApiClient, productId: string): Promise<ProductPageData> {
  const [productAnswer, categories] = await Promise.all([
    api
      .get(`/products/${encodeURIComponent(productId)}`, productResponse, 'Failed to load product details.')
      .then((r) => ({ ok: true as const, product: r.data.product }))
      .catch((error: unknown) => ({ ok: false as const, error })),
    api
      .get('/categories', categoriesResponse, 'Failed to load categories.')
      .then((r) => r.data.categories)
      .catch(() => null),
  ]);
  if (!productAnswer.ok) {
    const { error } = productAnswer;
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return { state: 'notFound' };
    const status = error instanceof ApiRequestError && error.status >= 500 ? error.status : 503;
    const message = error instanceof ApiRequestError ? error.message : 'Failed to load product details.';
    return { state: 'error', message, status };
  }
  const { product } = productAnswer;
  if (!product.isActive) return { state: 'notFound' };
  return { state: 'ready', product, categoryNames: categoryNamesOf(product, categories) };
}
