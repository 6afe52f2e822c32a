import { useHydrated } from './hydrated.ts';
import { useSessionStore } from './session-store.ts';

/**
 * What a guarded layout reads of the session: `settled` once the browser knows it (after
 * hydration and any restore through the refresh cookie), whether someone is signed in, and
 * whether they chose to log out and are on their way Home.
 */
export function useSessionView(): { settled: boolean; isLoggedIn: boolean; leaving: boolean } {
  const hydrated = useHydrated();
  const status = useSessionStore((state) => state.status);
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const leaving = useSessionStore((state) => state.leaving);
  return { settled: hydrated && status === 'ready', isLoggedIn, leaving };
}
