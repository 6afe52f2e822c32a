import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { sanitizeRedirect } from '../../lib/auth-guard.ts';
import { useHydrated } from '../../lib/hydrated.ts';
import { useSessionStore } from '../../lib/session-store.ts';

/**
 * For /auth/login and /auth/register: a diner who is already signed in goes Home; after a
 * successful sign-in `finish()` goes to the `redirect` query (a path on this site only), else /.
 */
export function useAuthRedirect() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const status = useSessionStore((state) => state.status);
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const signingIn = useRef(false);
  const redirect = params.get('redirect');

  useEffect(() => {
    if (hydrated && status === 'ready' && isLoggedIn && !signingIn.current) void navigate('/', { replace: true });
  }, [hydrated, status, isLoggedIn, navigate]);

  return {
    /** The raw `redirect` query, to carry between login and register. */
    redirect,
    /** Call before the sign-in request, so the "already signed in" rule does not fire. */
    start: useCallback(() => {
      signingIn.current = true;
    }, []),
    /** The request failed. */
    fail: useCallback(() => {
      signingIn.current = false;
    }, []),
    finish: useCallback(() => {
      void navigate(sanitizeRedirect(redirect) ?? '/', { replace: true });
    }, [navigate, redirect]),
  };
}
