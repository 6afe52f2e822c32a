import { type Highlight, highlightsResponse, type Product, promotionsResponse, type PublicPromotion } from '@platter/domain';
import type { ApiClient } from '../../../lib/api-client.ts';
import { getMenuProducts } from '../../../lib/api/get-menu-products.ts';

/** One section's data, or the error text it shows; sections fail independently. */
export type SectionResult<T> = { ok: true; data: T } | { ok: false; error: string };

/** What a Chef's Special card needs (keeps the page's serialised data small). */
export type SpecialItem = Pick<Product, '_id' | 'name' | 'price' | 'imageUrl' | 'thumbnailUrl' | 'photo'>;

export interface HomeData {
  highlights: SectionResult<Highlight[]>;
  promotions: SectionResult<PublicPromotion[]>;
  specials: SectionResult<SpecialItem[]>;
  /** The restaurant has a full About page: only then does the teaser link 'Our Full Story' to it. */
  hasFullStory?: boolean;
  /** The SVG path of each of the about teaser's paragraph icons, resolved on the server (the icon set stays there). */
  teaserIconPaths?: string[];
}

async function section<T>(work: Promise<T>): Promise<SectionResult<T>> {
  try {
    return { ok: true, data: await work };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : 'An error occurred' };
  }
}

/** Spec: featured means both featured and available. */
export function chefsSpecials(products: readonly Product[]): SpecialItem[] {
  return products
    .filter((product) => product.isFeatured && product.isAvailable)
    .map(({ _id, name, price, imageUrl, thumbnailUrl, photo }) => ({ _id, name, price, imageUrl, thumbnailUrl, photo }));
}

/** Highlights, public promotions and the menu's featured dishes, fetched in parallel. */
export async function loadHome(api: ApiClient): Promise<HomeData> {
  const [highlights, promotions, specials] = await Promise.all([
    section(api.get('/highlights/public', highlightsResponse, 'Failed to load Highlights.').then((r) => r.data.highlights)),
    section(
      api
        .get('/promotions/public?isValidNow=true&displayToCustomers=true', promotionsResponse, 'Could not load offers')
        .then((r) => r.data.promotions),
    ),
    section(
      getMenuProducts(api, 'Failed to load products.').then(chefsSpecials),
    ),
  ]);
  return { highlights, promotions, specials };
}
