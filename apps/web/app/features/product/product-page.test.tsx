import { EMPTY_CART, type Product } from '@platter/domain';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { registerCatalogues } from '../../i18n/index.ts';
import { burger, chips, testProduct, testRestaurant } from '../../lib/cart-test-fixtures.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { useSnackbarStore } from '../../shell/snackbar.tsx';
import { ProductPage } from './product-page.tsx';

registerCatalogues(import.meta.glob('../../i18n/*/product.json', { eager: true, import: 'default' }));

const restaurant = testRestaurant();

function renderProduct(product: Product, categoryNames: (string | null)[] = ['Burgers']) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        Component: Outlet,
        children: [{ path: 'product/:id', Component: () => <ProductPage product={product} categoryNames={categoryNames} restaurant={restaurant} /> }],
      },
    ],
    { initialEntries: [`/product/${product._id}`], hydrationData: { loaderData: { root: { restaurant } } } },
  );
  return render(<RouterProvider router={router} />);
}

const addButton = () => screen.getByRole('button', { name: /Add to Cart|Unavailable/ }) as HTMLButtonElement;
const total = () => screen.getByTestId('product-total').textContent;

const addOns = {
  _id: 'g-add',
  name: 'Add-ons',
  minSelections: 0,
  maxSelections: 3,
  values: [{ _id: 'v-bacon', label: 'Streaky Bacon', priceAdjustment: 1.5, isDefault: false }],
};
const portion = {
  _id: 'g-portion',
  name: 'Portion',
  minSelections: 1,
  maxSelections: 1,
  values: [
    { _id: 'v-regular', label: 'Regular', priceAdjustment: 0, isDefault: false },
    { _id: 'v-large', label: 'Large', priceAdjustment: 1.5, isDefault: true },
  ],
};

describe('ProductPage', () => {
  beforeEach(() => {
    localStorage.clear();
    useCartStore.setState(EMPTY_CART);
    useSnackbarStore.setState({ current: null });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the name, price, category chips, description, allergens and dietary labels', () => {
    renderProduct({ ...burger, description: 'Two patties.', allergens: ['Gluten', 'Milk'], dietaryLabels: ['Spicy'] }, ['Burgers', null]);
    expect(screen.getByRole('heading', { level: 1, name: 'The Golden Burger' })).toBeTruthy();
    expect(screen.getAllByText('£15.50').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Burgers',
      'Unknown Category',
    ]);
    expect(screen.getByText('Two patties.')).toBeTruthy();
    expect(screen.getByText('Gluten')).toBeTruthy();
    expect(screen.getByText('Spicy')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Menu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Check your Cart/ }).getAttribute('href')).toBe('/cart');
  });

  it('labels groups: (Required), (Choose 1 to 2), (Choose up to 3); single choice preselects the default', () => {
    renderProduct({ ...burger, options: [portion, burger.options[0]!, addOns] });
    const portionGroup = screen.getByRole('radiogroup', { name: 'Portion' });
    expect((within(portionGroup).getByRole('radio', { name: /Large/ }) as HTMLInputElement).checked).toBe(true);
    const saucesGroup = screen.getByRole('group', { name: 'Sauces' });
    expect(within(saucesGroup).getByText('(Required)')).toBeTruthy();
    expect(within(saucesGroup).getByText('(Choose 1 to 2)')).toBeTruthy();
    expect((within(saucesGroup).getByRole('checkbox', { name: /House Burger Sauce/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(screen.getByRole('group', { name: 'Add-ons' })).getByText('(Choose up to 3)')).toBeTruthy();
    expect(total()).toBe('£17.00');
  });

  it('single choice without a default preselects the first value', () => {
    renderProduct({ ...chips, options: [{ ...portion, values: portion.values.map((v) => ({ ...v, isDefault: false })) }] });
    expect((screen.getByRole('radio', { name: /Regular/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('warns for 2 s when choosing beyond the maximum, keeping the earlier choices', async () => {
    vi.useFakeTimers();
    renderProduct(burger);
    fireEvent.click(screen.getByRole('checkbox', { name: /Ketchup/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Smoky BBQ/ }));
    expect(screen.getByText('You can select up to 2 sauces.')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /Smoky BBQ/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: /Ketchup/ }) as HTMLInputElement).checked).toBe(true);
    await act(async () => vi.advanceTimersByTime(1999));
    expect(screen.queryByText('You can select up to 2 sauces.')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByText('You can select up to 2 sauces.')).toBeNull();
  });

  it("disables Add to Cart while a minimum is unmet, with 'Please select at least {min}.'", () => {
    renderProduct(burger);
    fireEvent.click(screen.getByRole('checkbox', { name: /House Burger Sauce/ }));
    expect(screen.getByText('Please select at least 1.')).toBeTruthy();
    expect(addButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Chipotle Mayo/ }));
    expect(screen.queryByText('Please select at least 1.')).toBeNull();
    expect(addButton().disabled).toBe(false);
  });

  it('updates the total live with options and quantity; quantity never goes below 1', () => {
    renderProduct(burger);
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
    expect(decrease.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Chipotle Mayo/ }));
    expect(total()).toBe('£16.00');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(total()).toBe('£48.00');
    fireEvent.click(decrease);
    expect(total()).toBe('£32.00');
  });

  it("adds the chosen line to the cart and says '{product} added to cart.'", async () => {
    renderProduct(burger);
    fireEvent.click(screen.getByRole('checkbox', { name: /Chipotle Mayo/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await act(async () => fireEvent.click(addButton()));
    expect(useCartStore.getState().items).toMatchObject([
      { productId: 'p-burger', quantity: 2, itemSubtotal: 32, selectedOptions: [{ valueLabel: 'House Burger Sauce' }, { valueLabel: 'Chipotle Mayo' }] },
    ]);
    expect(useSnackbarStore.getState().current).toMatchObject({ message: 'The Golden Burger added to cart.', color: 'success' });
    expect(total()).toBe('£16.00');
  });

  it("reads 'Unavailable' and cannot be added when the product is not available", () => {
    renderProduct(testProduct({ _id: 'p-well', name: 'Beef Wellington', price: 34, isAvailable: false }));
    expect(addButton().textContent).toBe('Unavailable');
    expect(addButton().disabled).toBe(true);
  });
});
