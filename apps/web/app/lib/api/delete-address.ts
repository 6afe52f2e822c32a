import { userResponse } from '@platter/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../i18n/index.ts';
import { http } from '../http.ts';
import { afterAddressChange, requireSession } from './user-cache.ts';

/** DELETE /users/me/addresses/{id} → data.user. */
export async function deleteAddress(id: string) {
  requireSession();
  return http.send(
    `/users/me/addresses/${encodeURIComponent(id)}`,
    { method: 'DELETE' },
    userResponse,
    i18n.t('profile:addresses.deleteFailed'),
  );
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAddress, onSuccess: (answer) => afterAddressChange(queryClient, answer) });
}
