import { EMPTY_CART, type PublicRestaurant } from '@platter/domain';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Outlet, createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { MENU_ERRORS, type MenuData } from './api/load-menu.ts';
import { MenuPage } from './menu-page.tsx';
import { category, optionGroup, product, promotion } from './menu-test-fixtures.ts';

registerCatalogues(import.meta.glob('../../i18n/*/menu.json', { eager: true, import: 'default' }));

// Only the fields the menu reads; the rest of the restaurant does not matter here.
const restaurant = {
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'The Golden Fork',
  slug: 'golden-fork',
  currency: { code: 'GBP', symbol: '£' },
} as unknown as PublicRestaurant;

const starters = category({ name: 'Starters', displayOrder: 10 });
const pizzas = category({ name: 'Pizzas', displayOrder: 20 });
const soup = product({ name: 'Soup of the Day', description: 'Tomato and basil.', price: 6.5, categories: [starters._id] });
const margherita = product({ name: 'Margherita', price: 11, categories: [pizzas._id], dietaryLabels: ['Vegetarian'], allergens: ['Gluten'] });
const pepperoni = product({ name: 'Pepperoni', price: 13.5, categories: [pizzas._id], allergens: ['Gluten'] });
const offer = promotion({ name: 'Pizza Tuesday', applicableProductIds: [margherita._id] });

const ok = <T,>(data: T) => ({ ok: true as const, data });
const menu = (overrides: Partial<MenuData> = {}): MenuData => ({
  categories: ok([starters, pizzas]),
  products: ok([soup, margherita, pepperoni]),
  promotions: null,
  ...overrides,
});

function show(data: MenuData, url = '/menu') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ restaurant, tenantError: null, origin: 'http://localhost', themeCookie: null, year: 2026, restaurantNow: null }),
      Component: () => <Outlet />,
      HydrateFallback: () => null,
      children: [
        { path: 'menu', Component: () => <MenuPage data={data} restaurant={restaurant} /> },
        { path: 'product/:id', Component: () => <p>Product page</p> },
      ],
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

const dishNames = () => screen.queryAllByTestId('menu-product').map((card) => within(card).getAllByRole('link')[0]!.textContent);

