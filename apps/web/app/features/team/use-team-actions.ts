/**
 * The team's writes: invite (or send again), withdraw, change a role (with the version loaded),
 * remove. Each answer goes into the section's cache and is said in a snackbar; a refusal is said
 * too, and a 404 or 409 (someone else changed the team meanwhile) fetches the team again. A change
 * to one's own membership refreshes the session's account, so the staff area follows at once.
 */
import { STAFF_ROLES, type StaffRole, type TeamInvite, type TeamInviteBody, type TeamMember } from '@platter/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { getMe } from '../../lib/api/get-me.ts';
import { failureMessage, isSessionEnded } from '../../lib/form-errors.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { changeRole, removeMember, sendInvite, withdrawInvite, type Team } from './api.ts';
import { teamKeys } from '../../lib/api/query-keys.ts';

/** Owners first, then managers, then staff, each by name (as the API lists them). */
export function sortMembers(members: TeamMember[]): TeamMember[] {
  return [...members].sort((a, b) => STAFF_ROLES.indexOf(a.role) - STAFF_ROLES.indexOf(b.role) || a.name.localeCompare(b.name, 'en-GB'));
}

export function useTeamActions() {
  const { t } = useTranslation('staffTeam');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const myId = useSessionStore((state) => state.user?._id ?? null);

  const store = (update: (team: Team) => Team) => queryClient.setQueryData<Team>(teamKeys.team(), (team) => (team ? update(team) : team));
  const said = (message: string) => showSnackbar({ message, color: 'success', timeout: 3000 });
  const refused = (error: unknown) => {
    if (isSessionEnded(error)) return;
    showSnackbar({ message: failureMessage(error, { unreachable: t('saveFailed') }), color: 'error', multiline: true });
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 409)) void queryClient.invalidateQueries({ queryKey: teamKeys.team() });
  };
  const refreshMe = () => getMe().catch(() => undefined);

  const invite = useMutation({
    mutationFn: (body: TeamInviteBody) => sendInvite(body),
    onSuccess: ({ invite: sent, message }) => {
      store((team) => ({ ...team, invites: [sent, ...team.invites.filter((i) => i.email !== sent.email)] }));
      said(message);
    },
  });

  const withdraw = useMutation({
    mutationFn: (invitation: TeamInvite) => withdrawInvite(invitation._id),
    onSuccess: (message, invitation) => {
      store((team) => ({ ...team, invites: team.invites.filter((i) => i._id !== invitation._id) }));
      said(message);
    },
    onError: refused,
  });

  const setRole = useMutation({
    mutationFn: ({ member, role }: { member: TeamMember; role: StaffRole }) => changeRole(member, role),
    onSuccess: ({ member, message }) => {
      store((team) => ({ ...team, members: sortMembers(team.members.map((m) => (m._id === member._id ? member : m))) }));
      said(message);
      if (member._id === myId) void refreshMe();
    },
    onError: refused,
  });

  const remove = useMutation({
    mutationFn: (member: TeamMember) => removeMember(member),
    onSuccess: (message, member) => {
      store((team) => ({ ...team, members: team.members.filter((m) => m._id !== member._id) }));
      said(message);
      if (member._id === myId) void refreshMe().then(() => navigate('/'));
    },
    onError: refused,
  });

  return { invite, withdraw, setRole, remove, refused, myId };
}
