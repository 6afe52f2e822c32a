import type { Favorite, Product } from '@platter/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { useFavoriteIdsStore } from '../../lib/favorites/favorite-store.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { json, sauces, stubApi, testProduct, testRestaurant, testUser, type ApiCall } from '../../lib/test-fixtures.ts';
import { FavoritesPage } from './favorites-page.tsx';

registerCatalogues(import.meta.glob('../../i18n/*/favorites.json', { eager: true, import: 'default' }));

const id = (n: number) => `0d9e8f7a-0000-4000-8000-00000000000${n}`;
const soup = testProduct({ _id: id(1), name: 'Soup of the Day', price: 6.5, description: 'Ask your server.', dietaryLabels: ['Vegetarian'] });
const burger = testProduct({ _id: id(2), name: 'The Golden Burger', price: 15.5, options: [sauces] });
const wellington = testProduct({ _id: id(3), name: 'Beef Wellington', price: 32, isAvailable: false });
const gamePie = testProduct({ _id: id(4), name: 'Seasonal Game Pie', price: 18, isActive: false });

const favorite = (product: Product): Favorite => ({ productId: product._id, addedAt: '2026-11-25T13:05:00.000Z', product });
const listOf = (...products: Product[]) => ({ data: { favorites: products.map(favorite) } });

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname}</p>;
}

function renderFavorites() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', Component: Outlet, children: [{ path: 'favorites', Component: FavoritesPage }, { path: '*', Component: Landed }] }],
    { initialEntries: ['/favorites'], hydrationData: { loaderData: { root: { restaurant: testRestaurant() } } } },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const card = (name: string) => screen.getAllByTestId('favorite-card').find((c) => within(c).queryByText(name))!;