describe('MenuPage', () => {
  beforeEach(() => useCartStore.setState(EMPTY_CART));
  afterEach(cleanup);

  it('lists each category with its dishes and prices, and a chip per category', async () => {
    show(menu());
    expect(await screen.findByRole('heading', { name: 'Starters' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pizzas' })).toBeTruthy();
    expect(dishNames()).toEqual(['Soup of the Day', 'Margherita', 'Pepperoni']);
    expect(screen.getByText('£6.50')).toBeTruthy();
    const chips = within(screen.getByRole('navigation', { name: 'Menu categories' })).getAllByRole('link');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Starters', 'Pizzas']);
    expect(chips[0]!.getAttribute('aria-current')).toBe('true');
  });

  it('filters as the diner types, and offers a way back from no results', async () => {
    show(menu());
    const search = await screen.findByLabelText('Search the menu');
    await act(async () => fireEvent.change(search, { target: { value: 'tomato' } }));
    expect(dishNames()).toEqual(['Soup of the Day']);
    expect(screen.queryByRole('heading', { name: 'Pizzas' })).toBeNull();
    await act(async () => fireEvent.change(search, { target: { value: 'sushi' } }));
    expect(screen.getByRole('heading', { name: 'No dishes match' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' })));
    expect(dishNames()).toHaveLength(3);
  });

  it('applies dietary and allergen-free filters from the URL', async () => {
    show(menu(), '/menu?diet=Vegetarian');
    await screen.findByRole('heading', { name: 'Pizzas' });
    expect(dishNames()).toEqual(['Margherita']);
    cleanup();
    show(menu(), '/menu?free=Gluten');
    await screen.findByRole('heading', { name: 'Starters' });
    expect(dishNames()).toEqual(['Soup of the Day']);
  });

  it('narrows to the promotion’s dishes under its banner, with a way to the full menu', async () => {
    show(menu({ promotions: ok([offer]) }), `/menu?promo=${offer._id}`);
    const banner = await screen.findByRole('region', { name: 'Offer' });
    expect(within(banner).getByRole('heading', { name: 'Pizza Tuesday' })).toBeTruthy();
    expect(within(banner).getByText('20% OFF')).toBeTruthy();
    expect(dishNames()).toEqual(['Margherita']);
    expect(within(banner).getByRole('link', { name: 'Show full menu' }).getAttribute('href')).toBe('/menu');
  });

  it('says so when the offer is gone, and shows the full menu', async () => {
    show(menu({ promotions: ok([]) }), '/menu?promo=gone');
    expect(await screen.findByText('This offer is no longer available. Here is our full menu.')).toBeTruthy();
    expect(dishNames()).toHaveLength(3);
  });

  it('keeps the whole menu when the offers could not be loaded', async () => {
    show(menu({ promotions: { ok: false, error: MENU_ERRORS.offers } }), `/menu?promo=${offer._id}`);
    expect(await screen.findByText('Could not load offers')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dismiss' }).getAttribute('href')).toBe('/menu');
    expect(dishNames()).toHaveLength(3);
  });

  it('shows the spec’s error texts', async () => {
    show(menu({ products: { ok: false, error: MENU_ERRORS.products } }));
    expect(await screen.findByText('Failed to load products.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(dishNames()).toEqual([]);
    cleanup();
    show(menu({ categories: { ok: false, error: MENU_ERRORS.categories } }));
    expect(await screen.findByText('Failed to load categories.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'All dishes' })).toBeTruthy();
    cleanup();
    show(menu({ categories: { ok: false, error: MENU_ERRORS.categories }, products: { ok: false, error: MENU_ERRORS.products } }));
    expect(await screen.findByText('An error occurred while fetching menu data.')).toBeTruthy();
  });

  it('has an empty state when nothing is on the menu', async () => {
    show(menu({ products: ok([]) }));
    expect(await screen.findByRole('heading', { name: 'Our menu is being prepared' })).toBeTruthy();
  });

  it("'+' adds a dish at its listed price, never with an extra the diner did not choose", async () => {
    const cheesy = optionGroup({ name: 'Make It Cheesy', minSelections: 0, maxSelections: 1 });
    cheesy.values = [{ _id: '00000000-0000-4000-8000-00000000ab01', label: 'Add Mozzarella', priceAdjustment: 1, isDefault: false }];
    const garlicBread = product({ name: 'Garlic Bread', price: 4.75, categories: [starters._id], options: [cheesy] });
    show(menu({ products: ok([garlicBread]) }));
    const plus = await screen.findByRole('button', { name: 'Add Garlic Bread to cart' });
    await act(async () => fireEvent.click(plus));
    expect(useCartStore.getState().items).toMatchObject([{ name: 'Garlic Bread', quantity: 1, itemSubtotal: 4.75, selectedOptions: [] }]);
  });

  it("'+' opens the dish when its defaults would add to the price", async () => {
    const cheesy = optionGroup({ name: 'Make It Cheesy', minSelections: 0, maxSelections: 1 });
    cheesy.values = [{ _id: '00000000-0000-4000-8000-00000000ab02', label: 'Add Mozzarella', priceAdjustment: 1, isDefault: true }];
    const garlicBread = product({ name: 'Garlic Bread', price: 4.75, categories: [starters._id], options: [cheesy] });
    show(menu({ products: ok([garlicBread]) }));
    const plus = await screen.findByRole('link', { name: 'Choose options for Garlic Bread' });
    expect(screen.queryByRole('button', { name: 'Add Garlic Bread to cart' })).toBeNull();
    await act(async () => fireEvent.click(plus));
    expect(await screen.findByText('Product page')).toBeTruthy();
    expect(useCartStore.getState().items).toEqual([]);
  });
});
