import { describe, expect, it } from 'vitest';
import { MENU_ERRORS, type MenuData } from './api/load-menu.ts';
import { category, product, promotion } from './menu-test-fixtures.ts';
import { menuView, promoState } from './menu-view.ts';

const starters = category({ name: 'Starters' });
const soup = product({ name: 'Soup', categories: [starters._id] });
const ok = <T,>(data: T) => ({ ok: true as const, data });
const failed = (error: string) => ({ ok: false as const, error });

describe('menuView', () => {
  it('lists the sections when both calls succeed', () => {
    const view = menuView({ categories: ok([starters]), products: ok([soup]), promotions: null }, 'All dishes');
    expect(view.error).toBeNull();
    expect(view.sections.map((s) => s.category.name)).toEqual(['Starters']);
  });

  it('shows the categories error but still lists the dishes in one section', () => {
    const view = menuView({ categories: failed(MENU_ERRORS.categories), products: ok([soup]), promotions: null }, 'All dishes');
    expect(view.error).toBe('Failed to load categories.');
    expect(view.sections.map((s) => `${s.category.name}: ${s.products.length}`)).toEqual(['All dishes: 1']);
  });

  it('shows the products error and lists nothing', () => {
    const view = menuView({ categories: ok([starters]), products: failed(MENU_ERRORS.products), promotions: null }, 'All dishes');
    expect(view).toEqual({ sections: [], error: 'Failed to load products.', productsFailed: true });
  });

  it('shows the general error when both fail', () => {
    const data: MenuData = { categories: failed(MENU_ERRORS.categories), products: failed(MENU_ERRORS.products), promotions: null };
    expect(menuView(data, 'All dishes').error).toBe('An error occurred while fetching menu data.');
  });
});

describe('promoState', () => {
  const offer = promotion();
  const base = { categories: ok([starters]), products: ok([soup]) };

  it('finds the promotion named by ?promo=', () => {
    expect(promoState({ ...base, promotions: ok([offer]) }, offer._id)).toEqual({ kind: 'found', promotion: offer });
    expect(promoState({ ...base, promotions: null }, null)).toEqual({ kind: 'none' });
  });

  it('reports an unknown or expired offer, and a failed call', () => {
    expect(promoState({ ...base, promotions: ok([offer]) }, 'gone')).toEqual({ kind: 'missing' });
    expect(promoState({ ...base, promotions: failed(MENU_ERRORS.offers) }, offer._id)).toEqual({ kind: 'error', error: 'Could not load offers' });
  });
});
