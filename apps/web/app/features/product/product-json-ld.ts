import type { Product, PublicRestaurant } from '@platter/domain';

/** schema.org Product with its Offer, so search engines show the dish with its price. */
export function productJsonLd(product: Product, restaurant: PublicRestaurant, origin: string, categoryNames: readonly (string | null)[]): Record<string, unknown> {
  const known = categoryNames.filter((name): name is string => !!name);
  const url = `${origin}/product/${encodeURIComponent(product._id)}`;
  const image = product.imageUrl ?? product.thumbnailUrl;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.description,
    image: image ? new URL(image, origin).href : undefined,
    url,
    category: known.length > 0 ? known.join(', ') : undefined,
    brand: { '@type': 'Brand', name: restaurant.name },
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: restaurant.currency.code,
      availability: product.isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Restaurant', '@id': `${origin}/#restaurant`, name: restaurant.name },
    },
  };
}
