import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { testRestaurant } from '../../lib/test-fixtures.ts';
import { RegisterPage } from './register-page.tsx';

registerCatalogues(import.meta.glob('../../i18n/*/auth.json', { eager: true, import: 'default' }));

function renderRegister() {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', children: [{ path: 'auth/register', element: <RegisterPage /> }] }],
    { initialEntries: ['/auth/register'], hydrationData: { loaderData: { root: { restaurant: testRestaurant() } } } },
  );
  render(<RouterProvider router={router} />);
}

describe('RegisterPage', () => {
  beforeEach(() => useSessionStore.setState({ isLoggedIn: false, user: null, accessToken: null, status: 'ready' }));
  afterEach(cleanup);

  it("says 'Passwords do not match' as soon as both are filled, while other fields are still empty", async () => {
    renderRegister();
    const password = screen.getByLabelText('Password', { exact: true });
    const confirm = screen.getByLabelText('Confirm password', { exact: true });
    await act(async () => {
      fireEvent.change(password, { target: { value: 'Secret#123' } });
      fireEvent.blur(password);
      fireEvent.change(confirm, { target: { value: 'Secret#124' } });
      fireEvent.blur(confirm);
    });
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(confirm.getAttribute('aria-invalid')).toBe('true');

    await act(async () => fireEvent.change(confirm, { target: { value: 'Secret#123' } }));
    await act(async () => fireEvent.blur(confirm));
    expect(screen.queryByText('Passwords do not match')).toBeNull();
  });
});
