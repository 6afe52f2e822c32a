/**
 * Tells a database that cannot be reached (down, restarting, unreachable, out of connections)
 * from a bug: the first is answered 503 with Retry-After, and the process recovers by itself when
 * the database returns (the pool opens new connections); only the second is a 500.
 */

/**
 * Node socket errors and PostgreSQL's "try again" SQLSTATEs (class 08 connection exceptions too),
 * and 57014: a statement cancelled by `statement_timeout` (db/client.ts) is a database too slow
 * to answer in time, not a bug.
 */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN', '57P01', '57P02', '57P03', '57014', '53300']);
/** What node-postgres says when its own timeouts fire or a connection dies mid-query. */
const UNAVAILABLE_MESSAGES = /timeout exceeded when trying to connect|connection terminated|query read timeout|connection error|the database system is (starting up|shutting down)/i;

export const DATABASE_UNAVAILABLE_MESSAGE = 'We cannot reach our database for a moment. Please try again shortly.';
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** True when `err`, or an error it wraps (drizzle wraps the driver's), says the database is away. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (UNAVAILABLE_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
