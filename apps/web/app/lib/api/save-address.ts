import { type AddressBody, addressResponse } from '@platter/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../i18n/index.ts';
import { http } from '../http.ts';
import { afterAddressChange, requireSession } from './user-cache.ts';

/** POST /users/me/addresses, or PUT /users/me/addresses/{id} when `id` is given → data {address, user}. */
export async function saveAddress({ id, body }: { id?: string; body: AddressBody }) {
  requireSession();
  if (!id) return http.send('/users/me/addresses', { method: 'POST', body }, addressResponse, i18n.t('profile:addresses.addFailed'));
  return http.send(
    `/users/me/addresses/${encodeURIComponent(id)}`,
    { method: 'PUT', body },
    addressResponse,
    i18n.t('profile:addresses.saveFailed'),
  );
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveAddress, onSuccess: (answer) => afterAddressChange(queryClient, answer) });
}
