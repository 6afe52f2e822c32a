import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { json, stubApi, testRestaurant, testUser } from '../../lib/test-fixtures.ts';
import { ProfilePage } from './profile-page.tsx';

registerCatalogues(import.meta.glob('../../i18n/*/profile.json', { eager: true, import: 'default' }));

const restaurant = testRestaurant();
const diner = testUser({ restaurantAffiliations: [{ restaurantId: restaurant._id, points: 29 } as never] });

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
    renderProfile([{ _id: 'r1', pointsCost: 100 }]);
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
