import type { PublicPromotion } from '@platter/domain';
import { MENU_ERRORS, type MenuData } from './api/load-menu.ts';
import { buildMenuSections, type MenuSection } from './menu-filters.ts';

/** What `?promo=` resolved to. */
export type PromoState =
  | { kind: 'none' }
  | { kind: 'found'; promotion: PublicPromotion }
  /** Not (or no longer) a valid public promotion: the whole menu is shown with a note. */
  | { kind: 'missing' }
  | { kind: 'error'; error: string };

export interface MenuView {
  sections: MenuSection[];
  /** The error alert's text, or null. */
  error: string | null;
  /** True when the dishes themselves could not be loaded (nothing to list). */
  productsFailed: boolean;
}

export const ALL_DISHES_SECTION_ID = 'all';

/**
 * The menu the page lists. Categories failing still lists the dishes (in one section named
 * `allDishesLabel`) under the categories' error; products failing lists nothing.
 */
export function menuView(data: MenuData, allDishesLabel: string): MenuView {
  const { categories, products } = data;
  if (!products.ok && !categories.ok) {
    const error = products.error === categories.error ? products.error : MENU_ERRORS.menu;
    return { sections: [], error, productsFailed: true };
  }
  if (!products.ok) return { sections: [], error: products.error, productsFailed: true };
  if (!categories.ok) {
    const active = products.data.filter((product) => product.isActive).sort((a, b) => a.displayOrder - b.displayOrder);
    const sections = active.length
      ? [{ category: { _id: ALL_DISHES_SECTION_ID, name: allDishesLabel, description: '' }, products: active }]
      : [];
    return { sections, error: categories.error, productsFailed: false };
  }
  return { sections: buildMenuSections(categories.data, products.data), error: null, productsFailed: false };
}

export function promoState(data: MenuData, promoId: string | null): PromoState {
  if (!promoId) return { kind: 'none' };
  if (!data.promotions) return { kind: 'missing' };
  if (!data.promotions.ok) return { kind: 'error', error: data.promotions.error };
  const promotion = data.promotions.data.find((p) => p._id === promoId);
  return promotion ? { kind: 'found', promotion } : { kind: 'missing' };
}