describe('Favourites (/favorites)', () => {
  beforeEach(() => {
    useSessionStore.setState({ isLoggedIn: true, user: testUser(), accessToken: 'token-1', status: 'ready', leaving: false });
    useFavoriteIdsStore.setState({ owner: null, ids: new Set(), loadedAt: 0, wishes: new Map(), known: new Map() });
    useCartStore.getState().clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a skeleton, then each dish with its photo, price, labels and what can be done with it', async () => {
    const calls = stubApi(() => json(200, listOf(soup, burger, wellington, gamePie)));
    renderFavorites();
    expect(screen.getByTestId('favorites-skeleton')).toBeTruthy();
    expect(await screen.findByText('4 favourite dishes')).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /favorites']);
    expect(screen.getByRole('heading', { level: 1, name: 'Favourites' })).toBeTruthy();
    expect(screen.getByText('The dishes you love at The Golden Fork, ready to add to your next order.')).toBeTruthy();

    const first = card('Soup of the Day');
    expect(within(first).getByRole('link', { name: 'Soup of the Day' }).getAttribute('href')).toBe(`/product/${soup._id}`);
    expect(first.textContent).toContain('£6.50');
    expect(first.textContent).toContain('Ask your server.');
    expect(within(first).getByText('Vegetarian')).toBeTruthy();
    // WCAG 2.5.3: the visible text begins the accessible name.
    const add = within(first).getByRole('button', { name: 'Add to Cart: Soup of the Day' });
    expect(add.getAttribute('aria-label')).toContain(add.textContent ?? '-');
    // The photo keeps its place while it loads.
    // (Its picture, or the drawn placeholder: decorative beside the dish's name, so no role.)
    const photo = first.querySelector('img, [style*="aspect-ratio"]') as HTMLElement;
    expect(photo.style.aspectRatio).toBe('320 / 320');
    // Every heart is pressed: they are all favourites.
    expect(within(first).getByRole('button', { name: 'Remove Soup of the Day from favourites' }).getAttribute('aria-pressed')).toBe('true');

    // A required choice: chosen on the dish's page.
    const withChoice = card('The Golden Burger');
    expect(within(withChoice).queryByRole('button', { name: /Add to Cart/ })).toBeNull();
    expect(within(withChoice).getByRole('link', { name: 'Choose options for The Golden Burger' }).getAttribute('href')).toBe(`/product/${burger._id}`);

    // Sold out: says so, cannot be added, still a link to the dish.
    const soldOut = card('Beef Wellington');
    expect(within(soldOut).getByTestId('favorite-state').textContent).toBe('Currently unavailable');
    expect(within(soldOut).queryByRole('button', { name: /Add to Cart/ })).toBeNull();
    expect(within(soldOut).queryByRole('link', { name: /Choose options/ })).toBeNull();
    expect(within(soldOut).getByRole('link', { name: 'Beef Wellington' })).toBeTruthy();

    // Off the menu: says so, no link (its page is a 404), but it can still be removed.
    const withdrawn = card('Seasonal Game Pie');
    expect(within(withdrawn).getByTestId('favorite-state').textContent).toBe('No longer on the menu');
    expect(within(withdrawn).queryByRole('link')).toBeNull();
    expect(within(withdrawn).getByRole('button', { name: 'Remove Seasonal Game Pie from favourites' })).toBeTruthy();
  });

  it('adds a dish that needs no choice to the cart', async () => {
    stubApi(() => json(200, listOf(soup)));
    renderFavorites();
    const add = await screen.findByRole('button', { name: 'Add to Cart: Soup of the Day' });
    await act(async () => fireEvent.click(add));
    const { items, restaurantId } = useCartStore.getState();
    expect(restaurantId).toBe('8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e');
    expect(items.map((line) => [line.productId, line.quantity, line.price])).toEqual([[soup._id, 1, 6.5]]);
  });

  it('keeps an un-hearted dish on screen until the diner leaves, so one more tap keeps it', async () => {
    const calls = stubApi((call: ApiCall) => (call.method === 'GET' ? json(200, listOf(soup, wellington)) : new Response(null, { status: 204 })));
    renderFavorites();
    const remove = await screen.findByRole('button', { name: 'Remove Soup of the Day from favourites' });
    fireEvent.click(remove);
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(`DELETE /favorites/${soup._id}`));
    const faded = card('Soup of the Day');
    expect(within(faded).getByRole('status').textContent).toBe('Removed. Tap the heart to keep it.');
    fireEvent.click(within(faded).getByRole('button', { name: 'Add Soup of the Day to favourites' }));
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(`PUT /favorites/${soup._id}`));
    expect(within(card('Soup of the Day')).queryByRole('status')).toBeNull();
  });

  it("says 'No favourites yet' with a way to the menu", async () => {
    stubApi(() => json(200, listOf()));
    renderFavorites();
    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Browse the Menu/ }).getAttribute('href')).toBe('/menu');
  });

  it('says when the list cannot be loaded, and Try Again fetches it again', async () => {
    let fail = true;
    stubApi(() => (fail ? json(503, { message: 'Service unavailable.', code: 'SERVICE_UNAVAILABLE' }) : json(200, listOf(soup))));
    renderFavorites();
    expect(await screen.findByText('Could not load your favourites.')).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Try Again/ })));
    expect(await screen.findByText('1 favourite dish')).toBeTruthy();
  });

  it('shows the same error state, not a crash, when the answer breaks its contract, and logs it once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    // A dish without its price: the domain's favourites contract refuses it.
    stubApi(() => json(200, broken ? { data: { favorites: [{ ...favorite(soup), product: { ...soup, price: 'six' } }] } } : listOf(soup)));
    renderFavorites();
    expect(await screen.findByText('Could not load your favourites.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Try Again/ })));
    expect(await screen.findByText('Could not load your favourites.')).toBeTruthy();
    const mismatches = logged.mock.calls.filter(([line]) => String(line).startsWith('API answer of GET /favorites does not match its contract'));
    expect(mismatches.length).toBeLessThanOrEqual(1);
    broken = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Try Again/ })));
    expect(await screen.findByText('1 favourite dish')).toBeTruthy();
    logged.mockRestore();
  });
});
