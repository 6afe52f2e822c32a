import { describe, expect, it } from 'vitest';
import {
  allergenOptions,
  buildMenuSections,
  dietaryOptions,
  dishCount,
  filterSections,
  filtersFromSearchParams,
  foldText,
  hasActiveFilters,
  isFreeFrom,
  matchesDietary,
  matchesSearch,
  needsOptionChoice,
  NO_FILTERS,
  promotionProductIds,
  toggleLabel,
  withFilters,
} from './menu-filters.ts';
import { category, optionGroup, product, promotion } from './menu-test-fixtures.ts';

const names = (sections: ReturnType<typeof buildMenuSections>) =>
  sections.map((s) => `${s.category.name}: ${s.products.map((p) => p.name).join(', ')}`);

describe('search', () => {
  const bras = product({ name: 'Bacalhau à Brás', description: 'Shredded salt cod, straw potatoes and egg.' });
  const francesinha = product({ name: 'Francesinha', description: 'Porto’s famous sandwich with a spiced beer sauce.' });

  it('matches the name or the description, ignoring case', () => {
    expect(matchesSearch(bras, 'BACALHAU')).toBe(true);
    expect(matchesSearch(bras, 'straw')).toBe(true);
    expect(matchesSearch(bras, 'pizza')).toBe(false);
  });

  it('ignores accents on either side', () => {
    expect(matchesSearch(bras, 'bras')).toBe(true);
    expect(matchesSearch(bras, 'a bras')).toBe(true);
    expect(matchesSearch(product({ name: 'Creme brulee' }), 'crème brûlée')).toBe(true);
  });

  it('needs every word, in any order, across name and description', () => {
    expect(matchesSearch(bras, 'egg bacalhau')).toBe(true);
    expect(matchesSearch(bras, 'egg pizza')).toBe(false);
  });

  it('treats apostrophes as nothing and blank queries as no search', () => {
    expect(matchesSearch(francesinha, "porto's")).toBe(true);
    expect(matchesSearch(francesinha, 'portos')).toBe(true);
    expect(matchesSearch(francesinha, '   ')).toBe(true);
  });

  it('folds text to lower case without accents', () => {
    expect(foldText('  Pastéis  de   BACALHAU ')).toBe('pasteis de bacalhau');
  });
});

describe('dietary and allergen-free filters', () => {
  const curry = product({ name: 'Curry', dietaryLabels: ['Vegan', 'Gluten-Free', 'Spicy'], allergens: [] });
  const pizza = product({ name: 'Margherita', dietaryLabels: ['Vegetarian'], allergens: ['Gluten', 'Milk'] });

  it('keeps dishes carrying every chosen label, compared loosely', () => {
    expect(matchesDietary(curry, ['vegan'])).toBe(true);
    expect(matchesDietary(curry, ['Vegan', 'gluten free'])).toBe(true);
    expect(matchesDietary(pizza, ['Vegan'])).toBe(false);
    expect(matchesDietary(pizza, [])).toBe(true);
  });

  it('drops dishes containing any excluded allergen', () => {
    expect(isFreeFrom(pizza, ['Milk'])).toBe(false);
    expect(isFreeFrom(pizza, ['Nuts'])).toBe(true);
    expect(isFreeFrom(curry, ['Gluten', 'Milk'])).toBe(true);
    expect(isFreeFrom(pizza, ['gluten'])).toBe(false);
  });

  it('toggles labels in and out', () => {
    expect(toggleLabel([], 'Vegan')).toEqual(['Vegan']);
    expect(toggleLabel(['Vegan', 'Spicy'], 'vegan')).toEqual(['Spicy']);
  });
});

