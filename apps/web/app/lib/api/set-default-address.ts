import { addressResponse } from '@platter/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../i18n/index.ts';
import { http } from '../http.ts';
import { afterAddressChange, requireSession } from './user-cache.ts';

/** PATCH /users/me/addresses/{id}/default → data.user. */
export async function setDefaultAddress(id: string) {
  requireSession();
  return http.send(
    `/users/me/addresses/${encodeURIComponent(id)}/default`,
    { method: 'PATCH' },
    addressResponse,
    i18n.t('profile:addresses.defaultFailed'),
  );
}

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setDefaultAddress, onSuccess: (answer) => afterAddressChange(queryClient, answer) });
}
