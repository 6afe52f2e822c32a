/**
 * The header's and the drawer's Login and Register links: they carry the page the diner is on
 * as `redirect`, so signing in brings them back there (issue 40, E) rather than Home. Not from
 * Home (nowhere else to go), nor from the pages a sign-in must not return to (the auth pages and
 * the one-time links: password reset, e-mail verification, team invitation, the staff switch; the offline page).
 * A guest order link's `token` stays out of the sign-in page's address. The value is only ever
 * followed through `sanitizeRedirect` (lib/auth-guard.ts): a path on this site, never another.
 */
const NO_RETURN = /^\/(?:$|auth\/|forgot-password|reset-password|verify-email|join-team|staff\/switch|offline)/;

export function signInHref(path: '/auth/login' | '/auth/register', here: { pathname: string; search: string }): string {
  if (NO_RETURN.test(here.pathname)) return path;
  const query = new URLSearchParams(here.search);
  query.delete('token');
  const search = query.size > 0 ? `?${query}` : '';
  return `${path}?redirect=${encodeURIComponent(`${here.pathname}${search}`)}`;
}