describe('the menu sections', () => {
  const starters = category({ name: 'Starters', displayOrder: 10 });
  const mains = category({ name: 'Mains', displayOrder: 20 });
  const hidden = category({ name: 'Secret', displayOrder: 5, isActive: false });
  const empty = category({ name: 'Sides', displayOrder: 30 });
  const soup = product({ name: 'Soup', categories: [starters._id], displayOrder: 2, description: 'Tomato and basil.' });
  const wings = product({ name: 'Wings', categories: [starters._id], displayOrder: 1, allergens: ['Milk'], dietaryLabels: ['Spicy'] });
  const pie = product({ name: 'Pie', categories: [mains._id], dietaryLabels: ['Vegetarian'], allergens: ['Gluten'] });
  const off = product({ name: 'Old Dish', categories: [mains._id], isActive: false });
  const secret = product({ name: 'Secret Dish', categories: [hidden._id] });
  const sections = buildMenuSections([mains, empty, starters, hidden], [soup, wings, pie, off, secret]);

  it('lists active categories with active dishes, in display order, hiding empty ones', () => {
    expect(names(sections)).toEqual(['Starters: Wings, Soup', 'Mains: Pie']);
  });

  it('keeps unavailable (but active) dishes on the menu', () => {
    const gone = product({ name: 'Sold Out', categories: [mains._id], isAvailable: false });
    expect(names(buildMenuSections([mains], [gone]))).toEqual(['Mains: Sold Out']);
  });

  it('hides a category once filters leave it empty', () => {
    expect(names(filterSections(sections, { ...NO_FILTERS, query: 'tomato' }))).toEqual(['Starters: Soup']);
    expect(names(filterSections(sections, { ...NO_FILTERS, dietary: ['Vegetarian'] }))).toEqual(['Mains: Pie']);
    expect(names(filterSections(sections, { ...NO_FILTERS, allergenFree: ['Milk', 'Gluten'] }))).toEqual(['Starters: Soup']);
    expect(filterSections(sections, { ...NO_FILTERS, query: 'nothing like this' })).toEqual([]);
  });

  it('narrows to a promotion’s dishes, then applies the filters', () => {
    const offer = promotion({ applicableProductIds: [soup._id, pie._id] });
    const ids = promotionProductIds(offer);
    expect(names(filterSections(sections, NO_FILTERS, ids))).toEqual(['Starters: Soup', 'Mains: Pie']);
    expect(names(filterSections(sections, { ...NO_FILTERS, query: 'pie' }, ids))).toEqual(['Mains: Pie']);
  });

  it('keeps the whole menu for an order-wide promotion', () => {
    expect(promotionProductIds(promotion({ applicableProductIds: [] }))).toBeNull();
    expect(promotionProductIds(null)).toBeNull();
  });

  it('keeps the same dish objects, so memoised cards do not re-render', () => {
    const filtered = filterSections(sections, { ...NO_FILTERS, query: 'soup' });
    expect(filtered[0]?.products[0]).toBe(soup);
  });

  it('counts a dish filed under two categories once', () => {
    const both = product({ name: 'Both', categories: [starters._id, mains._id] });
    const twice = buildMenuSections([starters, mains], [both]);
    expect(names(twice)).toEqual(['Starters: Both', 'Mains: Both']);
    expect(dishCount(twice)).toBe(1);
  });

  it('offers the labels and allergens on the menu as filters, plus any already chosen', () => {
    expect(dietaryOptions(sections)).toEqual(['Spicy', 'Vegetarian']);
    expect(allergenOptions(sections)).toEqual(['Gluten', 'Milk']);
    expect(dietaryOptions(sections, ['vegetarian', 'Halal'])).toEqual(['Halal', 'Spicy', 'Vegetarian']);
  });
});

describe('filters in the URL', () => {
  it('reads q, diet and free', () => {
    const filters = filtersFromSearchParams(new URLSearchParams('q=soup&diet=Vegan&diet=Gluten-Free&free=Milk&promo=abc'));
    expect(filters).toEqual({ query: 'soup', dietary: ['Vegan', 'Gluten-Free'], allergenFree: ['Milk'] });
    expect(hasActiveFilters(filters)).toBe(true);
    expect(hasActiveFilters(filtersFromSearchParams(new URLSearchParams('promo=abc&q=%20')))).toBe(false);
  });

  it('writes them back, keeping the promo', () => {
    const params = withFilters(new URLSearchParams('promo=abc&diet=Vegan'), { query: ' wings ', dietary: ['Spicy'], allergenFree: [] });
    expect(params.toString()).toBe('promo=abc&q=wings&diet=Spicy');
    expect(withFilters(params, { query: '' }).toString()).toBe('promo=abc&diet=Spicy');
  });
});

describe('adding from the card', () => {
  it('opens the dish when a group is required, adds straight away otherwise', () => {
    expect(needsOptionChoice(product({ options: [optionGroup({ minSelections: 1 })] }))).toBe(true);
    expect(needsOptionChoice(product({ options: [optionGroup({ minSelections: 0 })] }))).toBe(false);
    expect(needsOptionChoice(product())).toBe(false);
  });

  it('opens the dish when its default would add to the price, and never when its extras simply cost money', () => {
    const paidDefault = optionGroup({ name: 'Make It Cheesy', minSelections: 0 });
    paidDefault.values = paidDefault.values.map((v) => ({ ...v, isDefault: v.priceAdjustment > 0 }));
    expect(needsOptionChoice(product({ options: [paidDefault] }))).toBe(true);
    const paidExtras = optionGroup({ name: 'Make It Cheesy', minSelections: 0 });
    paidExtras.values = paidExtras.values.map((v) => ({ ...v, isDefault: false, priceAdjustment: 1 }));
    expect(needsOptionChoice(product({ options: [paidExtras] }))).toBe(false);
  });
});
