import { API_ERROR_STATUS, type ApiError, type ApiErrorCode } from '@platter/domain';
import type { ApiAnswer, ApiRequestInit } from './load-context.ts';

export const API_BASE = '/api/v1';
/** Spec section 9: every call times out after 10 s. */
export const HTTP_TIMEOUT_MS = 10_000;

export type ApiTransport = (path: string, init?: ApiRequestInit) => Promise<ApiAnswer>;

/**
 * Codes the browser gives a failure the API did not name: no answer at all (offline, timeout),
 * an answer that is not the API's error body, or a call refused because the session ended
 * (the diner has been told and is on the way to the login page).
 */
export type ClientErrorCode = 'NETWORK_ERROR' | 'HTTP_ERROR' | 'SESSION_EXPIRED';
export type ErrorCode = ApiErrorCode | ClientErrorCode;

const CLIENT_ERROR_CODES: readonly string[] = ['NETWORK_ERROR', 'HTTP_ERROR', 'SESSION_EXPIRED'] satisfies ClientErrorCode[];

function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && (Object.hasOwn(API_ERROR_STATUS, code) || CLIENT_ERROR_CODES.includes(code));
}

/** A failed call, carrying the server's message (shown to the diner as is). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fieldErrors: { field?: string; message: string }[];
  /** The server's own message; `message` falls back to the call's text when it gave none. */
  readonly serverMessage: string | null;
  /** The refusal's body as sent (some carry more: a refused move's `order` as it is now). */
  readonly body: (Partial<ApiError> & Record<string, unknown>) | null;

  constructor(status: number, body: Partial<ApiError> | null, fallback: string) {
    super(body?.message || fallback);
    this.serverMessage = body?.message || null;
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = isErrorCode(body?.code) ? body.code : status === 0 ? 'NETWORK_ERROR' : 'HTTP_ERROR';
    this.fieldErrors = body?.errors ?? [];
    this.body = body;
  }
}

/** The browser's transport: same origin, JSON, 10 s timeout. */
export const browserTransport: ApiTransport = async (path, init = {}) => {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
  } catch {
    return { status: 0, body: null, headers: {} };
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: response.status, body, headers: Object.fromEntries(response.headers) };
};

/**
 * Typed calls over a transport: in loaders the in-process one from the load context,
 * in the browser `browserTransport`. Success bodies are our own API's, validated there.
 */
export function apiClient(transport: ApiTransport) {
  async function call<T>(path: string, init?: ApiRequestInit, fallback = 'An error occurred'): Promise<T> {
    const answer = await transport(path, init);
    if (answer.status >= 200 && answer.status < 300) return answer.body as T;
    throw new ApiRequestError(answer.status, answer.body as Partial<ApiError> | null, fallback);
  }
  return {
    get: <T>(path: string, fallback?: string) => call<T>(path, undefined, fallback),
    send: <T>(path: string, init: ApiRequestInit, fallback?: string) => call<T>(path, init, fallback),
  };
}
export type ApiClient = ReturnType<typeof apiClient>;
