import { authResponse, mediaResponse, userResponse } from '@platter/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, type ApiTransport } from './api-client.ts';
import { createSessionClient, SESSION_EXPIRED } from './http.ts';
import type { ApiAnswer, ApiRequestInit } from './load-context.ts';
import { useSessionStore } from './session-store.ts';
import { testUser } from './test-fixtures.ts';

// A whole diner: every answer is checked by its contract.
const user = testUser({ _id: '4b0f8a56-3f61-4c7a-9d43-1f0d2a6c9e11', name: 'Ada Lovelace', email: 'ada@example.com' });

/** A fake API: the bearer `valid` token is accepted on /users/me; refresh answers what the test says. */
function fakeApi(refresh: () => ApiAnswer | Promise<ApiAnswer>) {
  const calls: { path: string; auth?: string }[] = [];
  let validToken = 'fresh';
  const transport: ApiTransport = async (path: string, init: ApiRequestInit = {}) => {
    calls.push({ path, auth: init.headers?.authorization });
    if (path === '/auth/refresh-token') return refresh();
    if (path === '/auth/logout') return { status: 200, body: { data: {} }, headers: {} };
    if (init.headers?.authorization === `Bearer ${validToken}`) return { status: 200, body: { data: { user } }, headers: {} };
    return { status: 401, body: { message: 'Authentication required.', code: 'UNAUTHORIZED' }, headers: {} };
  };
  return { transport, calls, setValidToken: (token: string) => (validToken = token) };
}

const refreshed = (token = 'fresh'): ApiAnswer => ({ status: 200, body: { data: { accessToken: token, user } }, headers: {} });
const refused: ApiAnswer = { status: 401, body: { message: 'Session expired.', code: 'UNAUTHORIZED' }, headers: {} };

describe('the session HTTP client', () => {
  beforeEach(() => {
    useSessionStore.setState({ isLoggedIn: true, user, accessToken: 'stale', status: 'ready' });
  });

  it('sends the bearer token of the session', async () => {
    const api = fakeApi(() => refreshed());
    api.setValidToken('stale');
    const client = createSessionClient({ transport: api.transport, store: useSessionStore, onSessionExpired: vi.fn() });
    await client.http.get('/users/me', userResponse);
    expect(api.calls).toEqual([{ path: '/users/me', auth: 'Bearer stale' }]);
  });

  it('answers concurrent 401s with ONE refresh, then retries each call once with the new token', async () => {
    let release: (answer: ApiAnswer) => void = () => {};
    const api = fakeApi(() => new Promise<ApiAnswer>((resolve) => (release = resolve)));
    const client = createSessionClient({ transport: api.transport, store: useSessionStore, onSessionExpired: vi.fn() });

    const pending = Promise.all([client.http.get('/users/me', userResponse), client.http.get('/users/me', userResponse), client.http.get('/users/me', userResponse)]);
    await vi.waitFor(() => expect(api.calls.filter((c) => c.path === '/auth/refresh-token')).toHaveLength(1));
    release(refreshed('fresh'));
    const answers = await pending;

    expect(answers).toHaveLength(3);
    expect(api.calls.filter((c) => c.path === '/auth/refresh-token')).toHaveLength(1);
    expect(api.calls.filter((c) => c.path === '/users/me').map((c) => c.auth)).toEqual([
      'Bearer stale',
      'Bearer stale',
      'Bearer stale',
      'Bearer fresh',
      'Bearer fresh',
      'Bearer fresh',
    ]);
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: true, accessToken: 'fresh' });
  });

  it('retries only once: a second 401 is the answer', async () => {
    const api = fakeApi(() => refreshed('fresh'));
    api.setValidToken('never');
    const client = createSessionClient({ transport: api.transport, store: useSessionStore, onSessionExpired: vi.fn() });
    await expect(client.http.get('/users/me', userResponse)).rejects.toMatchObject({ status: 401 });
    expect(api.calls.map((c) => c.path)).toEqual(['/users/me', '/auth/refresh-token', '/users/me']);
  });

  it('signs the diner out once, with the warning, when the refresh is refused', async () => {
    const api = fakeApi(() => refused);
    const onSessionExpired = vi.fn();
    const client = createSessionClient({ transport: api.transport, store: useSessionStore, onSessionExpired });

    const results = await Promise.allSettled([client.http.get('/users/me', userResponse), client.http.get('/users/me', userResponse)]);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: false, user: null, accessToken: null });
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const error = (result as PromiseRejectedResult).reason as ApiRequestError;
      expect(error.code).toBe(SESSION_EXPIRED);
      expect(error.message).toBe('Session expired. Please log in again.');
    }
    expect(api.calls.filter((c) => c.path === '/auth/refresh-token')).toHaveLength(1);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    const api = fakeApi(() => ({ status: 0, body: null, headers: {} }));
    const onSessionExpired = vi.fn();
    const client = createSessionClient({ transport: api.transport, store: useSessionStore, onSessionExpired });
    await expect(client.http.get('/users/me', userResponse)).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(useSessionStore.getState().isLoggedIn).toBe(true);
  });

  it('does not refresh for a guest, nor for the auth calls themselves', async () => {
    const api = fakeApi(() => refreshed());
    const client = createSessionClient({ transport: api.transport, store: useSessionStore, onSessionExpired: vi.fn() });
    await expect(client.http.send('/auth/login', { method: 'POST', body: {} }, authResponse)).rejects.toBeInstanceOf(ApiRequestError);
    useSessionStore.setState({ isLoggedIn: false, user: null, accessToken: null });
    await expect(client.http.get('/users/me', userResponse)).rejects.toMatchObject({ status: 401 });
    expect(api.calls.map((c) => c.path)).toEqual(['/auth/login', '/users/me']);
  });

  it('restores a persisted session through the refresh cookie, once even when asked twice', async () => {
    useSessionStore.setState({ isLoggedIn: true, user, accessToken: null, status: 'pending' });
    const api = fakeApi(() => refreshed('restored'));
    const client = createSessionClient({ transport: api.transport, store: useSessionStore, onSessionExpired: vi.fn() });
    await Promise.all([client.restoreSession(), client.restoreSession()]);
    expect(api.calls.map((c) => c.path)).toEqual(['/auth/refresh-token']);
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: true, accessToken: 'restored', status: 'ready' });
  });

  it('logout forgets the session at once and a refresh still in flight cannot bring it back', async () => {
    let release: (answer: ApiAnswer) => void = () => {};
    const api = fakeApi(() => new Promise<ApiAnswer>((resolve) => (release = resolve)));
    const client = createSessionClient({ transport: api.transport, store: useSessionStore, onSessionExpired: vi.fn() });
    const refreshing = client.refreshAccessToken();
    await client.logout();
    release(refreshed('late'));
    expect(await refreshing).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: false, accessToken: null });
    expect(api.calls.find((c) => c.path === '/auth/logout')).toEqual({ path: '/auth/logout', auth: 'Bearer stale' });
  });

  it('lets two tabs refresh one after the other, never in parallel', async () => {
    let running = 0;
    let overlapped = false;
    const api = fakeApi(async () => {
      running += 1;
      overlapped ||= running > 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return refreshed('fresh');
    });
    let queue: Promise<unknown> = Promise.resolve();
    const exclusive = <T,>(work: () => Promise<T>): Promise<T> => {
      const turn = queue.then(work);
      queue = turn.catch(() => undefined);
      return turn;
    };
    const tabA = createSessionClient({ transport: api.transport, store: useSessionStore, onSessionExpired: vi.fn(), exclusive });
    const tabB = createSessionClient({ transport: api.transport, store: useSessionStore, onSessionExpired: vi.fn(), exclusive });
    await Promise.all([tabA.refreshAccessToken(), tabB.refreshAccessToken()]);
    expect(api.calls.filter((c) => c.path === '/auth/refresh-token')).toHaveLength(2);
    expect(overlapped).toBe(false);
  });
});

