import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeLiveSocket, testOrder } from '../test-fixtures.ts';
import type { LiveSocketOptions } from '../live-socket.ts';
import { connectLiveOrders, type LiveOrdersOptions } from './live-orders.ts';

const unauthorized = Object.assign(new Error('User not authenticated.'), { data: { code: 'UNAUTHORIZED' } });

function connect(overrides: Partial<LiveOrdersOptions> = {}) {
  let socket: FakeLiveSocket | undefined;
  let token: string | null = 'token-1';
  const options = {
    connect: vi.fn((_url: string, socketOptions: LiveSocketOptions) => (socket = new FakeLiveSocket(socketOptions))),
    url: 'https://goldenfork.example',
    userId: 'user-1',
    token: () => token,
    refresh: vi.fn(async () => 'token-2'),
    onOrder: vi.fn(),
    onResync: vi.fn(),
    ...overrides,
  };
  const stop = connectLiveOrders(options);
  return { socket: socket!, options, stop, setToken: (value: string | null) => (token = value) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the live order channel', () => {
  afterEach(() => vi.restoreAllMocks());

  it("connects as a customer with the access token, over websocket, and joins the diner's room on connect", () => {
    const { socket, options } = connect();
    expect(options.connect).toHaveBeenCalledWith('https://goldenfork.example', {
      path: '/socket.io',
      transports: ['websocket'],
      reconnectionAttempts: 5,
      auth: { token: 'token-1', clientType: 'customer' },
    });
    socket.fire('connect');
    expect(socket.emitted).toEqual([['join_user_room', 'user-1']]);
    expect(options.onResync).not.toHaveBeenCalled();
  });

  it('joins again and asks for a resync after every reconnection, with the token as it is then', () => {
    const { socket, options, setToken } = connect();
    socket.fire('connect');
    setToken('token-9');
    socket.manager('reconnect_attempt');
    expect(socket.auth).toEqual({ token: 'token-9', clientType: 'customer' });
    socket.fire('connect');
    expect(socket.emitted).toEqual([
      ['join_user_room', 'user-1'],
      ['join_user_room', 'user-1'],
    ]);
    expect(options.onResync).toHaveBeenCalledTimes(1);
  });

  it('hands on each order_status_updated order, and ignores anything that is not an order', () => {
    const { socket, options } = connect();
    const order = testOrder({ status: 'Confirmed' });
    socket.fire('order_status_updated', order);
    socket.fire('order_status_updated', { _id: 'x', status: 'Eaten' });
    socket.fire('order_status_updated', 'nonsense');
    expect(options.onOrder).toHaveBeenCalledTimes(1);
    expect(options.onOrder).toHaveBeenCalledWith(order);
  });

  it('refreshes an expired token once and reconnects with the new one', async () => {
    const { socket, options } = connect();
    socket.fire('connect_error', unauthorized);
    await settle();
    expect(options.refresh).toHaveBeenCalledTimes(1);
    expect(socket.auth).toEqual({ token: 'token-2', clientType: 'customer' });
    expect(socket.connects).toBe(1);
    // Refused again before it ever connected: no refresh loop.
    socket.fire('connect_error', unauthorized);
    await settle();
    expect(options.refresh).toHaveBeenCalledTimes(1);
    // Once connected, a later expiry is refreshed again.
    socket.fire('connect');
    socket.fire('connect_error', unauthorized);
    await settle();
    expect(options.refresh).toHaveBeenCalledTimes(2);
  });

  it('sends no token when there is none (the server then asks for a refresh)', () => {
    let socketOptions: LiveSocketOptions | undefined;
    connect({ token: () => null, connect: (_url, o) => new FakeLiveSocket((socketOptions = o)) });
    expect(socketOptions?.auth).toEqual({ clientType: 'customer' });
  });

  it('stays disconnected when the session has ended, and leaves other failures to the client library', async () => {
    const { socket, options } = connect({ refresh: vi.fn(async () => null) });
    socket.fire('connect_error', unauthorized);
    await settle();
    expect(socket.connects).toBe(0);
    socket.fire('connect_error', Object.assign(new Error('websocket error'), { type: 'TransportError' }));
    await settle();
    expect(options.refresh).toHaveBeenCalledTimes(1);
  });

  it('disconnects when stopped, and then hands nothing on', async () => {
    const { socket, options, stop } = connect();
    stop();
    expect(socket.disconnected).toBe(true);
    socket.fire('order_status_updated', testOrder());
    socket.fire('connect_error', unauthorized);
    await settle();
    expect(options.onOrder).not.toHaveBeenCalled();
    expect(options.refresh).not.toHaveBeenCalled();
  });
});
