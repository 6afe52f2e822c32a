import { useEffect } from 'react';
import { useCartStore } from '../lib/cart-store.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { useThemeStore, watchSystemTheme, type ThemeName } from '../lib/theme.ts';

/**
 * Persisted stores skip automatic hydration so the first browser render matches the server's;
 * they read localStorage here, right after hydration.
 */
export function PersistedState({ cookieTheme }: { cookieTheme: ThemeName | null }) {
  useEffect(() => {
    void useCartStore.persist.rehydrate();
    void useSessionStore.persist.rehydrate();
    void Promise.resolve(useThemeStore.persist.rehydrate()).then(() => useThemeStore.getState().sync(cookieTheme));
    return watchSystemTheme();
    // Once per page load; the cookie only seeds a missing stored choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
