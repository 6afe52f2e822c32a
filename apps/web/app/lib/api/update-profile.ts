import type { UpdateProfileBody, UserResponse } from '@platter/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../i18n/index.ts';
import { http } from '../http.ts';
import { requireSession, storeUser } from './user-cache.ts';

/** PUT /users/me {name, phoneNumber} → data.user. */
export async function updateProfile(body: UpdateProfileBody) {
  requireSession();
  const { data } = await http.send<UserResponse>('/users/me', { method: 'PUT', body }, i18n.t('profile:personal.failed'));
  return data.user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (user) => storeUser(queryClient, user) });
}
