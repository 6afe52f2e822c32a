import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { sanitizeRedirect } from '../../lib/auth-guard.ts';
import { applyFieldErrors, failureMessage } from '../../lib/form-errors.ts';
import { useHydrated } from '../../lib/hydrated.ts';
import { useRestaurant } from '../../lib/restaurant.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { landingPathFor } from '../../lib/staff.ts';

export interface SignInTexts {
  success: string;
  /** The server could not answer (offline, timeout, 5xx). */
  unreachable: string;
  /** Anything that is not an API failure. */
  unexpected?: string;
}

/**
 * For /auth/login and /auth/register: a diner who is already signed in goes Home; after a
 * successful sign-in the diner goes to the `redirect` query (a path on this site only), else /.
 * Staff of this restaurant land on their order board (/staff) instead of Home.
 */
export function useAuthRedirect() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const status = useSessionStore((state) => state.status);
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const signingIn = useRef(false);
  const redirect = params.get('redirect');
  const restaurantId = useRestaurant()?._id;
  const landing = useCallback(() => landingPathFor(useSessionStore.getState().user, restaurantId), [restaurantId]);

  useEffect(() => {
    if (hydrated && status === 'ready' && isLoggedIn && !signingIn.current) void navigate(landing(), { replace: true });
  }, [hydrated, status, isLoggedIn, navigate, landing]);

  /**
   * Runs the sign-in call. Refused: the server's field errors go onto the form and the failure
   * is told; signed in: 'success', then on to the `redirect` query.
   */
  const signIn = useCallback(
    async <T extends FieldValues>(call: () => Promise<unknown>, form: { setError: UseFormSetError<T>; fields: readonly Path<T>[] }, texts: SignInTexts) => {
      // The "already signed in" rule must not fire for this sign-in.
      signingIn.current = true;
      try {
        await call();
      } catch (error) {
        signingIn.current = false;
        applyFieldErrors(error, form.setError, form.fields);
        showSnackbar({ message: failureMessage(error, texts), color: 'error', multiline: true });
        return;
      }
      showSnackbar({ message: texts.success, color: 'success' });
      void navigate(sanitizeRedirect(redirect) ?? landing(), { replace: true });
    },
    [navigate, redirect, landing],
  );

  return {
    signIn,
    /** The other auth page (login ↔ register), carrying the `redirect` query. */
    hrefTo: (path: string) => (redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path),
  };
}
