import { type InviteAcceptBody, inviteAcceptedResponse } from '@platter/domain';
import { http } from '../http.ts';
import { useSessionStore } from '../session-store.ts';

/**
 * POST /team/invites/accept: signed in, only the token (the account must be the invited e-mail);
 * signed out, a name and a password make the account, which is then signed in (the refresh token
 * arrives as a cookie). Either way the session's account now carries the new role.
 */
export async function acceptInvite(body: InviteAcceptBody, fallback: string): Promise<string> {
  const answer = await http.send('/team/invites/accept', { method: 'POST', body }, inviteAcceptedResponse, fallback);
  const { user, accessToken } = answer.data;
  if (accessToken) useSessionStore.getState().signIn(accessToken, user);
  else useSessionStore.getState().setUser(user);
  return answer.message ?? '';
}
