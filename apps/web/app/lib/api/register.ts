import { type AuthResponse, authResponse, type RegisterBody } from '@platter/domain';
import { http } from '../http.ts';
import { useSessionStore } from '../session-store.ts';

/** POST /auth/register: the new account is signed in straight away (spec 4). */
export async function register(body: RegisterBody, fallback: string): Promise<AuthResponse['data']> {
  const { data } = await http.send('/auth/register', { method: 'POST', body }, authResponse, fallback);
  useSessionStore.getState().signIn(data.accessToken, data.user);
  return data;
}
