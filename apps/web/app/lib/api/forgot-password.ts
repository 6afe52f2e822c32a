import { type ForgotPasswordBody, forgotPasswordResponse } from '@platter/domain';
import { http } from '../http.ts';

/** POST /auth/forgot-password: 202 with the same message whether or not the account exists. */
export async function requestPasswordReset(body: ForgotPasswordBody, fallback: string): Promise<string> {
  const answer = await http.send('/auth/forgot-password', { method: 'POST', body }, forgotPasswordResponse, fallback);
  return answer.message ?? '';
}
