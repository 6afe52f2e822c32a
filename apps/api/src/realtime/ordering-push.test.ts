/**
 * Pausing and resuming online ordering goes out on the live channel to the restaurant's staff, with
 * nothing but the switch. Storefront pages hear it on GET /restaurant/live (ordering-stream.test.ts),
 * not on a socket: a storefront socket hears no switch and no one else's order.
 */
import { io, type Socket } from 'socket.io-client';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { REALTIME_EVENTS, REALTIME_PATH, type OrderingChanged } from '@platter/domain';
import { API_PREFIX } from '../app.ts';
import { registerDiner, registerStaff, type Session } from '../test/auth.ts';
import { loadStorefront, placeOrderAs, type Storefront } from '../test/orders.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import { listeningOrigin } from '../test/listening.ts';

const HOST = 'localhost';
const TASCA = 'tasca-do-porto.localhost';
const clock = () => new Date('2026-06-02T13:00:00Z');

describeEachDatabase(
  'live channel: online ordering paused and resumed',
  (t) => {
    let origin: string;
    let gf: Storefront;
    let diner: Session;
    let owner: Session;
    const open: Socket[] = [];

    beforeAll(async () => {
      origin = await listeningOrigin(t.app);
      gf = await loadStorefront(t.app, HOST);
      diner = await registerDiner(t.app);
      owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
    });

    afterEach(() => {
      for (const socket of open.splice(0)) socket.disconnect();
    });

    async function connected(session: Session, clientType: 'customer' | 'staff', host = HOST): Promise<Socket> {
      const socket = io(origin, {
        path: REALTIME_PATH,
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        extraHeaders: { host },
        auth: { token: session.accessToken, clientType },
      });
      open.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      return socket;
    }

    const heard = (socket: Socket) => {
      const seen: unknown[] = [];
      socket.on(REALTIME_EVENTS.orderingChanged, (payload: unknown) => seen.push(payload));
      return seen;
    };
    const nextChange = (socket: Socket) =>
      new Promise<OrderingChanged>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No ordering_changed within 3 s')), 3000);
        socket.once(REALTIME_EVENTS.orderingChanged, (payload: OrderingChanged) => {
          clearTimeout(timer);
          resolve(payload);
        });
      });
    const switchOrdering = (isAcceptingOrders: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `${API_PREFIX}/staff/restaurant/ordering`,
        headers: { host: HOST, ...owner.headers },
        payload: { isAcceptingOrders },
      });

    it('tells every board of the restaurant at once, and no storefront socket and no other restaurant', async () => {
      const board = await connected(owner, 'staff');
      const storefront = await connected(diner, 'customer');
      const storefrontHeard = heard(storefront);
      const elsewhere = await connected(diner, 'customer', TASCA);
      const elsewhereHeard = heard(elsewhere);
      try {
        const [onBoard, res] = await Promise.all([nextChange(board), switchOrdering(false)]);
        expect(res.statusCode, res.body).toBe(200);
        // Exactly the switch.
        expect(onBoard).toEqual({ isAcceptingOrders: false });
        const [resumed] = await Promise.all([nextChange(board), switchOrdering(true)]);
        expect(resumed).toEqual({ isAcceptingOrders: true });
        // One mechanism for the public status (the stream): no public socket room.
        expect(storefrontHeard).toEqual([]);
        expect(elsewhereHeard).toEqual([]);
      } finally {
        await switchOrdering(true);
      }
    });

    it('never sends a storefront socket anyone else’s order', async () => {
      const storefront = await connected(diner, 'customer');
      const board = await connected(owner, 'staff');
      const orders: unknown[] = [];
      storefront.on(REALTIME_EVENTS.orderCreated, (order: unknown) => orders.push(order));
      storefront.on(REALTIME_EVENTS.orderStatusUpdated, (order: unknown) => orders.push(order));
      const created = new Promise((resolve) => board.once(REALTIME_EVENTS.orderCreated, resolve));
      const other = await registerDiner(t.app);
      await placeOrderAs(t.app, gf, other, { lines: [{ product: gf.byName('House Salad') }], orderType: 'Pickup' });
      await created;
      expect(orders).toEqual([]);
    });
  },
  { clock },
);
