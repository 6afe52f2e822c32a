import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../../config.ts';

/** The refresh token travels only in this cookie, never in a body or a URL. */
export const REFRESH_COOKIE = 'platter_refresh';
/** Sent only to the auth calls (refresh, logout), never to the rest of the site or API. */
export const REFRESH_COOKIE_PATH = '/api/v1/auth'; // `${API_PREFIX}/auth` (app.ts); a test keeps them in step

export function refreshCookieOptions(config: Pick<Config, 'NODE_ENV' | 'REFRESH_TOKEN_TTL_DAYS'>): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.NODE_ENV === 'production',
    path: REFRESH_COOKIE_PATH,
    maxAge: config.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60,
  };
}

export function clearedRefreshCookieOptions(config: Pick<Config, 'NODE_ENV'>): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.NODE_ENV === 'production', path: REFRESH_COOKIE_PATH };
}
