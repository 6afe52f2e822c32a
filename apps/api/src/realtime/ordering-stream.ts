/**
 * Whether online ordering is open, pushed to every open storefront page: `GET /restaurant/live`,
 * Server-Sent Events (the browser's own EventSource; no socket client on the storefront's pages).
 *
 * - On connect the stream sends the restaurant's current switch (`event: ordering`, data
 *   `{"isAcceptingOrders":…}`), then again on every pause or resume, and a comment every
 *   HEARTBEAT_MS so proxies keep it open. It carries nothing else: what the public
 *   configuration says anyway.
 * - The restaurant is the Host's, like every public route; another restaurant's switch never
 *   reaches it.
 * - Fan-out: the process that made the write hears it from the events publisher (after the
 *   commit), every other process over the invalidation bus (platform/invalidation.ts).
 * - Bounds: MAX_STREAMS_PER_IP open streams per client address (then 429), MAX_STREAMS per
 *   process (then 503 with Retry-After). On shutdown every stream is ended at once (the browser
 *   reconnects, to another process), so a graceful stop never waits for them.
 * - The answer is written straight to the socket (the reply is hijacked): no compression, no
 *   page cache, `Cache-Control: no-store`, `X-Accel-Buffering: no`.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema, type OrderingChanged } from '@platter/domain';
import { AppError } from '../platform/errors.ts';
import { API_MESSAGES_EN_GB, apiMessage, messageText } from '@platter/domain';
import type { InvalidationBus } from '../platform/invalidation.ts';

export const LIVE_ORDERING_PATH = '/restaurant/live';
export const MAX_STREAMS_PER_IP = 6;
export const MAX_STREAMS = 10_000;
export const HEARTBEAT_MS = 25_000;
/** How long a refused client waits before trying again (seconds), and EventSource's reconnect delay (ms). */
export const STREAMS_RETRY_AFTER_SECONDS = 30;
const RECONNECT_MS = 3_000;

export const TOO_MANY_STREAMS_FROM_IP = messageText(apiMessage('realtime.tooManyFromAddress', { max: MAX_STREAMS_PER_IP }));
export const TOO_MANY_STREAMS = API_MESSAGES_EN_GB['realtime.busy'];

interface Stream {
  restaurantId: string;
  ip: string;
  res: ServerResponse;
}

function orderingMessage(change: OrderingChanged): string {
  return `event: ordering\ndata: ${JSON.stringify({ isAcceptingOrders: change.isAcceptingOrders })}\n\n`;
}

/** This process's open streams, by restaurant, with their counts per client address. */
export class OrderingStreams {
  private readonly byRestaurant = new Map<string, Set<Stream>>();
  private readonly perIp = new Map<string, number>();
  private count = 0;
  private closing = false;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(private readonly limits: { perIp: number; total: number } = { perIp: MAX_STREAMS_PER_IP, total: MAX_STREAMS }) {}

  get size(): number {
    return this.count;
  }

  /** Why a new stream from `ip` is refused, or null when it may open. */
  refusal(ip: string): AppError | null {
    if (this.closing || this.count >= this.limits.total) return new AppError('SERVICE_UNAVAILABLE', apiMessage('realtime.busy'));
    if ((this.perIp.get(ip) ?? 0) >= this.limits.perIp) return new AppError('RATE_LIMITED', apiMessage('realtime.tooManyFromAddress', { max: MAX_STREAMS_PER_IP }));
    return null;
  }

