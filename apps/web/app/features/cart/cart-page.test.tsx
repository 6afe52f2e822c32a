import { EMPTY_CART, type PublicPromotion } from '@platter/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { registerCatalogues } from '../../i18n/index.ts';
import { burger, chips, goldenForkCart, json, stubApi, testPromotion, testRestaurant } from '../../lib/test-fixtures.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { settleDialog, useDialogStore } from '../../lib/dialog.ts';
import { CartPage } from './cart-page.tsx';

registerCatalogues(import.meta.glob('../../i18n/*/cart.json', { eager: true, import: 'default' }));

const chipotle = { optionId: '5144eea7-e7bd-47c8-82d2-bb5d031a8390', valueId: 'd522fc05-efb6-4642-8498-dc3b1abbd8e1', optionName: 'Sauces', valueLabel: 'Chipotle Mayo', priceAdjustment: 0.5 };
const house = { optionId: '5144eea7-e7bd-47c8-82d2-bb5d031a8390', valueId: '17b86b02-0b2e-4e95-8703-4c9f36635570', optionName: 'Sauces', valueLabel: 'House Burger Sauce', priceAdjustment: 0 };
const dialog = () => useDialogStore.getState().current;

function renderCart(restaurant = testRestaurant()) {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', Component: Outlet, children: [{ path: 'cart', Component: CartPage }] }],
    { initialEntries: ['/cart'], hydrationData: { loaderData: { root: { restaurant } } } },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** GET /promotions/automatic answers these offers. */
function offersAre(offers: PublicPromotion[]) {
  stubApi((call) => (call.path.startsWith('/promotions/automatic') ? json(200, { data: { promotions: offers } }) : json(404, { message: 'Not found' })));
}

const promotion = testPromotion;
const freeDeliveryOver25 = promotion({ _id: '66666666-6666-4666-8666-666666666666', name: 'Free Delivery', type: 'FreeShipping', minOrderValue: 25 });

/** The shell's start-up: read the stored cart. */
async function rehydrate() {
  await act(async () => {
    await useCartStore.persist.rehydrate();
  });
}

function storeCart() {
  useCartStore.setState(EMPTY_CART);
  const { add } = useCartStore.getState();
  add({ product: burger, restaurant: goldenForkCart, selectedOptions: [house, chipotle], quantity: 2 });
  add({ product: chips, restaurant: goldenForkCart, selectedOptions: [], quantity: 1 });
}

describe('CartPage', () => {
  beforeEach(() => {
    localStorage.clear();
    useCartStore.setState(EMPTY_CART);
    useDialogStore.setState({ current: null });
    offersAre([]);
    // A guest whose session is known: requests go out at once.
    useSessionStore.setState({ isLoggedIn: false, user: null, accessToken: null, status: 'ready' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });


  it('renders a skeleton until the stored cart is read, then its lines', async () => {
    storeCart();
    renderCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Shopping Cart' })).toBeTruthy();
    // First test in this file: nothing has read the stored cart yet.
    expect(screen.getByTestId('cart-skeleton')).toBeTruthy();
    expect(screen.queryByText('Your cart is empty!')).toBeNull();
    await rehydrate();
    expect(screen.queryByTestId('cart-skeleton')).toBeNull();
    expect(screen.getByText('Items from: The Golden Fork')).toBeTruthy();
    const [burgerLine, chipsLine] = screen.getAllByTestId('cart-line');
    expect(within(burgerLine!).getByText('The Golden Burger')).toBeTruthy();
    expect(burgerLine!.textContent).toContain('Sauces: House Burger Sauce, Chipotle Mayo (+£0.50)');
    expect(within(burgerLine!).getByText('£16.00 each')).toBeTruthy();
    expect(within(burgerLine!).getByTestId('line-subtotal').textContent).toBe('£32.00');
    expect(within(chipsLine!).getByTestId('line-subtotal').textContent).toBe('£4.50');
    const summary = screen.getByTestId('order-summary');
    expect(summary.textContent).toContain('Subtotal£36.50');
    // Nothing taken off: no 'Discounts £0.00' line.
    expect(summary.textContent).not.toContain('Discounts');
    expect(summary.textContent).toContain('Delivery FeeCalculated at checkout');
    expect(summary.textContent).toContain('Estimated Total£36.50');
    expect(within(summary).getByRole('link', { name: /Proceed to Checkout/ }).getAttribute('href')).toBe('/checkout');
    expect(within(summary).getByRole('link', { name: /Continue Shopping/ }).getAttribute('href')).toBe('/menu');
  });

  it('says what a delivery still needs under the minimum order; without collection, checkout waits', async () => {
    storeCart();
    const minimum = (allowsCollection: boolean) => testRestaurant({ deliverySettings: { delivery: { fee: 2.5, allowsCollection, minimumOrder: 40 } } });
    renderCart(minimum(true));
    await rehydrate();
    const summary = screen.getByTestId('order-summary');
    expect(within(summary).getByTestId('cart-minimum').textContent).toBe('Add £3.50 more for delivery, or choose collection.');
    expect(within(summary).getByRole('link', { name: /Proceed to Checkout/ })).toBeTruthy();
    cleanup();
    renderCart(minimum(false));
    const deliveryOnly = screen.getByTestId('order-summary');
    expect(within(deliveryOnly).getByTestId('cart-minimum').textContent).toBe('Add £3.50 more for delivery.');
    expect((within(deliveryOnly).getByRole('button', { name: 'Proceed to Checkout' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows 'Your cart is empty!' with 'Browse Our Menu' when there is nothing in it", async () => {
    renderCart();
    await rehydrate();
    expect(screen.getByText('Your cart is empty!')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Browse Our Menu/ }).getAttribute('href')).toBe('/menu');
    expect(screen.queryByText(/Items from/)).toBeNull();
    // Nothing to sum up: no £0.00 summary and no disabled Proceed to Checkout / Clear Cart.
    expect(screen.queryByTestId('order-summary')).toBeNull();
    expect(screen.queryByText('£0.00')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear Cart' })).toBeNull();
  });

  it('gives each line one delete (the bin); minus stays a minus at quantity 1', async () => {
    storeCart();
    renderCart();
    await rehydrate();
    const chipsLine = screen.getAllByTestId('cart-line')[1]!;
    expect(within(chipsLine).getAllByRole('button', { name: /Remove/ })).toHaveLength(1);
    const minus = within(chipsLine).getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
    expect(minus.disabled).toBe(false);
    expect(minus.innerHTML).not.toBe(within(chipsLine).getByRole('button', { name: 'Remove Triple-Cooked Chips' }).innerHTML);
  });

  it('changes quantities with plus and minus; minus at 1 asks before removing', async () => {
    storeCart();
    renderCart();
    await rehydrate();
    const chipsLine = () => screen.getAllByTestId('cart-line')[1]!;
    fireEvent.click(within(chipsLine()).getByRole('button', { name: 'Increase quantity' }));
    expect(within(chipsLine()).getByTestId('line-subtotal').textContent).toBe('£9.00');
    fireEvent.click(within(chipsLine()).getByRole('button', { name: 'Decrease quantity' }));
    expect(useCartStore.getState().items[1]?.quantity).toBe(1);
    expect(dialog()).toBeNull();

    fireEvent.click(within(chipsLine()).getByRole('button', { name: 'Decrease quantity' }));
    expect(dialog()).toMatchObject({ title: 'Remove Item?', message: 'Remove Triple-Cooked Chips from your cart?', confirmText: 'Remove' });
    await act(async () => settleDialog(false));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);

    fireEvent.click(within(chipsLine()).getByRole('button', { name: 'Decrease quantity' }));
    await act(async () => settleDialog(true));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
  });

  it("asks before the bin removes a line ('Remove {name}')", async () => {
    storeCart();
    renderCart();
    await rehydrate();
    fireEvent.click(screen.getByRole('button', { name: 'Remove The Golden Burger' }));
    expect(dialog()?.message).toBe('Remove The Golden Burger from your cart?');
    await act(async () => settleDialog(true));
    expect(useCartStore.getState().items.map((l) => l.name)).toEqual(['Triple-Cooked Chips']);
  });

  it('asks before Clear Cart empties the cart', async () => {
    storeCart();
    renderCart();
    await rehydrate();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(dialog()).toMatchObject({ title: 'Clear Cart?', confirmText: 'Clear Cart' });
    await act(async () => settleDialog(true));
    expect(useCartStore.getState()).toMatchObject(EMPTY_CART);
    expect(screen.getByText('Your cart is empty!')).toBeTruthy();
    expect(screen.queryByTestId('order-summary')).toBeNull();
  });
  it('shows the offers that will apply by themselves, and what a bigger order would unlock', async () => {
    offersAre([freeDeliveryOver25, promotion({ _id: '77777777-7777-4777-8777-777777777777', name: 'Chips Deal', type: 'FixedAmountDiscountProduct', discountValue: 1, applicableProductIds: [chips._id] })]);
    storeCart();
    renderCart();
    await rehydrate();
    const summary = screen.getByTestId('order-summary');
    // £36.50: £1 off the chips, and delivery is free over £25.
    await waitFor(() => expect(screen.getByTestId('cart-discount').textContent).toBe('−£1.00'));
    expect(summary.textContent).toContain('Chips Deal');
    expect(screen.getByTestId('cart-delivery-fee').textContent).toContain('Free');
    expect(screen.getByTestId('cart-total').textContent).toBe('£35.50');
    expect(screen.queryByTestId('offer-shortfalls')).toBeNull();

    fireEvent.click(within(screen.getAllByTestId('cart-line')[0]!).getByRole('button', { name: 'Decrease quantity' }));
    // £20.50 now: £4.50 short of free delivery.
    expect(screen.getByTestId('offer-shortfalls').textContent).toBe('Add £4.50 more for free delivery');
    expect(screen.getByTestId('cart-delivery-fee').textContent).toBe('Calculated at checkout');
  });
});
