import type { InvitePreview } from '@platter/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { json, stubApi, testRestaurant, testUser, type ApiCall } from '../../lib/test-fixtures.ts';
import { JoinTeamPage } from './join-team-page.tsx';

registerCatalogues(import.meta.glob('../../i18n/*/{auth,staffTeam}.json', { eager: true, import: 'default' }));

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEF';
const invite = (overrides: Partial<InvitePreview> = {}): InvitePreview => ({
  restaurantName: 'The Golden Fork',
  email: 'sam@example.com',
  role: 'Staff',
  accountExists: false,
  expiresAt: '2026-06-09T13:00:00.000Z',
  ...overrides,
});
const sam = testUser({ _id: '77777777-7777-4777-8777-777777777777', name: 'Sam Waiter', email: 'sam@example.com', restaurantAffiliations: [{ restaurantId: '8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e', points: 0, role: 'Staff' }] });

function renderJoin(answer: (call: ApiCall) => Response) {
  const calls = stubApi(answer);
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', children: [{ path: 'join-team', element: <JoinTeamPage token={TOKEN} /> }, { path: '*', element: <p>elsewhere</p> }] }],
    { initialEntries: [`/join-team?token=${TOKEN}`], hydrationData: { loaderData: { root: { restaurant: testRestaurant() } } } },
  );
  render(<RouterProvider router={router} />);
  return { calls, router };
}

beforeEach(() => useSessionStore.setState({ isLoggedIn: false, user: null, accessToken: null, status: 'ready' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('JoinTeamPage (/join-team?token=…)', () => {
  it('a new person sets a name and a password, joins signed in, and lands on the board', async () => {
    const { calls, router } = renderJoin((call) =>
      call.path === '/team/invites/lookup'
        ? json(200, { data: { invite: invite() } })
        : json(201, { data: { user: sam, accessToken: 'token-new' }, message: 'Welcome to the team at The Golden Fork!' }),
    );
    await screen.findByRole('heading', { name: 'Join The Golden Fork' });
    expect(screen.getByText('You have been invited to the team as a member of staff.')).toBeTruthy();
    expect(screen.getByTestId('join-invite').textContent).toContain('sam@example.com');
    expect(calls[0]).toEqual({ method: 'POST', path: '/team/invites/lookup', body: { token: TOKEN } });

    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Sam Waiter' } });
    fireEvent.change(screen.getByLabelText('Choose a password', { exact: true }), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('Confirm password', { exact: true }), { target: { value: 'short' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Join the team' })));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(calls).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Choose a password', { exact: true }), { target: { value: 'Service#2027' } });
    fireEvent.change(screen.getByLabelText('Confirm password', { exact: true }), { target: { value: 'Service#2027' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Join the team' })));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/team/invites/accept', body: { token: TOKEN, name: 'Sam Waiter', password: 'Service#2027' } });
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: true, accessToken: 'token-new', user: { email: 'sam@example.com' } });
  });

  it('someone with an account is sent to sign in and back; signed in as the invited e-mail, one tap joins', async () => {
    renderJoin(() => json(200, { data: { invite: invite({ accountExists: true }) } }));
    await screen.findByText('You already have an account with sam@example.com. Sign in with it to join the team.');
    expect(screen.getByRole('link', { name: 'Sign in to join' }).getAttribute('href')).toBe(`/auth/login?redirect=${encodeURIComponent(`/join-team?token=${TOKEN}`)}`);
    expect(screen.queryByLabelText('Full name')).toBeNull();
    cleanup();

    useSessionStore.setState({ isLoggedIn: true, user: testUser({ email: 'sam@example.com' }), accessToken: 'token-1', status: 'ready' });
    const { calls, router } = renderJoin((call) =>
      call.path === '/team/invites/lookup'
        ? json(200, { data: { invite: invite({ accountExists: true, role: 'Manager' }) } })
        : json(200, { data: { user: sam, accessToken: null }, message: 'Welcome to the team at The Golden Fork!' }),
    );
    const join = await vi.waitFor(() => screen.getByRole('button', { name: 'Join as Manager' }));
    await act(async () => fireEvent.click(join));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/team/invites/accept', body: { token: TOKEN } });
    expect(useSessionStore.getState().user?.restaurantAffiliations).toEqual(sam.restaurantAffiliations);
  });

  it('tells someone signed in as another account, and explains a link that no longer works', async () => {
    useSessionStore.setState({ isLoggedIn: true, user: testUser({ email: 'rita@example.com' }), accessToken: 'token-1', status: 'ready' });
    renderJoin(() => json(200, { data: { invite: invite() } }));
    expect(await screen.findByText('You are signed in as rita@example.com, but this invitation is for sam@example.com.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out and continue' })).toBeTruthy();
    cleanup();

    const message = 'This invitation link is not valid any more: it may have expired or been used already. Ask the restaurant to send you a new one.';
    renderJoin(() => json(404, { code: 'NOT_FOUND', message }));
    await screen.findByRole('heading', { name: 'Invitation not valid' });
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});
