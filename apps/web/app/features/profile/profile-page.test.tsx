import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { json, stubApi, testPromotion, testRestaurant, testUser } from '../../lib/test-fixtures.ts';
import { AddressDialog } from './address-dialog.tsx';
import { ProfilePage } from './profile-page.tsx';

registerCatalogues(import.meta.glob('../../i18n/*/profile.json', { eager: true, import: 'default' }));

const restaurant = testRestaurant();
const diner = testUser({ restaurantAffiliations: [{ restaurantId: restaurant._id, points: 29, role: null }] });

function renderProfile(rewards: unknown[]) {
  useSessionStore.setState({ isLoggedIn: true, user: diner, accessToken: 'token-1', status: 'ready', leaving: false });
  const calls = stubApi((call) =>
    call.path === '/promotions/rewards'
      ? json(200, { data: { rewardsPromotions: rewards, points: 29 } })
      : call.path.startsWith('/users/me')
        ? json(200, { data: { user: diner } })
        : json(200, { data: {} }),
  );
  const router = createMemoryRouter([{ id: 'root', path: '/', children: [{ path: 'profile', Component: ProfilePage }] }], {
    initialEntries: ['/profile'],
    hydrationData: { loaderData: { root: { restaurant } } },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return calls;
}

describe('Profile: the points badge (issue 24, finding 21e)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the diner’s points where the restaurant has rewards to spend them on', async () => {
    renderProfile([{ ...testPromotion({ pointsCost: 100 }), isRedeemable: false, pointsNeeded: 71 }]);
    expect(await screen.findByText('29 points')).toBeTruthy();
  });

  it('shows no points at a restaurant without rewards (Tasca do Porto)', async () => {
    const calls = renderProfile([]);
    await screen.findAllByText(diner.email);
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/promotions/rewards')).toBe(true));
    // Let the (already answered) rewards call settle and the page redraw: still no badge.
    for (let turn = 0; turn < 3; turn++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('heading', { name: 'Personal Information' })).toBeTruthy();
    expect(screen.queryByText('29 points')).toBeNull();
  });
});

describe('Add Address: the first tap on Save counts (issue 40, item 11)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("holds the field's blur check while the tap that blurred it is pressed, so Save does not move; the tap then saves and every error shows", async () => {
    const calls = stubApi(() => json(200, { data: {} }));
    const router = createMemoryRouter(
      [{ id: 'root', path: '/', children: [{ path: 'profile', element: <AddressDialog open onOpenChange={() => undefined} address={null} makeDefault /> }] }],
      { initialEntries: ['/profile'], hydrationData: { loaderData: { root: { restaurant } } } },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const country = await screen.findByLabelText('Country');
    const save = screen.getByRole('button', { name: 'Save Address' });
    act(() => country.focus());
    fireEvent.change(country, { target: { value: '' } });
    // The press: focus moves to the button (the field's blur), the finger is still down.
    fireEvent.pointerDown(save);
    fireEvent.mouseDown(save);
    act(() => save.focus());
    for (let turn = 0; turn < 3; turn++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByText('Country is required.')).toBeNull();
    // The release lands on the button where it was: the form is sent and checks every field.
    fireEvent.pointerUp(save);
    fireEvent.mouseUp(save);
    fireEvent.click(save);
    expect(await screen.findByText('Street is required.')).toBeTruthy();
    expect(screen.getByText('Country is required.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
