import { userResponse } from '@platter/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http.ts';
import { useSessionStore } from '../session-store.ts';
import { userKeys } from './query-keys.ts';

/** GET /users/me → data.user (also kept in the session, for the header). */
export async function getMe() {
  const { data } = await http.get('/users/me', userResponse);
  useSessionStore.getState().setUser(data.user);
  return data.user;
}

export const meQuery = () => queryOptions({ queryKey: userKeys.me(), queryFn: getMe });

/**
 * The signed-in diner. By default painted at once from the session, then refreshed from the
 * server; `fromSession: false` waits for the server's answer (checkout needs the current saved
 * addresses, and says 'Loading checkout...' meanwhile).
 */
export function useMe({ fromSession = true }: { fromSession?: boolean } = {}) {
  const sessionUser = useSessionStore((state) => state.user);
  return useQuery({ ...meQuery(), placeholderData: fromSession ? (sessionUser ?? undefined) : undefined });
}
