import { API_ERROR_STATUS, type ApiError, type ApiErrorCode } from '@platter/domain';
// Types only: the contracts' runtime comes with the domain schema each call hands in.
import type { z } from 'zod';
import type { ApiAnswer, ApiRequestInit } from './load-context.ts';

export const API_BASE = '/api/v1';
/** Spec section 9: every call times out after 10 s. */
export const HTTP_TIMEOUT_MS = 10_000;

/** What the browser's transport takes beyond a JSON call (the in-process transport of loaders ignores these). */
export interface ClientRequestInit extends ApiRequestInit {
  /** 'file': a 2xx answer's bytes as a Blob (an export), not JSON. */
  expect?: 'json' | 'file';
  /** A multipart body (a photo), sent instead of `body`, with its upload's progress (0–1). */
  form?: FormData;
  onUploadProgress?: (fraction: number) => void;
}

export type ApiTransport = (path: string, init?: ClientRequestInit) => Promise<ApiAnswer>;

/**
 * A response contract: the zod schema of the answer's body, from packages/domain/src/contracts
 * (the one the API's route declares for that status). Every call of the client takes one.
 */
export type Contract = z.ZodType;

/**
 * Codes the browser gives a failure the API did not name: no answer at all (offline, timeout),
 * an answer that is not the API's error body, a call refused because the session ended
 * (the diner has been told and is on the way to the login page), or a success answer that broke
 * the call's contract.
 */
export type ClientErrorCode = 'NETWORK_ERROR' | 'HTTP_ERROR' | 'SESSION_EXPIRED' | 'INVALID_RESPONSE';
export type ErrorCode = ApiErrorCode | ClientErrorCode;

const CLIENT_ERROR_CODES: readonly string[] = ['NETWORK_ERROR', 'HTTP_ERROR', 'SESSION_EXPIRED', 'INVALID_RESPONSE'] satisfies ClientErrorCode[];

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

  constructor(status: number, body: Partial<ApiError> | null, fallback: string, clientCode?: ClientErrorCode) {
    super(body?.message || fallback);
    this.serverMessage = body?.message || null;
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = clientCode ?? (isErrorCode(body?.code) ? body.code : status === 0 ? 'NETWORK_ERROR' : 'HTTP_ERROR');
    this.fieldErrors = body?.errors ?? [];
    this.body = body;
  }

  /**
   * A 2xx answer that does not match the call's contract (a web and an API of different versions,
   * a proxy's page): the call fails with its own text, as any failed call does, code INVALID_RESPONSE.
   */
  static invalidAnswer(status: number, fallback: string): ApiRequestError {
    return new ApiRequestError(status, null, fallback, 'INVALID_RESPONSE');
  }
}

/** Contract failures already logged, by call: a query retried, or polled, logs its mismatch once. */
const loggedMismatches = new Set<string>();

/** One console line per call whose answer broke its contract: where, and the first few issues. */
export function logContractMismatch(method: string, path: string, issues: readonly z.core.$ZodIssue[]): void {
  const call = `${method} ${path.split('?')[0]}`;
  if (loggedMismatches.has(call)) return;
  loggedMismatches.add(call);
  const where = issues.slice(0, 5).map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`);
  console.error(`API answer of ${call} does not match its contract: ${where.join('; ')}`);
}

/** The browser's transport: same origin, JSON, 10 s timeout (a photo's upload: an XMLHttpRequest, for its progress). */
export const browserTransport: ApiTransport = async (path, init = {}) => {
  if (init.form) return upload(path, init);
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
  const answerHeaders = Object.fromEntries(response.headers);
  if (init.expect === 'file' && response.ok) return { status: response.status, body: await response.blob(), headers: answerHeaders };
  return { status: response.status, body: parseJson(await response.text()), headers: answerHeaders };
};

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** A multipart POST reporting its upload's progress (fetch cannot); no timeout: a photo may take longer than 10 s. */
function upload(path: string, init: ClientRequestInit): Promise<ApiAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(init.method ?? 'POST', `${API_BASE}${path}`);
    for (const [name, value] of Object.entries({ accept: 'application/json', ...init.headers })) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) init.onUploadProgress?.(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, body: parseJson(request.responseText), headers: {} });
    request.onerror = () => resolve({ status: 0, body: null, headers: {} });
    request.ontimeout = () => resolve({ status: 0, body: null, headers: {} });
    request.send(init.form ?? null);
  });
}

/**
 * The web's one API client, over a transport: in loaders the in-process one from the load
 * context, in the browser `browserTransport` (or the session's, lib/http.ts, for a signed-in
 * call). Every call names the domain's contract of its answer and gets the parsed answer back; an
 * answer that breaks it fails the call (ApiRequestError, code INVALID_RESPONSE, the call's text),
 * logged once per call, so that a page shows its error state instead of crashing on a field.
 */
export function apiClient(transport: ApiTransport) {
  async function answerOf(path: string, init: ClientRequestInit | undefined, fallback: string): Promise<ApiAnswer> {
    const answer = await transport(path, init);
    if (answer.status >= 200 && answer.status < 300) return answer;
    throw new ApiRequestError(answer.status, answer.body as Partial<ApiError> | null, fallback);
  }
  async function call<S extends Contract>(path: string, init: ClientRequestInit | undefined, contract: S, fallback = 'An error occurred'): Promise<z.output<S>> {
    const answer = await answerOf(path, init, fallback);
    const parsed = contract.safeParse(answer.body);
    if (parsed.success) return parsed.data;
    logContractMismatch(init?.method ?? 'GET', path, parsed.error.issues);
    throw ApiRequestError.invalidAnswer(answer.status, fallback);
  }
  return {
    /** `await api.get('/users/me', userResponse)`: GET, the answer parsed by its contract. */
    get: <S extends Contract>(path: string, contract: S, fallback?: string) => call(path, undefined, contract, fallback),
    /** `await api.send(path, { method, body }, contract)`; a photo as `{ method: 'POST', form, onUploadProgress }`. */
    send: <S extends Contract>(path: string, init: ClientRequestInit, contract: S, fallback?: string) => call(path, init, contract, fallback),
    /** A file the API answers (an export): its bytes and the name the server gave it. Not JSON, so no contract. */
    async download(path: string, fallback = 'An error occurred'): Promise<{ blob: Blob; filename: string | null }> {
      const answer = await answerOf(path, { expect: 'file' }, fallback);
      // A Blob, by its shape: jsdom's and Node's Blob classes differ.
      if (!isBlob(answer.body)) throw ApiRequestError.invalidAnswer(answer.status, fallback);
      return { blob: answer.body, filename: /filename="([^"]+)"/.exec(answer.headers['content-disposition'] ?? '')?.[1] ?? null };
    },
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

const isBlob = (body: unknown): body is Blob => typeof body === 'object' && body !== null && typeof (body as Blob).arrayBuffer === 'function' && typeof (body as Blob).size === 'number';
