import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { act } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../lib/session-store.ts';
import { testRestaurant, testUser } from '../lib/test-fixtures.ts';
import StaffLayout from './staff-layout.tsx';

vi.mock('../staff-area/staff-area.tsx', () => ({
  default: ({ role, children }: { role: string; children: ReactNode }) => (
    <div data-testid="staff-area" data-role={role}>
      {children}
    </div>
  ),
}));

function renderStaffPage(path = '/staff') {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        Component: Outlet,
        children: [
          { Component: StaffLayout, children: [{ path: 'staff', element: <p>the board</p> }] },
          { path: 'auth/login', element: <p>login</p> },
        ],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: { restaurant: testRestaurant() } } } },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const signIn = (role: 'Owner' | 'Staff' | null) =>
  useSessionStore.setState({
    isLoggedIn: true,
    user: testUser({ restaurantAffiliations: [{ restaurantId: '8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e', points: 150, role }] }),
    accessToken: 't',
    status: 'ready',
    leaving: false,
  });

describe('The staff area guard', () => {
  afterEach(cleanup);

  it('opens the staff area for staff of this restaurant', async () => {
    signIn('Staff');
    renderStaffPage();
    expect((await screen.findByTestId('staff-area')).dataset.role).toBe('Staff');
    expect(screen.getByText('the board')).toBeTruthy();
  });

  it('gives a diner (points, no role) and a guest the 404 page', async () => {
    signIn(null);
    renderStaffPage();
    expect(await screen.findByText("Oops! The page you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.queryByTestId('staff-area')).toBeNull();
    cleanup();
    useSessionStore.setState({ isLoggedIn: false, user: null, accessToken: null, status: 'ready', leaving: false });
    renderStaffPage();
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('waits for the session before deciding', () => {
    useSessionStore.setState({ isLoggedIn: true, user: null, accessToken: null, status: 'restoring', leaving: false });
    renderStaffPage();
    expect(screen.getByTestId('staff-skeleton')).toBeTruthy();
  });

  it('sends staff whose session ends to sign in again, back to where they were', async () => {
    signIn('Owner');
    const router = renderStaffPage();
    await screen.findByTestId('staff-area');
    await act(async () => useSessionStore.getState().logout());
    await vi.waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/auth/login?redirect=%2Fstaff'));
  });
});
