import { useEffect } from 'react';
import { followCartAcrossTabs, useCartStore } from '../lib/cart-store.ts';
import { useRestaurant } from '../lib/restaurant.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { useThemeStore, watchSystemTheme, type ThemeName } from '../lib/theme.ts';

/**
 * Persisted stores skip automatic hydration so the first browser render matches the server's;
 * they read localStorage here, right after hydration.
 */
export function PersistedState({ cookieTheme }: { cookieTheme: ThemeName | null }) {
  const restaurant = useRestaurant();
  useEffect(() => {
    void Promise.resolve(useCartStore.persist.rehydrate()).then(() => {
      // A stored cart is checked against this restaurant and its current menu; the check loads only when needed.
      if (restaurant && useCartStore.getState().items.length > 0) {
        void import('../lib/cart-validation.ts').then(({ validateStoredCart }) => validateStoredCart(restaurant));
      }
    });
    void Promise.resolve(useSessionStore.persist.rehydrate()).then(() => {
      // A stored session gets a fresh access token through the refresh cookie (the client loads only when needed).
      if (!useSessionStore.getState().isLoggedIn) return useSessionStore.getState().settle();
      useSessionStore.setState({ status: 'restoring' });
      return import('../lib/http.ts').then(({ restoreSession }) => restoreSession()).catch(() => useSessionStore.getState().settle());
    });
    void Promise.resolve(useThemeStore.persist.rehydrate()).then(() => useThemeStore.getState().sync(cookieTheme));
    const stopFollowingCart = followCartAcrossTabs();
    const stopWatchingTheme = watchSystemTheme();
    return () => {
      stopFollowingCart();
      stopWatchingTheme();
    };
    // Once per page load; the cookie only seeds a missing stored choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
