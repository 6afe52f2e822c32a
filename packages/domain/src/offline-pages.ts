/**
 * What the installable storefront's service worker (apps/api/src/modules/installable/
 * service-worker.js) may keep for reading offline, and what needs the network. One list: the
 * worker gets these patterns put in front of its code by /sw.js, and the page's own side
 * (apps/web/app/lib/service-worker.ts) sends an offline tap on such a link to the worker's
 * offline page.
 */

/** Pages (first path segment) that need the network: ordering, the diner's account, sign-in, staff. */
export const NETWORK_ONLY_PAGES = [
  'cart',
  'checkout',
  'orders',
  'profile',
  'favorites',
  'leave-review',
  'auth',
  'forgot-password',
  'reset-password',
  'join-team',
  'staff',
] as const;

/** A path under one of `NETWORK_ONLY_PAGES` (the page or anything below it, never a longer name). */
export const NETWORK_ONLY_PATH = new RegExp(`^/(${NETWORK_ONLY_PAGES.join('|')})(/|$)`);

/** The pictures kept for reading offline: drawn artwork and uploaded photos (content-named URLs). */
export const OFFLINE_PICTURE_PATH = /^\/api\/v1\/(images|media)\//;

export function needsNetwork(pathname: string): boolean {
  return NETWORK_ONLY_PATH.test(pathname);
}
