import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Profiler, useCallback } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { optionGroup, product } from './menu-test-fixtures.ts';
import { ProductCard, type AddProduct } from './product-card.tsx';

registerCatalogues(import.meta.glob('../../i18n/*/menu.json', { eager: true, import: 'default' }));

const restaurant = { restaurantId: '00000000-0000-4000-8000-000000000001', restaurantName: 'The Golden Fork', restaurantSlug: 'golden-fork' };

describe('ProductCard', () => {
  beforeEach(() => useCartStore.getState().clear());
  afterEach(cleanup);

  it('shows the name, description, price with the currency symbol and 2 decimals, and dietary chips', () => {
    const soup = product({ name: 'Soup of the Day', description: 'Ask your server.', price: 6.5, dietaryLabels: ['Vegetarian'] });
    render(
      <MemoryRouter>
        <ProductCard product={soup} currencySymbol="£" onAdd={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Soup of the Day' }).getAttribute('href')).toBe(`/product/${soup._id}`);
    expect(screen.getByText('Ask your server.')).toBeTruthy();
    expect(screen.getByText('£6.50')).toBeTruthy();
    expect(screen.getByText('Vegetarian')).toBeTruthy();
  });

  it('adds a dish without required choices straight from the card', async () => {
    const onAdd = vi.fn<AddProduct>().mockResolvedValue(true);
    const bread = product({ name: 'Garlic Bread', options: [optionGroup({ minSelections: 0 })] });
    render(
      <MemoryRouter>
        <ProductCard product={bread} currencySymbol="£" onAdd={onAdd} />
      </MemoryRouter>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add Garlic Bread to cart' })));
    expect(onAdd).toHaveBeenCalledWith(bread);
  });

  it('sends a dish with a required choice to its page', () => {
    const wings = product({ name: 'Chicken Wings', options: [optionGroup({ name: 'Heat', minSelections: 1 })] });
    render(
      <MemoryRouter>
        <ProductCard product={wings} currencySymbol="£" onAdd={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: /Add Chicken Wings to cart/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose options for Chicken Wings' }).getAttribute('href')).toBe(`/product/${wings._id}`);
    expect(screen.getByText('Customisable')).toBeTruthy();
  });

  it('marks an unavailable dish and offers no add button', () => {
    const wellington = product({ name: 'Beef Wellington', isAvailable: false });
    render(
      <MemoryRouter>
        <ProductCard product={wellington} currencySymbol="£" onAdd={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Unavailable')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /to cart/ })).toBeNull();
    // A sold-out dish can still be kept as a favourite.
    expect(screen.getByRole('button', { name: 'Add Beef Wellington to favourites' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('link', { name: /Choose options/ })).toBeNull();
  });

  it('re-renders only the card whose dish was added to the cart', () => {
    const dishes = [product({ name: 'Soup' }), product({ name: 'Wings' }), product({ name: 'Pie' })];
    const renders: Record<string, number> = {};
    function List() {
      const onAdd = useCallback<AddProduct>(async () => true, []);
      return (
        <ul>
          {dishes.map((dish) => (
            <li key={dish._id}>
              <Profiler id={dish.name} onRender={(id) => (renders[id] = (renders[id] ?? 0) + 1)}>
                <ProductCard product={dish} currencySymbol="£" onAdd={onAdd} />
              </Profiler>
            </li>
          ))}
        </ul>
      );
    }
    render(
      <MemoryRouter>
        <List />
      </MemoryRouter>,
    );
    for (const key of Object.keys(renders)) delete renders[key];
    act(() => {
      useCartStore.getState().add({ product: dishes[1]!, restaurant, selectedOptions: [], quantity: 2 });
    });
    expect(renders).toEqual({ Wings: 1 });
    expect(screen.getByText('2 in cart:')).toBeTruthy();
  });
});
