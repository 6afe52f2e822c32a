/**
 * PostgreSQL's errors by their SQLSTATE, wherever the driver (pg or PGlite) or Drizzle's wrapper
 * put them in the `cause` chain.
 */

/** The first error with `code` in err's cause chain, or null. */
export function postgresError(err: unknown, code: string): { code: string; column?: unknown } | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === code) return e as { code: string; column?: unknown };
  }
  return null;
}

/** unique_violation. */
export const isUniqueViolation = (err: unknown): boolean => postgresError(err, '23505') !== null;

/** foreign_key_violation (e.g. the row it names was deleted meanwhile). */
export const isForeignKeyViolation = (err: unknown): boolean => postgresError(err, '23503') !== null;

/** not_null_violation. */
export const isNotNullViolation = (err: unknown): boolean => postgresError(err, '23502') !== null;
