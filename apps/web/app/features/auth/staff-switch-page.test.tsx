import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { json, stubApi, testRestaurant, testUser, type ApiCall } from '../../lib/test-fixtures.ts';
import { StaffSwitchPage } from './staff-switch-page.tsx';

registerCatalogues(import.meta.glob('../../i18n/*/{auth,staffSwitch}.json', { eager: true, import: 'default' }));

const CODE = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const owner = testUser({
  _id: '66666666-6666-4666-8666-666666666666',
  name: 'Margaret Hale',
  restaurantAffiliations: [{ restaurantId: '11111111-1111-4111-8111-111111111111', points: 0, role: 'Owner' }],
});

function renderSwitch(hash: string, answer: (call: ApiCall) => Response) {
  window.history.replaceState(null, '', `/staff/switch${hash}`);
  const calls = stubApi(answer);
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', children: [{ path: 'staff/switch', element: <StaffSwitchPage /> }, { path: 'staff', element: <p>the board</p> }] }],
    { initialEntries: ['/staff/switch'], hydrationData: { loaderData: { root: { restaurant: testRestaurant() } } } },
  );
  render(<RouterProvider router={router} />);
  return { calls, router };
}

beforeEach(() => useSessionStore.setState({ isLoggedIn: false, user: null, accessToken: null, status: 'ready' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StaffSwitchPage (/staff/switch#code=…, issue 41)', () => {
  it('spends the code once for a session here, takes it out of the address, and opens the board', async () => {
    const { calls } = renderSwitch(`#code=${CODE}`, () => json(200, { data: { accessToken: 'token-here', user: owner }, message: 'Login successful!' }));
    expect(await screen.findByText('the board')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: '/auth/handoff', body: { code: CODE } }]);
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: true, accessToken: 'token-here' });
    expect(window.location.hash).toBe('');
  });

  it('offers to sign in when the code is spent or expired', async () => {
    renderSwitch(`#code=${CODE}`, () =>
      json(404, { code: 'NOT_FOUND', message: 'This switch link is no longer valid. Open the restaurant again from the staff area you came from.' }),
    );
    expect(await screen.findByText('This link has expired')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('This switch link is no longer valid.');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login?redirect=%2Fstaff');
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
  });

  it('calls nothing without a code', async () => {
    const { calls } = renderSwitch('', () => json(500, {}));
    expect(await screen.findByText('This link has expired')).toBeTruthy();
    await waitFor(() => expect(calls).toEqual([]));
  });
});
