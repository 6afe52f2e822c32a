import { type ResetPasswordBody, resetPasswordResponse } from '@platter/domain';
import { http } from '../http.ts';

/** POST /auth/reset-password {token, password}: every session of the account ends. */
export async function resetPassword(body: ResetPasswordBody, fallback: string): Promise<string> {
  const answer = await http.send('/auth/reset-password', { method: 'POST', body }, resetPasswordResponse, fallback);
  return answer.message ?? '';
}
