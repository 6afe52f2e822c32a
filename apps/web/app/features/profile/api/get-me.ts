import type { UserResponse } from '@platter/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { meQueryKey } from './user-cache.ts';

/** GET /users/me → data.user. */
export async function getMe() {
  const { data } = await http.get<UserResponse>('/users/me');
  useSessionStore.getState().setUser(data.user);
  return data.user;
}

export const meQuery = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe });

/** The signed-in diner: painted at once from the session, then refreshed from the server. */
export function useMe() {
  const sessionUser = useSessionStore((state) => state.user);
  return useQuery({ ...meQuery(), placeholderData: sessionUser ?? undefined });
}
