import { type AuthResponse, authResponse, type LoginBody } from '@platter/domain';
import { http } from '../http.ts';
import { useSessionStore } from '../session-store.ts';

/** POST /auth/login: stores the access token and the diner (the refresh token arrives as a cookie). */
export async function login(body: LoginBody, fallback: string): Promise<AuthResponse['data']> {
  const { data } = await http.send('/auth/login', { method: 'POST', body }, authResponse, fallback);
  useSessionStore.getState().signIn(data.accessToken, data.user);
  return data;
}
