/**
 * How errors are written to the log. A failed SQL statement must never put the values it was
 * given into the log: they are e-mail addresses, phone numbers, addresses and argon2 password
 * hashes. Drizzle's error message ends with every parameter, and PostgreSQL's own error can quote
 * a value (its `detail`, `where`, or a message such as 'invalid input syntax for type uuid: "…"').
 * Kept: the statement (with $1 placeholders), the SQLSTATE code and the constraint, table and
 * column names: enough to find the bug, nothing about the diner.
 */

type Fields = Record<string, unknown>;

/** Drizzle's DrizzleQueryError: carries the statement and its parameters. */
function isFailedQuery(err: Error): err is Error & { query: string; params: unknown } {
  return typeof (err as Error & Fields).query === 'string' && 'params' in err;
}

/** An error from PostgreSQL (pg or PGlite): SQLSTATE code and severity. */
function isDatabaseError(err: Error): err is Error & { code: string; severity: unknown } {
  const fields = err as Error & Fields;
  return typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code) && 'severity' in fields;
}

/** 'invalid input syntax for type uuid: "abc"' → 'invalid input syntax for type uuid'. */
function withoutQuotedValue(message: string): string {
  const colon = message.indexOf(': ');
  return colon === -1 ? message : message.slice(0, colon);
}

const KEPT_DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'] as const;
const KEPT_FIELDS = ['code', 'statusCode'] as const;

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** pino `err` serializer: type, message and stack as usual, with values from SQL taken out. */
export function serializeError(value: unknown): SerializedError {
  return serialize(value, 0);
}

function serialize(value: unknown, depth: number): SerializedError {
  if (!(value instanceof Error)) {
    // `{ err: { message } }` (a Redis or readiness warning that keeps only the message): its text,
    // not "[object Object]".
    if (typeof value === 'object' && value !== null && typeof (value as Fields).message === 'string') {
      const fields = value as Fields;
      const out: SerializedError = { type: 'object', message: fields.message as string, stack: '' };
      for (const key of KEPT_FIELDS) if (fields[key] !== undefined) out[key] = fields[key];
      return out;
    }
    return { type: typeof value, message: String(value), stack: '' };
  }
  const fields = value as Error & Fields;
  const out: SerializedError = { type: value.constructor?.name || value.name, message: value.message, stack: '' };
  // PGlite's own error carries the statement and parameters too: check for the database's first.
  if (isDatabaseError(value)) {
    out.message = withoutQuotedValue(value.message);
    for (const key of KEPT_DATABASE_FIELDS) if (fields[key] !== undefined) out[key] = fields[key];
    if (typeof fields.query === 'string') out.query = fields.query;
  } else if (isFailedQuery(value)) {
    out.message = `Failed query: ${value.query}`;
    out.query = value.query;
  } else {
    for (const key of KEPT_FIELDS) if (fields[key] !== undefined) out[key] = fields[key];
  }
  out.stack = value.stack?.replace(value.message, out.message) ?? '';
  if (value.cause !== undefined && depth < 5) out.cause = serialize(value.cause, depth + 1);
  return out;
}
