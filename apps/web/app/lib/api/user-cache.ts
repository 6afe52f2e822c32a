import type { User } from '@platter/domain';
import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../../i18n/index.ts';
import { ApiRequestError } from '../api-client.ts';
import { useSessionStore } from '../session-store.ts';
import { userKeys } from './query-keys.ts';

/**
 * Spec 5 (Calls): profile, password and address calls need a signed-in diner ('User not
 * authenticated.'), refused before any request with the API's own code for it.
 */
export function requireSession(): void {
  if (useSessionStore.getState().isLoggedIn) return;
  const message = i18n.t('profile:notAuthenticated');
  throw new ApiRequestError(401, { message, code: 'UNAUTHORIZED' }, message);
}

/** The diner goes into the query cache and the session (the header shows their name). */
export function storeUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(userKeys.me(), user);
  useSessionStore.getState().setUser(user);
}

/** What the address calls answer: the updated diner (and the address, for add and edit). */
export interface AddressAnswer {
  data?: { user?: User };
}

/** After an address change: the answered diner, else the profile is fetched again. */
export function afterAddressChange(queryClient: QueryClient, answer: AddressAnswer): void {
  const user = answer.data?.user;
  if (user) storeUser(queryClient, user);
  else void queryClient.invalidateQueries({ queryKey: userKeys.me() });
}
