import type { ForgotPasswordBody, ForgotPasswordResponse } from '@platter/domain';
import { http } from '../http.ts';

/** POST /auth/forgot-password: 202 with the same message whether or not the account exists. */
export async function requestPasswordReset(body: ForgotPasswordBody, fallback: string): Promise<string> {
  const answer = await http.send<ForgotPasswordResponse>('/auth/forgot-password', { method: 'POST', body }, fallback);
  return answer.message ?? '';
}
