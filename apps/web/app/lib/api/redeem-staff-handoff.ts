import { authResponse } from '@platter/domain';
import { http } from '../http.ts';
import { useSessionStore } from '../session-store.ts';

/** POST /auth/handoff: the switch code, spent once on this restaurant's site, signs the member in here (the refresh cookie arrives with it). */
export async function redeemStaffHandoff(code: string, fallback: string): Promise<void> {
  const { data } = await http.send('/auth/handoff', { method: 'POST', body: { code } }, authResponse, fallback);
  useSessionStore.getState().signIn(data.accessToken, data.user);
}
