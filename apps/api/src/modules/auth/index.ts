/** The auth module's public entry: all another module may use of it (eslint.config.js, "import-boundaries"). */
export { REFRESH_COOKIE, refreshCookieOptions } from './cookie.ts';
export { EMAIL_TAKEN, presentSession } from './service.ts';
export { startSession, type IssuedSession, type SessionContext } from './sessions.ts';
