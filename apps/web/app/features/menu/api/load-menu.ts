import { categoriesResponse, type Category, promotionsResponse, type PublicPromotion } from '@platter/domain';
import type { ApiClient } from '../../../lib/api-client.ts';
import { getMenuProducts } from '../../../lib/api/get-menu-products.ts';
import { menuCard, type MenuCardProduct } from '../menu-card.ts';

/** The spec's texts for a menu that failed to load (section 8). */
export const MENU_ERRORS = {
  categories: 'Failed to load categories.',
  products: 'Failed to load products.',
  menu: 'An error occurred while fetching menu data.',
  offers: 'Could not load offers',
} as const;

/** One call's data, or the text shown in its place; calls fail independently. */
export type Loaded<T> = { ok: true; data: T } | { ok: false; error: string };

export interface MenuData {
  categories: Loaded<Category[]>;
  /** Slimmed to what the page reads (`menuCard`): this is serialised into the page for hydration. */
  products: Loaded<MenuCardProduct[]>;
  /** Only fetched for `?promo=`; null otherwise. */
  promotions: Loaded<PublicPromotion[]> | null;
}

export const PUBLIC_PROMOTIONS_PATH = '/promotions/public?isValidNow=true&displayToCustomers=true';

async function attempt<T>(work: Promise<T>, error: string): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await work };
  } catch {
    return { ok: false, error };
  }
}

/** Categories, products and (for a promo link) the public promotions, fetched in parallel. */
export async function loadMenu(api: ApiClient, options: { promoId: string | null }): Promise<MenuData> {
  const [categories, products, promotions] = await Promise.all([
    attempt(
      api.get('/categories', categoriesResponse, MENU_ERRORS.categories).then((r) => r.data.categories),
      MENU_ERRORS.categories,
    ),
    attempt(getMenuProducts(api, MENU_ERRORS.products).then((products) => products.map(menuCard)), MENU_ERRORS.products),
    options.promoId
      ? attempt(api.get(PUBLIC_PROMOTIONS_PATH, promotionsResponse, MENU_ERRORS.offers).then((r) => r.data.promotions), MENU_ERRORS.offers)
      : Promise.resolve(null),
  ]);
  return { categories, products, promotions };
}

/** What the page shows when the menu could not be fetched at all (e.g. the connection dropped). */
export function failedMenu(): MenuData {
  return {
    categories: { ok: false, error: MENU_ERRORS.menu },
    products: { ok: false, error: MENU_ERRORS.menu },
    promotions: null,
  };
}
