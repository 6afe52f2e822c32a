import type { TeamInvite, TeamMember } from '@platter/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleDialog, useDialogStore } from '../../lib/dialog.ts';
import { useSnackbarStore } from '../../lib/snackbar.ts';
import { json, stubApi, testRestaurant, type ApiCall } from '../../lib/test-fixtures.ts';
import { renderStaff, signedInAsStaff } from '../../staff-area/staff-test-fixtures.tsx';
import SettingsPage from '../../routes/staff-settings-page.tsx';
import TeamSection from './team-section.tsx';

/** The signed-in owner of the fixtures (testUser's id). */
const ME = '66666666-6666-4666-8666-666666666666';

function member(id: string, name: string, role: TeamMember['role'], overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    _id: id,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@golden-fork.example`,
    role,
    joinedAt: '2026-05-01T09:00:00.000Z',
    version: 1,
    updatedAt: '2026-05-01T09:00:00.000Z',
    updatedBy: null,
    ...overrides,
  };
}

const margaret = member(ME, 'Margaret Hale', 'Owner');
const tom = member('77777777-7777-4777-8777-777777777777', 'Tom Baker', 'Staff');
const waiting: TeamInvite = {
  _id: '88888888-8888-4888-8888-888888888888',
  email: 'sam@example.com',
  role: 'Staff',
  invitedBy: { _id: ME, name: 'Margaret Hale' },
  sentAt: '2026-06-01T10:00:00.000Z',
  expiresAt: '2026-06-08T10:00:00.000Z',
  isExpired: false,
};

/** GET /staff/team answers `team`; every other call goes to `other`. */
function stubTeam(team: { members: TeamMember[]; invites: TeamInvite[] }, other: (call: ApiCall) => Response | Promise<Response> = () => json(500, {})) {
  return stubApi((call) => (call.method === 'GET' && call.path === '/staff/team' ? json(200, { data: team }) : other(call)));
}

/** The settings page at /staff/settings (no section named), as `role`. */
function renderSettings(role: 'Owner' | 'Manager', at = '/staff/settings/team') {
  const restaurant = testRestaurant();
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', Component: Outlet, loader: () => ({ restaurant }), children: [{ path: 'staff/settings/:section?', element: <SettingsPage role={role} /> }] }],
    { initialEntries: [at], hydrationData: { loaderData: { root: { restaurant } } } },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const rowOf = async (name: string) => (await screen.findAllByTestId('team-member')).find((row) => row.textContent?.includes(name))!;

describe('The team section (/staff/settings/team, Owner)', () => {
  beforeEach(() => {
    signedInAsStaff('Owner');
    useSnackbarStore.setState({ current: null });
    useDialogStore.setState({ current: null });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the members with their roles and the invitations waiting; the only owner cannot be demoted or removed', async () => {
    stubTeam({ members: [margaret, tom], invites: [waiting] });
    renderStaff(<TeamSection role="Owner" />);
    const me = await rowOf('Margaret Hale');
    expect(me.textContent).toContain('You');
    expect(me.textContent).toContain('Joined 1 May 2026');
    expect(me.textContent).toContain('The only owner: make someone else an owner before changing this.');
    expect((within(me).getByLabelText('Role for Margaret Hale') as HTMLSelectElement).disabled).toBe(true);
    expect((within(me).getByRole('button', { name: 'Remove Margaret Hale from the team' }) as HTMLButtonElement).disabled).toBe(true);
    const waiter = await rowOf('Tom Baker');
    expect((within(waiter).getByLabelText('Role for Tom Baker') as HTMLSelectElement).value).toBe('Staff');
    expect((within(waiter).getByLabelText('Role for Tom Baker') as HTMLSelectElement).disabled).toBe(false);
    expect(screen.getByRole('heading', { name: /Members/ }).textContent).toContain('2 people');
    const invitation = screen.getByTestId('team-invitation');
    expect(invitation.textContent).toContain('sam@example.com');
    expect(invitation.textContent).toContain('Sent 1 Jun 2026 by Margaret Hale');
    expect(invitation.textContent).toContain('The link works until 8 Jun 2026.');
  });

  it('invites by e-mail with a role, and shows the invitation at once', async () => {
    const sent: TeamInvite = { ...waiting, _id: '99999999-9999-4999-8999-999999999999', email: 'new.cook@example.com', role: 'Manager' };
    const calls = stubTeam({ members: [margaret], invites: [] }, () => json(201, { data: { invite: sent }, message: 'Invitation sent to new.cook@example.com.' }));
    renderStaff(<TeamSection role="Owner" />);
    await screen.findByText(/No invitations waiting/);
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: ' New.Cook@Example.com ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Manager' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' })));
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/staff/team/invites', body: { email: 'new.cook@example.com', role: 'Manager' } });
    await vi.waitFor(() => expect(useSnackbarStore.getState().current?.message).toBe('Invitation sent to new.cook@example.com.'));
    expect((await screen.findByTestId('team-invitation')).textContent).toContain('new.cook@example.com');
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('');
  });

  it('puts a refusal beside the e-mail, and checks the address before sending', async () => {
    const calls = stubTeam({ members: [margaret, tom], invites: [] }, () =>
      json(409, { code: 'ALREADY_ON_TEAM', message: 'tom@golden-fork.example is already on the team.', errors: [{ field: 'email', message: 'tom@golden-fork.example is already on the team.' }] }),
    );
    renderStaff(<TeamSection role="Owner" />);
    await rowOf('Tom Baker');
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'not an address' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' })));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'tom@golden-fork.example' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' })));
    expect(await screen.findByText('tom@golden-fork.example is already on the team.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail address').getAttribute('aria-invalid')).toBe('true');
  });

  it('changes a role with the version it loaded; a stale change is said and the team fetched again', async () => {
    let answer = () => json(200, { data: { member: { ...tom, role: 'Manager', version: 2 } }, message: 'Tom Baker is now a Manager.' });
    const calls = stubTeam({ members: [margaret, tom], invites: [] }, () => answer());
    renderStaff(<TeamSection role="Owner" />);
    const select = within(await rowOf('Tom Baker')).getByLabelText('Role for Tom Baker');
    await act(async () => fireEvent.change(select, { target: { value: 'Manager' } }));
    expect(calls.at(-1)).toEqual({ method: 'PATCH', path: `/staff/team/members/${tom._id}`, body: { version: 1, role: 'Manager' } });
    await vi.waitFor(() => expect(useSnackbarStore.getState().current?.message).toBe('Tom Baker is now a Manager.'));
    expect((within(await rowOf('Tom Baker')).getByLabelText('Role for Tom Baker') as HTMLSelectElement).value).toBe('Manager');

    answer = () => json(409, { code: 'STALE_EDIT', message: 'Changed by Ann Other at 14:05. Reload to see their change.' });
    await act(async () => fireEvent.change(within(await rowOf('Tom Baker')).getByLabelText('Role for Tom Baker'), { target: { value: 'Staff' } }));
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)).toMatchObject({ body: { version: 2, role: 'Staff' } });
    await vi.waitFor(() => expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Changed by Ann Other at 14:05. Reload to see their change.', color: 'error' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.path === '/staff/team')).toHaveLength(2));
  });

  it('removes a member after confirming, and withdraws an invitation', async () => {
    const calls = stubTeam({ members: [margaret, tom], invites: [waiting] }, (call) =>
      json(200, { data: {}, message: call.path.includes('invites') ? 'The invitation to sam@example.com was withdrawn.' : 'Tom Baker was removed from the team.' }),
    );
    renderStaff(<TeamSection role="Owner" />);
    fireEvent.click(within(await rowOf('Tom Baker')).getByRole('button', { name: 'Remove Tom Baker from the team' }));
    await vi.waitFor(() => expect(useDialogStore.getState().current).toMatchObject({ title: 'Remove Tom Baker?', destructive: true }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await act(async () => settleDialog(true));
    await vi.waitFor(() => expect(calls.at(-1)).toEqual({ method: 'DELETE', path: `/staff/team/members/${tom._id}`, body: undefined }));
    await vi.waitFor(() => expect(screen.getAllByTestId('team-member')).toHaveLength(1));
    expect(useSnackbarStore.getState().current?.message).toBe('Tom Baker was removed from the team.');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw the invitation to sam@example.com' })));
    await vi.waitFor(() => expect(calls.at(-1)).toEqual({ method: 'DELETE', path: `/staff/team/invites/${waiting._id}`, body: undefined }));
    expect(await screen.findByText(/No invitations waiting/)).toBeTruthy();
  });

  it('asks before an owner makes themself a manager', async () => {
    const coOwner = member('55555555-5555-4555-8555-555555555555', 'Ann Other', 'Owner');
    const calls = stubTeam({ members: [coOwner, margaret], invites: [] });
    renderStaff(<TeamSection role="Owner" />);
    const select = within(await rowOf('Margaret Hale')).getByLabelText('Role for Margaret Hale');
    expect((select as HTMLSelectElement).disabled).toBe(false);
    await act(async () => fireEvent.change(select, { target: { value: 'Manager' } }));
    await vi.waitFor(() => expect(useDialogStore.getState().current?.title).toBe('Change your own role?'));
    await act(async () => settleDialog(false));
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('is a settings section for the Owner only: a Manager never sees it', async () => {
    stubTeam({ members: [margaret], invites: [] });
    const owners = renderSettings('Owner');
    await screen.findByTestId('team-section');
    expect(owners.state.location.pathname).toBe('/staff/settings/team');
    expect(screen.getByRole('link', { name: 'Team' }).getAttribute('href')).toBe('/staff/settings/team');
    cleanup();
    signedInAsStaff('Manager');
    const managers = renderSettings('Manager');
    // Asked for by address, the Manager is sent to a section of theirs instead.
    await waitFor(() => expect(managers.state.location.pathname).not.toBe('/staff/settings/team'));
    expect(screen.queryByRole('link', { name: 'Team' })).toBeNull();
    expect(screen.queryByTestId('team-section')).toBeNull();
  });
});
