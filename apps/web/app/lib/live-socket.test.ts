import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectLiveChannel, type LiveChannelOptions, type LiveStatus } from './live-socket.ts';
import { FakeLiveSocket } from './test-fixtures.ts';

const refusal = (code: string) => Object.assign(new Error('refused'), { data: { code } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function open(overrides: Partial<LiveChannelOptions> = {}) {
  let socket: FakeLiveSocket | undefined;
  let token: string | null = 'token-1';
  const statuses: LiveStatus[] = [];
  const options: LiveChannelOptions = {
    connect: (_url, socketOptions) => (socket = new FakeLiveSocket(socketOptions)),
    url: 'https://goldenfork.example',
    clientType: 'staff',
    reconnectionAttempts: Infinity,
    token: () => token,
    refresh: vi.fn(async () => 'token-2'),
    onConnect: vi.fn(),
    onStatus: (status) => statuses.push(status),
    events: { order_created: vi.fn(), order_status_updated: vi.fn() },
    ...overrides,
  };
  const stop = connectLiveChannel(options);
  return { socket: socket!, options, stop, statuses, setToken: (value: string | null) => (token = value) };
}

describe('the live channel connection', () => {
  afterEach(() => vi.restoreAllMocks());

  it('connects with the client type and the access token, over websocket, and tells each connection apart', () => {
    const { socket, options, statuses } = open();
    expect(socket.options).toEqual({ path: '/socket.io', transports: ['websocket'], reconnectionAttempts: Infinity, auth: { token: 'token-1', clientType: 'staff' } });
    socket.fire('connect');
    socket.fire('disconnect');
    socket.fire('connect');
    expect(vi.mocked(options.onConnect!).mock.calls.map(([, reconnected]) => reconnected)).toEqual([false, true]);
    expect(statuses).toEqual(['connecting', 'live', 'reconnecting', 'live']);
  });

  it('goes offline and says so when the server closes the connection for good (the session ended, or the account left the staff)', () => {
    const onClosedByServer = vi.fn();
    const { socket, statuses } = open({ onClosedByServer });
    socket.fire('connect');
    socket.fire('disconnect', 'transport close');
    expect(onClosedByServer).not.toHaveBeenCalled();
    socket.fire('connect');
    socket.fire('disconnect', 'io server disconnect');
    expect(onClosedByServer).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['connecting', 'live', 'reconnecting', 'live', 'offline']);
  });

  it("hands on the server's events, and nothing once stopped", () => {
    const { socket, options, stop } = open();
    socket.fire('order_created', { _id: 'o-1' });
    expect(options.events.order_created).toHaveBeenCalledWith({ _id: 'o-1' });
    stop();
    expect(socket.disconnected).toBe(true);
    socket.fire('order_status_updated', { _id: 'o-1' });
    expect(options.events.order_status_updated).not.toHaveBeenCalled();
  });

  it('retries with the token as it is then, and refreshes an expired one once', async () => {
    const { socket, options, setToken, statuses } = open();
    setToken('token-9');
    socket.manager('reconnect_attempt');
    expect(socket.auth).toEqual({ token: 'token-9', clientType: 'staff' });
    socket.fire('connect_error', refusal('UNAUTHORIZED'));
    await settle();
    expect(options.refresh).toHaveBeenCalledTimes(1);
    expect(socket.auth).toEqual({ token: 'token-2', clientType: 'staff' });
    expect(socket.connects).toBe(1);
    socket.fire('connect_error', refusal('UNAUTHORIZED'));
    await settle();
    expect(options.refresh).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toBe('offline');
  });

  it('is offline when refused for another reason, or when the client gives up; a failing transport is retried', () => {
    const { socket, statuses } = open();
    socket.fire('connect_error', new Error('websocket error'));
    expect(statuses.at(-1)).toBe('connecting');
    socket.fire('connect_error', refusal('FORBIDDEN'));
    expect(statuses.at(-1)).toBe('offline');
    socket.manager('reconnect_failed');
    expect(statuses.at(-1)).toBe('offline');
  });
});
