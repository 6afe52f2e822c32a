import { EMPTY_CART, type Product } from '@platter/domain';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { registerCatalogues } from '../../i18n/index.ts';
import { burger, chips, testOptionGroup, testProduct, testRestaurant } from '../../lib/test-fixtures.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { useSnackbarStore } from '../../lib/snackbar.ts';
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

const addOns = testOptionGroup({ _id: '3a3e000e-9ab0-4d4a-80f8-cb47ee7a0716', name: 'Add-ons', minSelections: 0, maxSelections: 3 }, [['502be7d3-f407-4aa5-8370-1a7cbbde2d14', 'Streaky Bacon', 1.5, false]]);
const portion = testOptionGroup({ _id: '4fbc038b-7832-4e02-870c-5cbb7ca8bc32', name: 'Portion', minSelections: 1, maxSelections: 1 }, [
  ['a9a5ed68-126d-431b-8e4c-bf62614158bb', 'Regular', 0, false],
  ['56ca0dfc-73e8-411d-859c-b14d0d99e3ad', 'Large', 1.5, true],
]);
// The Golden Fork's steak: a free required choice, and an optional sauce that always costs extra.
const cookedTo = testOptionGroup({ _id: 'e5a2f0ab-f5fe-4a92-8971-a5234295c0d2', name: 'Cooked To', minSelections: 1, maxSelections: 1 }, [
  ['df482a2b-3aef-4f3a-829f-df266aa04e72', 'Rare', 0, false],
  ['faf955e4-535a-41cd-8122-eacaee6b2000', 'Medium Rare', 0, true],
]);
const steakSauce = testOptionGroup({ _id: '38aca4fa-a2ac-4faf-831d-7120b7599b85', name: 'Sauce', minSelections: 0, maxSelections: 1 }, [
  ['ea96068e-6668-4d3c-8ac9-afd1f870652b', 'Peppercorn', 2, false],
  ['9ac65f20-dfd3-4b7c-8673-2d9d45b37588', 'Béarnaise', 2, false],
]);
const steak = testProduct({ _id: 'b9dd3d04-725a-4808-8d7c-d38da778830a', name: '28-Day Aged Sirloin Steak', price: 29, options: [cookedTo, steakSauce] });
const checked = (radio: HTMLElement) => (radio as HTMLInputElement).checked;

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

  it('labels groups: (Required), (Choose 1 to 2), (Choose up to 3); single choice preselects a free default', () => {
    const freePortion = { ...portion, values: portion.values.map((v) => ({ ...v, isDefault: v._id === 'a9a5ed68-126d-431b-8e4c-bf62614158bb' })) };
    renderProduct({ ...burger, options: [freePortion, burger.options[0]!, addOns] });
    const portionGroup = screen.getByRole('radiogroup', { name: 'Portion' });
    expect(checked(within(portionGroup).getByRole('radio', { name: /Regular/ }))).toBe(true);
    expect(within(portionGroup).queryByRole('radio', { name: 'None' })).toBeNull(); // required: no way to empty it
    const saucesGroup = screen.getByRole('group', { name: 'Sauces' });
    expect(within(saucesGroup).getByText('(Required)')).toBeTruthy();
    expect(within(saucesGroup).getByText('(Choose 1 to 2)')).toBeTruthy();
    expect((within(saucesGroup).getByRole('checkbox', { name: /House Burger Sauce/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(screen.getByRole('group', { name: 'Add-ons' })).getByText('(Choose up to 3)')).toBeTruthy();
    expect(total()).toBe('£15.50');
  });

  it('single choice without a default preselects the first value', () => {
    renderProduct({ ...chips, options: [{ ...portion, values: portion.values.map((v) => ({ ...v, isDefault: false })) }] });
    expect((screen.getByRole('radio', { name: /Regular/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('never preselects a required choice that costs extra: the diner chooses, Add to Cart waits', () => {
    renderProduct({ ...chips, options: [portion] }); // its default, Large, is +£1.50
    expect(screen.getAllByRole('radio').map(checked)).toEqual([false, false]);
    expect(total()).toBe('£4.50');
    expect(screen.getByText('Please select at least 1.')).toBeTruthy();
    expect(addButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Large/ }));
    expect(total()).toBe('£6.00');
    expect(addButton().disabled).toBe(false);
  });

  it("offers 'None' on an optional single choice, starts there, and 'None' clears a chosen extra", () => {
    renderProduct(steak);
    const sauce = screen.getByRole('radiogroup', { name: 'Sauce' });
    const none = within(sauce).getByRole('radio', { name: 'None' });
    expect(checked(none)).toBe(true);
    expect(within(sauce).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['None', 'Peppercorn+£2.00', 'Béarnaise+£2.00']);
    fireEvent.click(within(sauce).getByRole('radio', { name: /Peppercorn/ }));
    expect(checked(none)).toBe(false);
    expect(total()).toBe('£31.00');
    fireEvent.click(none);
    expect(checked(none)).toBe(true);
    expect(checked(within(sauce).getByRole('radio', { name: /Peppercorn/ }))).toBe(false);
    expect(total()).toBe('£29.00');
    expect(addButton().disabled).toBe(false);
  });

  it('totals the listed price on open when the optional extras cost money, and adds the dish without them', async () => {
    const friedEgg = { _id: '1c4fec5d-a2ba-4a27-8942-f4e18b0e0b62', label: 'Fried Egg on Top', priceAdjustment: 1, isDefault: false };
    const egg = { _id: 'e6561e65-9e14-4381-8451-b289494dba0b', name: 'Add an Egg', minSelections: 0, maxSelections: 1, values: [friedEgg] };
    renderProduct(testProduct({ _id: '14bd830a-6725-4f27-8e58-5c29df8a7aa0', name: 'Francesinha', price: 13.5, options: [egg, addOns] }));
    expect(screen.getAllByText('£13.50').length).toBeGreaterThan(0);
    expect(total()).toBe('£13.50');
    expect(checked(screen.getByRole('radio', { name: /Fried Egg on Top/ }))).toBe(false);
    expect(checked(screen.getByRole('checkbox', { name: /Streaky Bacon/ }))).toBe(false);
    await act(async () => fireEvent.click(addButton()));
    expect(useCartStore.getState().items).toMatchObject([{ productId: '14bd830a-6725-4f27-8e58-5c29df8a7aa0', itemSubtotal: 13.5, selectedOptions: [] }]);
  });

  it('keeps the free required default and no sauce: the steak goes in at £29.00', async () => {
    renderProduct(steak);
    expect(checked(screen.getByRole('radio', { name: 'Medium Rare' }))).toBe(true);
    expect(total()).toBe('£29.00');
    await act(async () => fireEvent.click(addButton()));
    expect(useCartStore.getState().items).toMatchObject([{ productId: 'b9dd3d04-725a-4808-8d7c-d38da778830a', itemSubtotal: 29, selectedOptions: [{ valueLabel: 'Medium Rare' }] }]);
    expect(useCartStore.getState().items[0]?.selectedOptions).toHaveLength(1);
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
      { productId: '11aaa7b0-947c-49fe-8d11-f89268ac0bc2', quantity: 2, itemSubtotal: 32, selectedOptions: [{ valueLabel: 'House Burger Sauce' }, { valueLabel: 'Chipotle Mayo' }] },
    ]);
    expect(useSnackbarStore.getState().current).toMatchObject({ message: 'The Golden Burger added to cart.', color: 'success' });
    expect(total()).toBe('£16.00');
  });

  it("reads 'Unavailable' and cannot be added when the product is not available", () => {
    renderProduct(testProduct({ _id: 'ba32d49a-402e-4050-803a-c95ddb64aa3b', name: 'Beef Wellington', price: 34, isAvailable: false }));
    expect(addButton().textContent).toBe('Unavailable');
    expect(addButton().disabled).toBe(true);
  });
});
