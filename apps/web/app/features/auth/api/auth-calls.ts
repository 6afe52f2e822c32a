import type { AuthResponse, LoginBody, RegisterBody } from '@platter/domain';
import { http } from '../../../lib/http.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

/** POST /auth/login: stores the access token and the diner (the refresh token arrives as a cookie). */
export async function login(body: LoginBody, fallback: string): Promise<AuthResponse['data']> {
  const { data } = await http.send<AuthResponse>('/auth/login', { method: 'POST', body }, fallback);
  useSessionStore.getState().signIn(data.accessToken, data.user);
  return data;
}

/** POST /auth/register: the new account is signed in straight away (spec 4). */
export async function register(body: RegisterBody, fallback: string): Promise<AuthResponse['data']> {
  const { data } = await http.send<AuthResponse>('/auth/register', { method: 'POST', body }, fallback);
  useSessionStore.getState().signIn(data.accessToken, data.user);
  return data;
}
