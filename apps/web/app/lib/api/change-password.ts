import { passwordChangedResponse } from '@platter/domain';
import { useMutation } from '@tanstack/react-query';
import { i18n } from '../../i18n/index.ts';
import { http } from '../http.ts';
import { requireSession } from './user-cache.ts';

/** PUT /users/me/change-password {currentPassword, newPassword}. */
export async function changePassword(body: { currentPassword: string; newPassword: string }) {
  requireSession();
  return http.send('/users/me/change-password', { method: 'PUT', body }, passwordChangedResponse, i18n.t('profile:password.failed'));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
