import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout } from './http.ts';

export const LOGIN_PATH = '/auth/login';

/** Pages under the diner layout that a guest may open; every other one needs a signed-in diner. */
const PUBLIC_DINER_PATHS = new Set(['/cart']);

/**
 * True for the protected routes (checkout, profile, orders, orders/:id, leave-review, favorites).
 * Guest checkout (issue 30; docs/reference/diner-pages.md): /checkout is open where the restaurant
 * allows guests, and an order's page opened from its link (`?token=…`) needs no sign-in.
 */
export function requiresLogin(pathname: string, allow: { guestCheckout?: boolean; search?: string } = {}): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (PUBLIC_DINER_PATHS.has(path)) return false;
  if (path === '/checkout' && allow.guestCheckout) return false;
  if (/^\/orders\/[^/]+$/.test(path) && new URLSearchParams(allow.search ?? '').get('token')) return false;
  return true;
}

const ORIGIN = 'http://platter.invalid';

/**
 * A `redirect` query value we may navigate to: a path on this site, else null (no open
 * redirect). It must start with a single '/', not '//' or '/\' (both mean another host to a
 * browser), hold no control characters (browsers drop tabs and newlines, which would turn
 * '/\t/evil.example' into '//evil.example') and not lead back to the sign-in pages.
 */
export function sanitizeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  // Dot segments can rebuild a '//' ('/..//evil.example'): check the result too.
  if (url.origin !== ORIGIN || url.pathname.startsWith('//') || url.pathname.startsWith('/auth/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /auth/login?redirect={full path incl. query} for a location the diner could not open. */
export function loginPathFor(location: { pathname: string; search?: string }): string {
  const target = `${location.pathname}${location.search ?? ''}`;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

/** Logout from anywhere (menu, drawer, profile): POST /auth/logout, session cleared, then Home. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate('/');
    // A protected page still on screen waits for Home instead of sending the diner to login.
    await logout({ leaving: true });
  }, [navigate]);
}
