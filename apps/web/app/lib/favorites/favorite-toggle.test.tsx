import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../session-store.ts';
import { useSnackbarStore } from '../snackbar.ts';
import { json, stubApi, testUser, type ApiCall } from '../test-fixtures.ts';
import { rememberGuestFavorite, useFavoriteIdsStore } from './favorite-store.ts';
import { takeGuestFavorite } from './favorite-sync.ts';
import { FavoriteToggle } from './favorite-toggle.tsx';

const SOUP = { _id: '6f1c2a44-0000-4000-8000-000000000001', name: 'Soup of the Day' };
const PIE = { _id: '6f1c2a44-0000-4000-8000-000000000002', name: 'Steak & Ale Pie' };

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

function renderHearts(dishes = [SOUP, PIE]) {
  window.history.replaceState(null, '', '/menu?q=soup');
  const router = createMemoryRouter(
    [
      {
        path: '/menu',
        element: (
          <ul>
            {dishes.map((dish) => (
              <li key={dish._id}>
                <FavoriteToggle dish={dish} />
              </li>
            ))}
          </ul>
        ),
      },
      { path: '*', Component: Landed },
    ],
    { initialEntries: ['/menu?q=soup'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const heart = (name: string) => screen.getByRole('button', { name: new RegExp(`^(Add|Remove) ${name} (to|from) favourites$`) });
const pressed = (name: string) => heart(name).getAttribute('aria-pressed');
const snackbar = () => useSnackbarStore.getState().current?.message;
const sent = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);

function signIn() {
  useSessionStore.setState({ isLoggedIn: true, user: testUser(), accessToken: 'token-1', status: 'ready', leaving: false });
}

/** A deferred answer the test releases. */
function later() {
  let release: (response: Response) => void = () => {};
  const answer = new Promise<Response>((resolve) => (release = resolve));
  return { answer, release };
}

describe('FavoriteToggle', () => {
  beforeEach(() => {
    useFavoriteIdsStore.setState({ owner: null, ids: new Set(), loadedAt: 0, wishes: new Map(), known: new Map() });
    useSnackbarStore.setState({ current: null });
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSessionStore.setState({ isLoggedIn: false, user: null, accessToken: null, status: 'ready', leaving: false });
  });

  it("takes a guest to the login page with the page's full path, and remembers the dish; nothing is fetched", async () => {
    useSessionStore.setState({ isLoggedIn: false, user: null, accessToken: null, status: 'ready' });
    const calls = stubApi(() => json(500, {}));
    const router = renderHearts();
    expect(pressed('Soup of the Day')).toBe('false');
    expect(heart('Soup of the Day').getAttribute('aria-label')).toBe('Add Soup of the Day to favourites');
    await act(async () => fireEvent.click(heart('Soup of the Day')));
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/menu?q=soup');
    expect(calls).toEqual([]);
    expect(takeGuestFavorite()).toEqual(SOUP);
  });

  it("shows a signed-in diner's favourites pressed, and removes one at once, the server following", async () => {
    signIn();
    const calls = stubApi((call) => (call.method === 'GET' ? json(200, { data: { productIds: [PIE._id] } }) : new Response(null, { status: 204 })));
    renderHearts();
    await waitFor(() => expect(pressed('Steak & Ale Pie')).toBe('true'));
    expect(pressed('Soup of the Day')).toBe('false');
    expect(heart('Steak & Ale Pie').getAttribute('aria-label')).toBe('Remove Steak & Ale Pie from favourites');
    // One request for every heart on the page.
    expect(calls.filter((c) => c.path === '/favorites/ids')).toHaveLength(1);

    fireEvent.click(heart('Steak & Ale Pie'));
    await waitFor(() => expect(pressed('Steak & Ale Pie')).toBe('false'));
    fireEvent.click(heart('Soup of the Day'));
    await waitFor(() => expect(pressed('Soup of the Day')).toBe('true'));
    await waitFor(() => expect(sent(calls)).toEqual([`DELETE /favorites/${PIE._id}`, `PUT /favorites/${SOUP._id}`]));
    expect(snackbar()).toBeUndefined();
  });

  it('rolls the heart back with a snackbar when the server refuses', async () => {
    signIn();
    const put = later();
    stubApi((call) => (call.method === 'GET' ? json(200, { data: { productIds: [] } }) : put.answer));
    renderHearts();
    await waitFor(() => expect(useFavoriteIdsStore.getState().loadedAt).toBeGreaterThan(0));
    fireEvent.click(heart('Soup of the Day'));
    await waitFor(() => expect(pressed('Soup of the Day')).toBe('true'));
    await act(async () => put.release(json(503, { message: 'Down', code: 'SERVICE_UNAVAILABLE' })));
    await waitFor(() => expect(pressed('Soup of the Day')).toBe('false'));
    expect(snackbar()).toBe('Could not save Soup of the Day to your favourites. Please try again.');
    expect(useSnackbarStore.getState().current?.color).toBe('error');
  });

  it("says the server's words when the diner has as many favourites as they can keep", async () => {
    signIn();
    const tooMany = 'You can keep up to 200 favourites. Remove one to add another.';
    stubApi((call) => (call.method === 'GET' ? json(200, { data: { productIds: [] } }) : json(409, { message: tooMany, code: 'CONFLICT' })));
    renderHearts();
    await waitFor(() => expect(useFavoriteIdsStore.getState().loadedAt).toBeGreaterThan(0));
    fireEvent.click(heart('Soup of the Day'));
    await waitFor(() => expect(snackbar()).toBe(tooMany));
    expect(pressed('Soup of the Day')).toBe('false');
  });

  it('ends in the state of the last tap when the diner taps quickly, one request at a time', async () => {
    signIn();
    const put = later();
    const calls = stubApi((call) => {
      if (call.method === 'GET') return json(200, { data: { productIds: [] } });
      return call.method === 'PUT' ? put.answer : new Response(null, { status: 204 });
    });
    renderHearts();
    await waitFor(() => expect(useFavoriteIdsStore.getState().loadedAt).toBeGreaterThan(0));
    fireEvent.click(heart('Soup of the Day'));
    await waitFor(() => expect(sent(calls)).toEqual([`PUT /favorites/${SOUP._id}`]));
    fireEvent.click(heart('Soup of the Day'));
    fireEvent.click(heart('Soup of the Day'));
    fireEvent.click(heart('Soup of the Day'));
    await waitFor(() => expect(pressed('Soup of the Day')).toBe('false'));
    await act(async () => put.release(new Response(null, { status: 204 })));
    await waitFor(() => expect(sent(calls)).toEqual([`PUT /favorites/${SOUP._id}`, `DELETE /favorites/${SOUP._id}`]));
    expect(pressed('Soup of the Day')).toBe('false');
    expect(snackbar()).toBeUndefined();
  });

  it('keeps a tap made while the list is still on its way', async () => {
    signIn();
    const list = later();
    const calls = stubApi((call) => (call.method === 'GET' ? list.answer : new Response(null, { status: 204 })));
    renderHearts();
    await waitFor(() => expect(calls).toHaveLength(1));
    fireEvent.click(heart('Soup of the Day'));
    await act(async () => list.release(json(200, { data: { productIds: [PIE._id] } })));
    await waitFor(() => expect(sent(calls)).toEqual([`PUT /favorites/${SOUP._id}`]));
    expect(pressed('Soup of the Day')).toBe('true');
    expect(pressed('Steak & Ale Pie')).toBe('true');
  });

  it('saves the dish a guest tapped once they come back signed in, and says so', async () => {
    rememberGuestFavorite(SOUP);
    signIn();
    const calls = stubApi((call) => (call.method === 'GET' ? json(200, { data: { productIds: [] } }) : new Response(null, { status: 204 })));
    renderHearts();
    await waitFor(() => expect(pressed('Soup of the Day')).toBe('true'));
    await waitFor(() => expect(sent(calls)).toEqual([`PUT /favorites/${SOUP._id}`]));
    await waitFor(() => expect(snackbar()).toBe('Soup of the Day saved to your favourites.'));
    expect(takeGuestFavorite()).toBeNull();
  });

  it('forgets a guest tap after ten minutes', () => {
    rememberGuestFavorite(SOUP);
    expect(takeGuestFavorite(Date.now() + 11 * 60_000)).toBeNull();
    rememberGuestFavorite(PIE);
    expect(takeGuestFavorite(Date.now() + 60_000)).toEqual(PIE);
  });

  it("forgets a diner's hearts when they sign out", async () => {
    signIn();
    stubApi(() => json(200, { data: { productIds: [PIE._id] } }));
    renderHearts();
    await waitFor(() => expect(pressed('Steak & Ale Pie')).toBe('true'));
    act(() => useSessionStore.getState().logout());
    expect(pressed('Steak & Ale Pie')).toBe('false');
    expect(useFavoriteIdsStore.getState().owner).toBeNull();
  });
});
