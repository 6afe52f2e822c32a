// The client side of the realtime benchmark: diner sockets as the storefront opens them
// (socket.io-client, websocket only, the access token in `auth`, then `join_user_room` with the
// diner's own id and its ack), one staff socket as the staff board opens it, and the ledger that
// matches every `order_status_updated` that arrives to the status change that caused it.
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { REALTIME_EVENTS, REALTIME_PATH, type Order } from '@platter/domain';

/** One status change the driver made, and when it reached the diner and the staff board. */
export interface Change {
  orderId: string;
  status: string;
  diner: number;
  /** performance.now() just before the PATCH was written. */
  sentAt: number;
  httpMs: number | null;
  httpStatus: number | null;
  dinerAt: number | null;
  staffAt: number | null;
}

/** Every change sent, and everything the sockets received that matches none, or the wrong diner. */
export class EventLedger {
  readonly changes: Change[] = [];
  private readonly byKey = new Map<string, Change>();
  private readonly dinerOfOrder = new Map<string, number>();
  /** Events a diner socket got for another diner's order (or an order of no bench diner). */
  foreign = 0;
  /** The same change delivered twice to the same socket. */
  duplicates = 0;
  /** Events for an order of this diner in a status no PATCH asked for. */
  unexpected = 0;
  /** Staff-board events that match no change sent. */
  staffUnexpected = 0;

  constructor(orders: readonly { orderId: string; diner: number }[]) {
    for (const o of orders) this.dinerOfOrder.set(o.orderId, o.diner);
  }

  sent(orderId: string, status: string, sentAt: number): Change {
    const change: Change = {
      orderId,
      status,
      diner: this.dinerOfOrder.get(orderId) ?? -1,
      sentAt,
      httpMs: null,
      httpStatus: null,
      dinerAt: null,
      staffAt: null,
    };
    this.changes.push(change);
    this.byKey.set(`${orderId}|${status}`, change);
    return change;
  }

  dinerEvent(socketIndex: number, order: Order, at: number): void {
    if (this.dinerOfOrder.get(order._id) !== socketIndex) {
      this.foreign += 1;
      return;
    }
    const change = this.byKey.get(`${order._id}|${order.status}`);
    if (!change) this.unexpected += 1;
    else if (change.dinerAt !== null) this.duplicates += 1;
    else change.dinerAt = at;
  }

  staffEvent(order: Order, at: number): void {
    const change = this.byKey.get(`${order._id}|${order.status}`);
    if (!change) this.staffUnexpected += 1;
    else if (change.staffAt === null) change.staffAt = at;
  }

  /** Every diner event in, or the deadline passed. */
  async settle(deadlineMs: number): Promise<void> {
    const until = performance.now() + deadlineMs;
    while (performance.now() < until && this.changes.some((c) => c.httpStatus === 200 && (c.dinerAt === null || c.staffAt === null))) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

export interface Connected {
  sockets: Socket[];
  /** Sockets that closed after their ack (the server or the network dropped them). */
  dropped(): number;
  close(): void;
}

function open(origin: string, host: string, auth: { token: string; clientType: 'customer' | 'staff' }): Socket {
  return io(origin, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 30_000,
    extraHeaders: { host },
    auth,
  });
}

function connected(socket: Socket, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no connect within ${timeoutMs} ms`)), timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once('connect_error', (err: Error & { data?: { code?: string } }) => {
      clearTimeout(timer);
      reject(new Error(`connect_error ${err.data?.code ?? ''} ${err.message}`));
    });
  });
}

function joined(socket: Socket, userId: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${REALTIME_EVENTS.userRoomJoinedAck} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(REALTIME_EVENTS.userRoomJoinedAck, () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once(REALTIME_EVENTS.error, (refusal: { code: string; message: string }) => {
      clearTimeout(timer);
      reject(new Error(`${REALTIME_EVENTS.error} ${refusal.code} ${refusal.message}`));
    });
    socket.emit(REALTIME_EVENTS.joinUserRoom, userId);
  });
}

/**
 * Connects one socket per diner, `batch` handshakes at a time, each joined to its room, with the
 * ledger listening; plus the owner's staff socket. Throws on the first socket that fails.
 */
export async function connectAll(
  origin: string,
  host: string,
  diners: readonly { userId: string; token: string }[],
  ownerToken: string,
  ledger: EventLedger,
  batch: number,
): Promise<Connected> {
  const sockets: Socket[] = [];
  let closing = false;
  let dropped = 0;
  const watch = (socket: Socket) =>
    socket.on('disconnect', () => {
      if (!closing) dropped += 1;
    });
  const close = () => {
    closing = true;
    for (const socket of sockets) socket.disconnect();
  };
  try {
    const staff = open(origin, host, { token: ownerToken, clientType: 'staff' });
    sockets.push(staff);
    await connected(staff, 30_000);
    watch(staff);
    staff.on(REALTIME_EVENTS.orderStatusUpdated, (order: Order) => ledger.staffEvent(order, performance.now()));

    for (let from = 0; from < diners.length; from += batch) {
      await Promise.all(
        diners.slice(from, from + batch).map(async (diner, i) => {
          const index = from + i;
          const socket = open(origin, host, { token: diner.token, clientType: 'customer' });
          sockets.push(socket);
          await connected(socket, 30_000);
          await joined(socket, diner.userId, 30_000);
          watch(socket);
          socket.on(REALTIME_EVENTS.orderStatusUpdated, (order: Order) => ledger.dinerEvent(index, order, performance.now()));
        }),
      );
    }
  } catch (err) {
    close();
    throw err;
  }
  return { sockets, dropped: () => dropped, close };
}
