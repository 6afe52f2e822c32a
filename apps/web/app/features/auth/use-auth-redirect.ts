import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { sanitizeRedirect } from '../../lib/auth-guard.ts';
import { applyFieldErrors, failureMessage } from '../../lib/form-errors.ts';
import { useHydrated } from '../../lib/hydrated.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { showSnackbar } from '../../lib/snackbar.ts';

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
      void navigate(sanitizeRedirect(redirect) ?? '/', { replace: true });
    },
    [navigate, redirect],
  );

  return {
    signIn,
    /** The other auth page (login ↔ register), carrying the `redirect` query. */
    hrefTo: (path: string) => (redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path),
  };
}
