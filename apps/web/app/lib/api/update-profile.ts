import { type UpdateProfileBody, userResponse } from '@platter/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../i18n/index.ts';
import { http } from '../http.ts';
import { requireSession, storeUser } from './user-cache.ts';

/** PUT /users/me {name, phoneNumber} → data.user. */
export async function updateProfile(body: UpdateProfileBody) {
  requireSession();
  const { data } = await http.send('/users/me', { method: 'PUT', body }, userResponse, i18n.t('profile:personal.failed'));
  return data.user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (user) => storeUser(queryClient, user) });
}
