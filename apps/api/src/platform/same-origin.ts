import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { API_MESSAGES_EN_GB, apiMessage } from '@platter/domain';

export const CROSS_SITE_MESSAGE = API_MESSAGES_EN_GB['request.crossSite'];

/** The host (name and port, the scheme's default port left out) `origin` names, or null for `null` or nonsense. */
function hostOfOrigin(origin: string): { protocol: string; host: string } | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? { protocol: url.protocol, host: url.host } : null;
  } catch {
    return null;
  }
}

/**
 * onRequest guard for a cookie-authenticated call (the session refresh): a browser names the page
 * that sent a request in `Origin`; when it names another site than the request's own Host (or an
 * opaque `null`), the request is refused (403 CROSS_SITE_REQUEST) before the cookie is read. No
 * Origin (a non-browser client, or an old browser's same-origin request) goes on: the SameSite
 * cookie guards those.
 */
export async function refuseCrossSite(request: FastifyRequest): Promise<void> {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const named = hostOfOrigin(origin);
  // The request's host as the same scheme would write it (":443" under https is no difference).
  const own = named ? hostOfOrigin(`${named.protocol}//${request.host}`) : null;
  if (named && own && named.host === own.host) return;
  throw new AppError('CROSS_SITE_REQUEST', apiMessage('request.crossSite'));
}
