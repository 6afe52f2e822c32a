import { verifyEmailResponse } from '@platter/domain';
import { http } from '../http.ts';

/** POST /users/me/verify-email (signed in): e-mails the link that verifies the account's address (issue 30). */
export function sendVerificationLink(fallback: string) {
  return http.send('/users/me/verify-email', { method: 'POST' }, verifyEmailResponse, fallback);
}

/** POST /auth/verify-email/confirm: the link's token; the address's guest orders here join the account. */
export function confirmEmail(token: string, fallback: string) {
  return http.send('/auth/verify-email/confirm', { method: 'POST', body: { token } }, verifyEmailResponse, fallback);
}
