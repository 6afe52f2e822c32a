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

/**
 * How long after loading an in-process cache's entry (a restaurant by host, a menu answer) it may
 * still be served while the database is away: longer than any of their lifetimes (menus 60 s), so
 * a storefront seen before keeps its restaurant and menu through an outage (stale-if-error).
 */
export const STALE_IF_ERROR_MS = 10 * 60_000;

/** A cache's last known value and when it was loaded. */
export interface Known<T> {
  value: T;
  loadedAt: number;
}

/**
 * Stale-if-error for an in-process cache whose entry has expired: load it again, or, while the
 * database is away, answer the last known value (loaded less than STALE_IF_ERROR_MS ago). After a
 * failure the database is not asked again for DATABASE_RETRY_AFTER_SECONDS, so requests during an
 * outage do not each wait out the connection timeout first.
 */
export class StaleIfError {
  private awayUntil = 0;

  async load<T>(now: number, known: Known<T> | null, load: () => Promise<T>): Promise<{ value: T; fresh: boolean }> {
    const usable = known && now - known.loadedAt < STALE_IF_ERROR_MS ? known : null;
    if (usable && now < this.awayUntil) return { value: usable.value, fresh: false };
    try {
      return { value: await load(), fresh: true };
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      this.awayUntil = now + DATABASE_RETRY_AFTER_SECONDS * 1000;
      if (usable) return { value: usable.value, fresh: false };
      throw err;
    }
  }
}
