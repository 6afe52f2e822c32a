/**
 * GET /restaurant/live: every open storefront page hears a pause or resume (Server-Sent Events),
 * read from a real listening server as a browser's EventSource would.
 */
import type { ServerResponse } from 'node:http';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app.ts';
import { registerStaff, type Session } from '../test/auth.ts';
import { loadStorefront, type Storefront } from '../test/orders.ts';
import { openStream, type OpenStream } from '../test/live-stream.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import { MAX_STREAMS_PER_IP, OrderingStreams, TOO_MANY_STREAMS, TOO_MANY_STREAMS_FROM_IP } from './ordering-stream.ts';
import { listeningOrigin } from '../test/listening.ts';

const HOST = 'localhost';
const TASCA = 'tasca-do-porto.localhost';
const clock = () => new Date('2026-06-02T13:00:00Z');

describeEachDatabase(
  'GET /restaurant/live: online ordering, live, for every storefront page',
  (t) => {
    let origin: string;
    let gf: Storefront;
    let owner: Session;
    const open: OpenStream[] = [];

    beforeAll(async () => {
      origin = await listeningOrigin(t.app);
      gf = await loadStorefront(t.app, HOST);
      owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
    });

    afterEach(async () => {
      for (const stream of open.splice(0)) stream.close();
      await switchOrdering(true);
    });

    async function stream(host = HOST): Promise<OpenStream> {
      const opened = await openStream(origin, host);
      open.push(opened);
      return opened;
    }
    const switchOrdering = (isAcceptingOrders: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `${API_PREFIX}/staff/restaurant/ordering`,
        headers: { host: HOST, ...owner.headers },
        payload: { isAcceptingOrders },
      });

    it('sends the current state on connect, uncompressed and never stored', async () => {
      const live = await stream();
      expect(live.status).toBe(200);
      expect(live.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(live.headers['cache-control']).toBe('no-store');
      expect(live.headers['x-accel-buffering']).toBe('no');
      expect(live.headers['content-encoding']).toBeUndefined();
      expect(await live.event(0)).toEqual({ isAcceptingOrders: true });

      expect((await switchOrdering(false)).statusCode).toBe(200);
      const paused = await stream();
      expect(await paused.event(0)).toEqual({ isAcceptingOrders: false });
    });

    it('pushes a pause and a resume within 1 s, with nothing but the switch, and never to another restaurant', async () => {
      const live = await stream();
      const elsewhere = await stream(TASCA);
      expect(await live.event(0)).toEqual({ isAcceptingOrders: true });
      expect(await elsewhere.event(0)).toEqual({ isAcceptingOrders: true });

      const res = await switchOrdering(false);
      expect(res.statusCode, res.body).toBe(200);
      expect(await live.event(1, 1_000)).toEqual({ isAcceptingOrders: false });
      expect((await switchOrdering(true)).statusCode).toBe(200);
      expect(await live.event(2, 1_000)).toEqual({ isAcceptingOrders: true });

      expect(elsewhere.heard).toEqual([{ isAcceptingOrders: true }]);
      // Exactly the events, nothing private: the retry hint, then `ordering` events.
      expect(live.body()).toBe(
        'retry: 3000\n\n' + ['true', 'false', 'true'].map((v) => `event: ordering\ndata: {"isAcceptingOrders":${v}}\n\n`).join(''),
      );
    });

    it(`refuses a client address its ${MAX_STREAMS_PER_IP + 1}th open stream with 429 and a message, and lets it open one once another closes`, async () => {
      const streams = await Promise.all(Array.from({ length: MAX_STREAMS_PER_IP }, () => stream()));
      for (const s of streams) expect(s.status).toBe(200);
      const refused = await stream();
      expect(refused.status).toBe(429);
      await refused.event(0, 200).catch(() => undefined);
      expect(JSON.parse(refused.body())).toMatchObject({ code: 'RATE_LIMITED', message: TOO_MANY_STREAMS_FROM_IP });

      streams[0]?.close();
      const until = Date.now() + 2_000;
      while (t.app.orderingStreams.size > MAX_STREAMS_PER_IP - 1 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
      expect((await stream()).status).toBe(200);
    });

    it('answers 404 for a host no restaurant owns', async () => {
      const unknown = await stream('nowhere.example');
      expect(unknown.status).toBe(404);
    });
  },
  { clock },
);

describe('OrderingStreams: the bounds and the shutdown', () => {
  const fakeResponse = () => {
    const written: string[] = [];
    let ended = false;
    return {
      res: { write: (text: string) => written.push(text), end: () => (ended = true) } as unknown as ServerResponse,
      written,
      ended: () => ended,
    };
  };

  it('answers 503 once the process holds its most streams, and ends every stream on shutdown, refusing new ones', () => {
    const streams = new OrderingStreams({ perIp: 5, total: 2 });
    const a = fakeResponse();
    const b = fakeResponse();
    streams.add({ restaurantId: 'r1', ip: '1.1.1.1', res: a.res });
    streams.add({ restaurantId: 'r2', ip: '2.2.2.2', res: b.res });
    expect(streams.refusal('3.3.3.3')).toMatchObject({ code: 'SERVICE_UNAVAILABLE', statusCode: 503, message: TOO_MANY_STREAMS });

    streams.send('r1', { isAcceptingOrders: false });
    expect(a.written).toEqual(['event: ordering\ndata: {"isAcceptingOrders":false}\n\n']);
    expect(b.written).toEqual([]);

    streams.closeAll();
    expect([a.ended(), b.ended(), streams.size]).toEqual([true, true, 0]);
    expect(streams.refusal('3.3.3.3')).toMatchObject({ statusCode: 503 });
  });
});
