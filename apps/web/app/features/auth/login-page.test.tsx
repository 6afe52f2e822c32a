import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { useSnackbarStore } from '../../lib/snackbar.ts';
import { testRestaurant, testUser } from '../../lib/test-fixtures.ts';
import { LoginPage } from './login-page.tsx';

registerCatalogues(import.meta.glob('../../i18n/*/auth.json', { eager: true, import: 'default' }));

// A whole diner, as the API answers one.
const user = testUser({ _id: '4b0f8a56-3f61-4c7a-9d43-1f0d2a6c9e11', name: 'Ada', email: 'ada@example.com', restaurantAffiliations: [] });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The login page under a root carrying The Golden Fork (`8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e`), as the app renders it. */
function renderAt(url: string, restaurant = testRestaurant()) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        children: [
          { path: 'auth/login', element: <LoginPage /> },
          { path: '*', element: <p>landed</p> },
        ],
      },
    ],
    { initialEntries: [url], hydrationData: { loaderData: { root: { restaurant } } } },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function signIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email', { exact: true }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: password } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
}

describe('LoginPage', () => {
  beforeEach(() => {
    useSnackbarStore.setState({ current: null });
    useSessionStore.setState({ isLoggedIn: false, user: null, accessToken: null, status: 'ready' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('signs in and goes to the redirect path', async () => {
    const fetch = vi.fn(async () => json(200, { data: { accessToken: 'token-1', user }, message: 'Login successful!' }));
    vi.stubGlobal('fetch', fetch);
    const router = renderAt('/auth/login?redirect=%2Forders%3Fpage%3D2');
    await signIn('ADA@example.com ', 'secret1');
    await vi.waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/orders?page=2'));
    expect(fetch).toHaveBeenCalledWith('/api/v1/auth/login', expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'ada@example.com', password: 'secret1' }) }));
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: true, accessToken: 'token-1' });
    expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Login successful!', color: 'success' });
  });

  it('ignores a redirect to another site and goes Home', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { data: { accessToken: 't', user } })));
    const router = renderAt('/auth/login?redirect=%2F%2Fevil.example');
    await signIn('ada@example.com', 'secret1');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows the server's message, and its field errors on the fields", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, { message: 'Please enter a valid email', code: 'VALIDATION_ERROR', errors: [{ field: 'email', message: 'Please enter a valid email' }] }),
      ),
    );
    renderAt('/auth/login');
    await signIn('ada@example.com', 'secret1');
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByLabelText('Email', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Please enter a valid email', color: 'error' });
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
  });

  it('says the login failed, or that an error occurred when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { message: 'Login failed. Please check your credentials.', code: 'UNAUTHORIZED' })));
    renderAt('/auth/login');
    await signIn('ada@example.com', 'wrong-one');
    await vi.waitFor(() => expect(useSnackbarStore.getState().current?.message).toBe('Login failed. Please check your credentials.'));

    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
    await vi.waitFor(() => expect(useSnackbarStore.getState().current?.message).toBe('An error occurred during login. Please try again.'));
  });

  it("says 'Login failed. Please try again.' for a refusal that carries no message of the server's (spec 8, login page fallback)", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { code: 'UNAUTHORIZED' })));
    renderAt('/auth/login');
    await signIn('ada@example.com', 'wrong-one');
    await vi.waitFor(() => expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Login failed. Please try again.', color: 'error' }));
  });

  it("lands the restaurant's staff on the order board, unless the redirect says otherwise", async () => {
    const owner = { ...user, restaurantAffiliations: [{ restaurantId: '8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e', points: 0, role: 'Owner' }] };
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { data: { accessToken: 'token-1', user: owner } })));
    const router = renderAt('/auth/login');
    await signIn('owner@golden-fork.example', 'secret1');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
    cleanup();
    useSessionStore.setState({ isLoggedIn: false, user: null, accessToken: null, status: 'ready' });
    const redirected = renderAt('/auth/login?redirect=%2Fmenu');
    await signIn('owner@golden-fork.example', 'secret1');
    await vi.waitFor(() => expect(redirected.state.location.pathname).toBe('/menu'));
  });

  it('sends staff of another restaurant Home, like any diner here', async () => {
    const elsewhere = { ...user, restaurantAffiliations: [{ restaurantId: '671dbfde-2c3d-45d6-86a0-74dc70d72644', points: 0, role: 'Owner' }, { restaurantId: '8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e', points: 150, role: null }] };
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { data: { accessToken: 'token-1', user: elsewhere } })));
    const router = renderAt('/auth/login');
    await signIn('ada@example.com', 'secret1');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a diner who is already signed in Home', async () => {
    useSessionStore.setState({ isLoggedIn: true, user: user as never, accessToken: 't', status: 'ready' });
    const router = renderAt('/auth/login?redirect=%2Fprofile');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('offers no social sign-in, and no divider, when the deployment has configured none', () => {
    renderAt('/auth/login', testRestaurant({ signInProviders: [] }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Google' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Facebook' })).toBeNull();
    expect(screen.queryByText('or continue with')).toBeNull();
  });

  it('shows only the configured providers', () => {
    renderAt('/auth/login', testRestaurant({ signInProviders: ['facebook'] }));
    expect(screen.getByText('or continue with')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Google' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Facebook' })).toBeTruthy();
  });

  it('a configured Google or Facebook button says the sign-in itself is not built yet', () => {
    renderAt('/auth/login', testRestaurant({ signInProviders: ['google', 'facebook'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Google' }));
    expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Google Sign-In is not implemented yet.', color: 'error' });
    fireEvent.click(screen.getByRole('button', { name: 'Facebook' }));
    expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Facebook Sign-In is not implemented yet.', color: 'error' });
  });
});
