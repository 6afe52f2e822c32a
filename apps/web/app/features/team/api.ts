/**
 * The team section's calls (issue 27), one function per endpoint under /api/v1/staff/team, each
 * answer checked against the domain's contract (contracts/team.ts). Signed-in client: bearer
 * token, one refresh on 401.
 */
import { teamDoneResponse, teamInviteResponse, teamMemberResponse, teamResponse, type StaffRole, type TeamInvite, type TeamInviteBody, type TeamMember, type TeamResponse } from '@platter/domain';
import { i18n } from '../../i18n/index.ts';
import { http } from '../../lib/http.ts';

export type Team = TeamResponse['data'];

const failed = () => i18n.t('staffTeam:saveFailed');


/** GET /staff/team. */
export async function getTeam(): Promise<Team> {
  return (await http.get('/staff/team', teamResponse, i18n.t('staffTeam:loadFailed'))).data;
}

/** POST /staff/team/invites: the invitation, and the server's words ('Invitation sent to …'). */
export async function sendInvite(body: TeamInviteBody): Promise<{ invite: TeamInvite; message: string }> {
  const answer = await http.send('/staff/team/invites', { method: 'POST', body }, teamInviteResponse, failed());
  return { invite: answer.data.invite, message: answer.message ?? '' };
}

/** DELETE /staff/team/invites/{id}. */
export async function withdrawInvite(id: string): Promise<string> {
  return (await http.send(`/staff/team/invites/${encodeURIComponent(id)}`, { method: 'DELETE' }, teamDoneResponse, failed())).message ?? '';
}

/** PATCH /staff/team/members/{userId} {version, role}. */
export async function changeRole(member: TeamMember, role: StaffRole): Promise<{ member: TeamMember; message: string }> {
  const answer = await http.send(`/staff/team/members/${encodeURIComponent(member._id)}`, { method: 'PATCH', body: { version: member.version, role } }, teamMemberResponse, failed());
  return { member: answer.data.member, message: answer.message ?? '' };
}

/** DELETE /staff/team/members/{userId}. */
export async function removeMember(member: TeamMember): Promise<string> {
  return (await http.send(`/staff/team/members/${encodeURIComponent(member._id)}`, { method: 'DELETE' }, teamDoneResponse, failed())).message ?? '';
}
