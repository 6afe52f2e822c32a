import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Placeholder session so the shell can switch between Login and the user menu; the auth issue replaces the internals. */
export interface SessionUser {
  _id: string;
  name: string;
  email: string;
  [key: string]: unknown;
}

interface SessionState {
  isLoggedIn: boolean;
  user: SessionUser | null;
  logout: () => void;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      isLoggedIn: false,
      user: null,
      logout: () => set({ isLoggedIn: false, user: null }),
    }),
    {
      name: 'session',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ isLoggedIn, user }) => ({ isLoggedIn, user }),
      skipHydration: true,
    },
  ),
);