describe('one refresh path for every kind of call', () => {
  beforeEach(() => {
    useSessionStore.setState({ isLoggedIn: true, user, accessToken: 'stale', status: 'ready' });
  });

  const form = () => {
    const data = new FormData();
    data.append('file', new Blob(['x']), 'dish.jpg');
    return data;
  };
  const media = { id: '5b0c3f1e-2f4a-4c47-9d55-0f3e2a1b7c9d', url: '/p', width: 1, height: 1, placeholder: '', variants: [] };

  it.each([
    ['a read', (http: SessionHttp) => http.get('/users/me', userResponse)],
    ['a write', (http: SessionHttp) => http.send('/users/me', { method: 'PUT', body: { name: 'Ada' } }, userResponse)],
    ['an upload', (http: SessionHttp) => http.send('/staff/media', { method: 'POST', form: form() }, mediaResponse)],
    ['a download', (http: SessionHttp) => http.download('/staff/reports/orders.csv')],
  ])('%s: a 401 refreshes once, and the call goes again with the new token', async (_kind, call) => {
    const calls: { path: string; auth?: string }[] = [];
    const transport: ApiTransport = async (path, init = {}) => {
      calls.push({ path, auth: init.headers?.authorization });
      if (path === '/auth/refresh-token') return refreshed('fresh');
      if (init.headers?.authorization !== 'Bearer fresh') return { status: 401, body: { message: 'Authentication required.', code: 'UNAUTHORIZED' }, headers: {} };
      if (init.expect === 'file') return { status: 200, body: new Blob(['a,b']), headers: {} };
      return { status: 200, body: { data: init.form ? { media } : { user } }, headers: {} };
    };
    const client = createSessionClient({ transport, store: useSessionStore, onSessionExpired: vi.fn() });
    await expect(call(client.http)).resolves.toBeTruthy();
    const [first, , again] = calls;
    expect(calls.map((c) => c.path)).toEqual([first!.path, '/auth/refresh-token', first!.path]);
    expect([first!.auth, again!.auth]).toEqual(['Bearer stale', 'Bearer fresh']);
  });
});

type SessionHttp = ReturnType<typeof createSessionClient>['http'];