  add(stream: Stream): void {
    let streams = this.byRestaurant.get(stream.restaurantId);
    if (!streams) this.byRestaurant.set(stream.restaurantId, (streams = new Set()));
    streams.add(stream);
    this.perIp.set(stream.ip, (this.perIp.get(stream.ip) ?? 0) + 1);
    this.count += 1;
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => this.each((s) => s.res.write(': heartbeat\n\n')), HEARTBEAT_MS);
      this.heartbeat.unref();
    }
  }

  remove(stream: Stream): void {
    const streams = this.byRestaurant.get(stream.restaurantId);
    if (!streams?.delete(stream)) return;
    if (streams.size === 0) this.byRestaurant.delete(stream.restaurantId);
    const left = (this.perIp.get(stream.ip) ?? 1) - 1;
    if (left > 0) this.perIp.set(stream.ip, left);
    else this.perIp.delete(stream.ip);
    this.count -= 1;
    if (this.count === 0) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
  }

  /** A pause or resume: to every stream of that restaurant on this process. */
  send(restaurantId: string, change: OrderingChanged): void {
    const message = orderingMessage(change);
    for (const stream of this.byRestaurant.get(restaurantId) ?? []) stream.res.write(message);
  }

  /** Shutdown: refuse new streams and end the open ones (each closes its connection). */
  closeAll(): void {
    this.closing = true;
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    this.each((stream) => {
      stream.res.end();
      this.remove(stream);
    });
  }

  private each(run: (stream: Stream) => void): void {
    for (const streams of [...this.byRestaurant.values()]) for (const stream of [...streams]) run(stream);
  }
}

/** Creates this process's streams, feeds them every pause and resume, and ends them on shutdown. */
export function attachOrderingStreams(app: FastifyInstance, bus: InvalidationBus): OrderingStreams {
  const streams = new OrderingStreams();
  const unsubscribe = app.events.subscribe((event) => {
    if (event.type === 'restaurant.ordering_switched') streams.send(event.restaurantId, event);
  });
  const stopHearing = bus.onOrdering((change) => streams.send(change.restaurantId, change));
  app.addHook('preClose', async () => {
    unsubscribe();
    stopHearing();
    streams.closeAll();
  });
  return streams;
}

/** The route, under the API prefix. */
export const orderingStreamRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    LIVE_ORDERING_PATH,
    {
      schema: {
        tags: ['Restaurant'],
        summary: 'Whether online ordering is open, live (Server-Sent Events) for the restaurant of the current domain',
        description:
          'text/event-stream: `event: ordering` with `{"isAcceptingOrders": boolean}` on connect and on every pause or resume, ' +
          `a comment every ${HEARTBEAT_MS / 1000} s. At most ${MAX_STREAMS_PER_IP} open streams per client address (429), ` +
          `${MAX_STREAMS} per process (503 with Retry-After).`,
        response: {
          200: {
            description: 'An open stream of Server-Sent Events: `event: ordering`, `data: {"isAcceptingOrders": true}`',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          404: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { orderingStreams } = app;
      const early = orderingStreams.refusal(request.ip);
      if (early) {
        if (early.statusCode === 503) reply.header('retry-after', String(STREAMS_RETRY_AFTER_SECONDS));
        throw early;
      }
      const restaurant = await app.restaurants.byHost(request.host);
      if (!restaurant) throw AppError.notFound(apiMessage('restaurant.noneForHost'));
      // Checked again: another stream from the same address may have opened while we read.
      const refused = orderingStreams.refusal(request.ip);
      if (refused) {
        if (refused.statusCode === 503) reply.header('retry-after', String(STREAMS_RETRY_AFTER_SECONDS));
        throw refused;
      }
      const res = reply.raw;
      reply.hijack();
      // What the hooks set so far (security headers) goes out too.
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
      res.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        // Ending the stream (shutdown) closes its connection: nothing for a graceful stop to wait on.
        connection: 'close',
      });
      const stream: Stream = { restaurantId: restaurant.id, ip: request.ip, res };
      orderingStreams.add(stream);
      res.on('close', () => orderingStreams.remove(stream));
      res.write(`retry: ${RECONNECT_MS}\n\n${orderingMessage({ isAcceptingOrders: restaurant.isAcceptingOrders })}`);
    },
  );
};

declare module 'fastify' {
  interface FastifyInstance {
    orderingStreams: OrderingStreams;
  }
}
