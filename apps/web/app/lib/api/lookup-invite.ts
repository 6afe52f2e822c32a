import { type InvitePreview, invitePreviewResponse } from '@platter/domain';
import { http } from '../http.ts';

/** POST /team/invites/lookup {token}: the invitation a join link names (404 once it is spent, withdrawn or expired). */
export async function lookupInvite(token: string, fallback: string): Promise<InvitePreview> {
  const { data } = await http.send('/team/invites/lookup', { method: 'POST', body: { token } }, invitePreviewResponse, fallback);
  return data.invite;
}
