import type { User } from '@platter/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The signed-in diner as the API describes them (GET /users/me). */
export type SessionUser = User;

/**
 * 'pending': the persisted flag is not read yet (server render, hydration);
 * 'restoring': a persisted session is being renewed through the refresh cookie;
 * 'ready': the browser knows whether the diner is signed in.
 */
export type SessionStatus = 'pending' | 'restoring' | 'ready';

interface SessionState {
  isLoggedIn: boolean;
  user: SessionUser | null;
  /** The access token: in memory only, never persisted (the refresh cookie renews it). */
  accessToken: string | null;
  status: SessionStatus;
  /**
   * The diner chose to log out and the page is on its way Home: a protected page then waits
   * instead of sending them to the login page. Not persisted; cleared by the next sign-in.
   */
  leaving: boolean;
  /** Login, register and a successful refresh. */
  signIn: (accessToken: string, user: SessionUser) => void;
  setUser: (user: SessionUser) => void;
  /** Forgets the session in this browser (no call; see lib/http.ts `logout` for the full logout). */
  logout: (options?: { leaving?: boolean }) => void;
  /** The browser now knows the session state (no restore needed, or the restore finished). */
  settle: () => void;
}

/**
 * Auth state (spec 3 "Auth state"). Persisted: only the logged-in flag and the user, which
 * drive the first paint after hydration; guarded pages wait for `status === 'ready'`.
 */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      isLoggedIn: false,
      user: null,
      accessToken: null,
      status: 'pending',
      leaving: false,
      signIn: (accessToken, user) => set({ accessToken, user, isLoggedIn: true, status: 'ready', leaving: false }),
      setUser: (user) => set({ user }),
      logout: (options) =>
        set({ isLoggedIn: false, user: null, accessToken: null, status: 'ready', leaving: options?.leaving ?? false }),
      settle: () => set({ status: 'ready' }),
    }),
    {
      name: 'session',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ isLoggedIn, user }) => ({ isLoggedIn, user }),
      skipHydration: true,
    },
  ),
);

/** Resolves once the browser knows whether the diner is signed in (after any restore). */
export function sessionSettled(): Promise<void> {
  if (useSessionStore.getState().status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = useSessionStore.subscribe((state) => {
      if (state.status !== 'ready') return;
      unsubscribe();
      resolve();
    });
  });
}
