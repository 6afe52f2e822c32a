import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-client.ts';
import { SESSION_EXPIRED } from './http.ts';

/** True when the call failed because the session ended: the diner has been told and is on the way to login. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === SESSION_EXPIRED;
}

/**
 * The text for a failed call: the server's message for a refused request (4xx; the call's own
 * fallback when the server gave none), `unreachable` when the server could not answer
 * (offline, timeout, 5xx), `unexpected` for anything that is not an API failure (a bug).
 */
export function failureMessage(error: unknown, texts: { unreachable: string; unexpected?: string }): string {
  if (!(error instanceof ApiRequestError)) return texts.unexpected ?? texts.unreachable;
  if (error.status === 0 || error.status >= 500) return texts.unreachable;
  return error.message;
}

/**
 * Puts the server's field errors (`errors[].field`, spec 8) onto the form's fields; returns
 * whether any field got one. Unknown field names are left to the caller's message.
 */
export function applyFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  let applied = false;
  const seen = new Set<string>();
  for (const { field, message } of error.fieldErrors) {
    if (!field || seen.has(field) || !(fields as readonly string[]).includes(field)) continue;
    seen.add(field);
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/**
 * A refusal's field errors by where the form shows them (`placeOf` maps the API's field path to a
 * place, '' for none): the first for each place; what names no place is joined under ''. Not a
 * refusal, or one naming no field: `fallback` (or the server's words for a 4xx) under ''.
 */
export function refusalErrorsByPlace(error: unknown, fallback: string, placeOf: (field: string | undefined) => string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (error instanceof ApiRequestError) {
    for (const { field, message } of error.fieldErrors) {
      const key = placeOf(field);
      errors[key] = key in errors ? (key === '' ? `${errors[key]} ${message}` : errors[key]!) : message;
    }
    if (Object.keys(errors).length === 0) errors[''] = error.status === 0 || error.status >= 500 ? fallback : error.message;
  } else errors[''] = fallback;
  return errors;
}
