/**
 * Stripe's errors and its checks of request parameters: a thrown `StripeApiError` becomes the
 * documented error body (`{ error: { type, message, code?, param? } }`) with its HTTP status, and
 * the readers below refuse a parameter as Stripe does (missing, not an integer, bad metadata).
 */
import type { FormObject, FormValue } from './form.ts';
import type { Metadata, StripeErrorBody } from './types.ts';

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

export const invalid = (message: string, param?: string, code?: string, status = 400) =>
  new StripeApiError(status, { type: 'invalid_request_error', message, ...(code ? { code } : {}), ...(param ? { param } : {}) });

export const missingParam = (param: string) => invalid(`Missing required param: ${param}.`, param, 'parameter_missing');

export const noSuch = (kind: string, id: string, param: string) =>
  invalid(`No such ${kind}: '${id}'`, param, 'resource_missing', 404);

/** A string parameter, or undefined when absent (an empty string counts as absent, as Stripe unsets). */
export function optionalString(body: FormObject, param: string): string | undefined {
  const value = body[param];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalid(`Invalid string: ${param}`, param, 'parameter_invalid_string');
  return value;
}

export function requiredString(body: FormObject, param: string, name = param): string {
  const value = optionalString(body, param);
  if (value === undefined) throw missingParam(name);
  return value;
}

/** An integer parameter (sent as a string) at least `min`, or undefined when absent. */
export function optionalInteger(body: FormObject, param: string, min: number, name = param): number | undefined {
  const value = body[param];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value) || Number(value) < min) {
    const kind = min > 0 ? 'positive integer' : 'non-negative integer';
    throw invalid(`Invalid ${kind}`, name, 'parameter_invalid_integer');
  }
  return Number(value);
}

export function requiredInteger(body: FormObject, param: string, min: number, name = param): number {
  const value = optionalInteger(body, param, min, name);
  if (value === undefined) throw missingParam(name);
  return value;
}

export function optionalObject(body: FormObject, param: string, name = param): FormObject | undefined {
  const value = body[param];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid(`Invalid object`, name, 'parameter_invalid_object');
  return value;
}

export function optionalArray(body: FormObject, param: string): FormValue[] | undefined {
  const value = body[param];
  if (value === undefined || value === '') return undefined;
  if (!Array.isArray(value)) throw invalid(`Invalid array`, param, 'parameter_invalid_array');
  return value;
}

/** Metadata as Stripe limits it: at most 50 keys, keys up to 40 characters, values up to 500. */
export function readMetadata(body: FormObject, key = 'metadata', param = key): Metadata {
  const raw = optionalObject(body, key, param);
  if (!raw) return {};
  const metadata: Metadata = {};
  const keys = Object.keys(raw);
  if (keys.length > 50) throw invalid('Invalid metadata: metadata can have up to 50 keys.', param);
  for (const key of keys) {
    const value = raw[key];
    if (typeof value !== 'string') throw invalid(`Invalid metadata: the value of ${key} must be a string.`, `${param}[${key}]`);
    if (key.length > 40) throw invalid(`Invalid metadata: keys can be up to 40 characters long.`, `${param}[${key}]`);
    if (value.length > 500) throw invalid(`Invalid metadata: values can be up to 500 characters long.`, `${param}[${key}]`);
    if (value !== '') metadata[key] = value;
  }
  return metadata;
}

/** An absolute http(s) URL, as Stripe checks success_url and cancel_url. */
export function checkUrl(value: string, param: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid('Not a valid URL', param, 'url_invalid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid('Not a valid URL', param, 'url_invalid');
  return value;
}
