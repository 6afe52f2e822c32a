import { data } from 'react-router';
import { loadProduct, type ProductPageData } from '../features/product/api/load-product.ts';
import { productJsonLd } from '../features/product/product-json-ld.ts';
import { PRODUCT_PHOTO_SIZES, ProductPage } from '../features/product/product-page.tsx';
import { ProductLoadError, ProductNotFound } from '../features/product/product-states.tsx';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { apiClient } from '../lib/api-client.ts';
import { rootDataFromMatches, useRestaurant } from '../lib/restaurant.ts';
import { photoPreload } from '../lib/photo-preload.ts';
import { pageMeta, restaurantJsonLd } from '../lib/seo.ts';
import type { Route } from './+types/product';
import { tenantFailureStatus } from '../lib/load-context.ts';

registerCatalogues(import.meta.glob('../i18n/en-GB/product.json', { eager: true, import: 'default' }));

/** Server-rendered with the product (and its category names); unknown ids answer HTTP 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!context.restaurant) {
    const status = tenantFailureStatus(context.tenantError);
    return data<ProductPageData>({ state: 'error', message: context.tenantError?.message ?? 'Failed to load product details.', status }, { status });
  }
  const page = await loadProduct(apiClient(context.api), params.productId);
  if (page.state === 'notFound') return data<ProductPageData>(page, { status: 404 });
  if (page.state === 'error') return data<ProductPageData>(page, { status: page.status });
  return data<ProductPageData>(page);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  const restaurant = root?.restaurant;
  const origin = root?.origin ?? '';
  if (loaderData?.state !== 'ready' || !restaurant) {
    return [
      ...pageMeta({ restaurant, origin, title: i18n.t('product:title'), jsonLd: [] }),
      { name: 'robots', content: 'noindex' },
    ];
  }
  const { product, categoryNames } = loaderData;
  const image = product.imageUrl ?? product.thumbnailUrl;
  const head = pageMeta({
    restaurant,
    origin,
    title: product.name,
    description: product.description || undefined,
    jsonLd: [productJsonLd(product, restaurant, origin, categoryNames), restaurantJsonLd(restaurant, origin)],
  });
  return [
    // The dish's own photo is the one to share, not the restaurant's cover.
    ...(image ? head.filter((tag) => !('property' in tag && tag.property === 'og:image')) : head),
    ...(image ? [{ property: 'og:image', content: new URL(image, origin).href }] : []),
    { tagName: 'link', rel: 'canonical', href: `${origin}/product/${encodeURIComponent(product._id)}` },
    // The dish's photo is the page's largest paint.
    ...(product.photo ? [photoPreload(product.photo, PRODUCT_PHOTO_SIZES)] : []),
  ];
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const restaurant = useRestaurant();
  // 'Loading product details...' while a dish is on its way: the root's PageOrProductLoading.
  if (!restaurant || loaderData.state === 'error') {
    return <ProductLoadError message={loaderData.state === 'error' ? loaderData.message : i18n.t('product:errorTitle')} />;
  }
  if (loaderData.state === 'notFound') return <ProductNotFound />;
  return <ProductPage product={loaderData.product} categoryNames={loaderData.categoryNames} restaurant={restaurant} />;
}
