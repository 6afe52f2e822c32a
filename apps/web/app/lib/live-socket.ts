/**
 * The live channel's connection, for any client type (docs/api.md "Live channel"): Socket.IO on
 * this origin at `/socket.io`, websocket only, the access token in the handshake's `auth`. It
 * keeps the token current on every reconnection attempt, refreshes an expired one once
 * (`connect_error` UNAUTHORIZED) and reconnects, reports how the connection stands, and hands
 * the server's events on. Written against a small socket interface so it runs without a server
 * in tests; `openLiveChannel` gives it the real client, loaded only when a page opens a channel.
 */
import { REALTIME_PATH, type ClientType, type RealtimeRefusal } from '@platter/domain';

/** connecting: the first attempt; live: connected; reconnecting: lost, the client retries; offline: it has stopped trying. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';

/** Without a token the server answers UNAUTHORIZED, which sends this client to refresh it. */
export interface LiveSocketAuth {
  token?: string;
  clientType: ClientType;
  /** A guest following one order by its link (issue 30). */
  orderId?: string;
  orderToken?: string;
}

export interface LiveSocketOptions {
  path: string;
  transports: string[];
  reconnectionAttempts: number;
  auth: LiveSocketAuth;
}

/** What this module uses of a socket.io-client `Socket`. */
export interface LiveSocket {
  auth: object | ((callback: (data: object) => void) => void);
  on(event: string, listener: (payload: never) => void): unknown;
  emit(event: string, payload: string): unknown;
  connect(): unknown;
  disconnect(): unknown;
  /** The socket's Manager: its reconnection attempts. */
  io: { on(event: 'reconnect_attempt' | 'reconnect_failed', listener: () => void): unknown };
}

export interface LiveChannelOptions {
  /** `io` of socket.io-client. */
  connect: (url: string, options: LiveSocketOptions) => LiveSocket;
  /** The site's own origin: the socket lives beside the API. */
  url: string;
  clientType: ClientType;
  reconnectionAttempts: number;
  /** The current access token (it changes whenever the session client refreshes it). */
  token: () => string | null;
  /** A guest's order link instead of a session (issue 30): the socket hears that order only. */
  guestOrder?: { orderId: string; orderToken: string };
  /** Renews the access token (null: the session has ended, the session client has said so). */
  refresh: () => Promise<string | null>;
  /** Every connection; `reconnected` on all but the first (whatever was sent meanwhile was missed). */
  onConnect?: (socket: LiveSocket, reconnected: boolean) => void;
  onStatus?: (status: LiveStatus) => void;
  /**
   * The server closed the connection for good (`io server disconnect`: the session ended, the
   * account left the restaurant's staff, or it flooded the channel); the client library does not
   * reconnect after that, so the channel is offline. The page asks the API where it stands.
   */
  onClosedByServer?: () => void;
  /** The server's events by wire name; payloads arrive unchecked. */
  events: Record<string, (payload: unknown) => void>;
}

/** A refusal by the server's handshake check: `connect_error` with `err.data = { code }`. */
function refusalCode(error: unknown): RealtimeRefusal['code'] | null {
  if (!error || typeof error !== 'object' || !('data' in error)) return null;
  const data = (error as { data?: Partial<RealtimeRefusal> }).data;
  return data?.code ?? null;
}

/**
 * Connects and returns the disconnect. An expired token is refreshed once and the socket
 * reconnects with the new one; a second refusal in a row, a failed refresh or any other refusal
 * (not staff here, another restaurant) leaves it offline. Lost connections are retried by the
 * client library, each attempt with the token as it is then.
 */
export function connectLiveChannel(options: LiveChannelOptions): () => void {
  const { clientType } = options;
  const { guestOrder } = options;
  const auth = (token: string | null): LiveSocketAuth => (guestOrder ? { ...guestOrder, clientType } : token ? { token, clientType } : { clientType });
  const socket = options.connect(options.url, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnectionAttempts: options.reconnectionAttempts,
    auth: auth(options.token()),
  });
  let stopped = false;
  let connectedBefore = false;
  let refreshedSinceConnect = false;
  const report = (status: LiveStatus) => {
    if (!stopped) options.onStatus?.(status);
  };
  report('connecting');

  socket.on('connect', () => {
    if (stopped) return;
    refreshedSinceConnect = false;
    report('live');
    options.onConnect?.(socket, connectedBefore);
    connectedBefore = true;
  });
  socket.on('disconnect', (reason: unknown) => {
    if (reason !== 'io server disconnect') return report('reconnecting');
    report('offline');
    if (!stopped) options.onClosedByServer?.();
  });
  socket.io.on('reconnect_attempt', () => {
    socket.auth = auth(options.token());
  });
  socket.io.on('reconnect_failed', () => report('offline'));
  socket.on('connect_error', (error: unknown) => {
    if (stopped) return;
    const code = refusalCode(error);
    // No refusal: the transport failed, and the client library tries again by itself.
    if (code === null) return report(connectedBefore ? 'reconnecting' : 'connecting');
    if (code !== 'UNAUTHORIZED' || refreshedSinceConnect) return report('offline');
    refreshedSinceConnect = true;
    void options.refresh().then(
      (token) => {
        if (stopped) return;
        if (!token) return report('offline');
        socket.auth = auth(token);
        socket.connect();
      },
      () => report('offline'),
    );
  });
  for (const [event, handler] of Object.entries(options.events)) {
    socket.on(event, (payload: unknown) => {
      if (!stopped) handler(payload);
    });
  }

  return () => {
    stopped = true;
    socket.disconnect();
  };
}

/**
 * `connectLiveChannel` with the real client on this page's origin. socket.io-client loads here,
 * so only the pages that open a channel download it; if it cannot load, the channel is offline.
 */
export function openLiveChannel(options: Omit<LiveChannelOptions, 'connect' | 'url'>): () => void {
  let cancelled = false;
  let disconnect: (() => void) | null = null;
  import('socket.io-client').then(
    ({ io }) => {
      if (cancelled) return;
      disconnect = connectLiveChannel({ ...options, connect: (url, socketOptions) => io(url, socketOptions), url: window.location.origin });
    },
    () => {
      if (!cancelled) options.onStatus?.('offline');
    },
  );
  return () => {
    cancelled = true;
    disconnect?.();
  };
}
