/**
 * The stand-in's HTTP server (node:http on 127.0.0.1): `/v1/…` is Stripe's API (api.ts), under
 * the mode a test sets ('down' resets every API connection, 'slow' answers late), and
 * `/c/pay/:id` is the hosted Checkout page with its Pay, Decline and Cancel forms, which keeps
 * working whatever the mode. Events a request makes are delivered after its answer is sent.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { StripeApi } from './api.ts';
import { checkoutPage, notFoundPage, unavailablePage } from './hosted-page.ts';
import type { Ledger } from './ledger.ts';
import type { StripeEvent } from './types.ts';
import type { WebhookSender } from './webhooks.ts';

export type StandInMode = 'up' | 'down' | 'slow';

export interface StandInServerContext {
  api: StripeApi;
  ledger: Ledger;
  webhooks: WebhookSender;
  mode(): { mode: StandInMode; delayMs: number };
  /** The name the hosted page shows for the account a session belongs to. */
  businessName(account: string | null): string;
}

const MAX_BODY_BYTES = 1_000_000;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) req.destroy(new Error('request body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Sends `events` on once the answer has gone (or the client went away): never before it. */
function deliverAfter(res: ServerResponse, webhooks: WebhookSender, events: StripeEvent[]): void {
  if (events.length > 0) res.once('close', () => void webhooks.dispatch(events));
}

function html(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(body);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store' });
  res.end();
}

async function handleApi(ctx: StandInServerContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { mode, delayMs } = ctx.mode();
  if (mode === 'down') {
    req.socket.destroy();
    return;
  }
  const rawBody = await readBody(req);
  const answer = ctx.api.handle({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, rawBody });
  deliverAfter(res, ctx.webhooks, answer.events);
  // 'slow': the work is done at once and the answer is late, as when Stripe's reply is held up.
  if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, delayMs));
  if (res.destroyed) return;
  res.writeHead(answer.status, { ...answer.headers, 'Content-Length': Buffer.byteLength(answer.body) });
  res.end(answer.body);
}

async function handlePage(ctx: StandInServerContext, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  await readBody(req);
  const match = /^\/c\/pay\/([^/]+)(?:\/(pay|decline|cancel))?\/?$/.exec(path);
  const session = match ? ctx.ledger.sessions.get(decodeURIComponent(match[1] ?? '')) : undefined;
  const action = match?.[2];
  const method = req.method ?? 'GET';
  if (!session || (action === undefined) !== (method === 'GET' || method === 'HEAD')) {
    html(res, 404, notFoundPage());
    return;
  }
  const account = ctx.ledger.accountOfObject(session.id);
  const view = (declined: boolean) =>
    checkoutPage({
      session,
      lines: ctx.ledger.linesOfSession(session.id),
      coupon: session.discounts[0] ? ctx.ledger.findCoupon(session.discounts[0].coupon, account) : undefined,
      business: ctx.businessName(account),
      declined,
    });
  if (session.status !== 'open') {
    html(res, 200, unavailablePage());
    return;
  }
  switch (action) {
    case 'pay': {
      const location = ctx.ledger.paySession(session.id);
      deliverAfter(res, ctx.webhooks, ctx.ledger.takeOutbox());
      redirect(res, location);
      return;
    }
    case 'decline':
      ctx.ledger.declineSession(session.id);
      html(res, 200, view(true));
      return;
    case 'cancel':
      if (session.cancel_url) redirect(res, session.cancel_url);
      else html(res, 200, view(false));
      return;
    default:
      html(res, 200, view(false));
  }
}

export function createStandInServer(ctx: StandInServerContext): Server {
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const handled = path === '/v1' || path.startsWith('/v1/') ? handleApi(ctx, req, res) : handlePage(ctx, req, res, path);
    handled.catch((error: unknown) => {
      if (res.headersSent || res.destroyed) {
        res.destroy();
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: `Stripe stand-in failure: ${message}` } }));
    });
  });
}
