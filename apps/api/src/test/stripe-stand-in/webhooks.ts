/**
 * Webhook delivery as Stripe does it: the event's JSON POSTed to the endpoint with
 * `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the
 * endpoint's whsec_ secret>`. Events go out one after another in the order they were made
 * ('auto'), or wait in `held` until a test hands them on ('hold'). No automatic retries: a test
 * replays with `deliver()`. A test may forge a delivery: another secret, an old timestamp, a
 * body changed after signing.
 */
import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { nowSeconds } from './objects.ts';
import type { StripeEvent } from './types.ts';

/** The `Stripe-Signature` header value for `payload` signed at `timestamp` (seconds). */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export interface DeliveryOptions {
  /** Sign with this secret instead of the endpoint's. */
  secret?: string;
  /** The signature's timestamp in Unix seconds (e.g. ten minutes ago). */
  timestamp?: number;
  /** Send a body that differs from the one signed. */
  tamper?: boolean;
}

export interface DeliveryResult {
  /** The endpoint's HTTP status; 0 when it could not be reached (then `body` says why). */
  status: number;
  body: string;
}

const DELIVERY_TIMEOUT_MS = 10_000;

function post(url: string, body: string, signature: string): Promise<DeliveryResult> {
  return new Promise((resolve) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        agent: false,
        timeout: DELIVERY_TIMEOUT_MS,
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(body),
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          Accept: '*/*; q=0.5, application/xml',
          'Cache-Control': 'no-cache',
          'Stripe-Signature': signature,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (error) => resolve({ status: 0, body: error.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${DELIVERY_TIMEOUT_MS} ms`)));
    req.on('error', (error) => resolve({ status: 0, body: error.message }));
    req.end(body);
  });
}

export class WebhookSender {
  mode: 'auto' | 'hold' = 'auto';
  readonly held: StripeEvent[] = [];
  readonly deliveries: { eventId: string; type: string; status: number }[] = [];
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly secret: string,
    public url: string | null,
  ) {}

  /**
   * Hands on events just made: kept in `held` ('hold'), POSTed in order after those already
   * queued ('auto'), or only kept in the ledger's `events` while no URL is set. Resolves once
   * these are delivered.
   */
  dispatch(events: StripeEvent[]): Promise<void> {
    if (events.length === 0) return Promise.resolve();
    if (this.mode === 'hold') {
      this.held.push(...events);
      return Promise.resolve();
    }
    if (!this.url) return Promise.resolve();
    const run = this.queue.then(async () => {
      for (const event of events) await this.deliver(event).catch(() => undefined);
    });
    this.queue = run;
    return run;
  }

  /** Resolves when no automatic delivery is queued or in flight. */
  async idle(): Promise<void> {
    let current: Promise<void>;
    do {
      current = this.queue;
      await current;
    } while (current !== this.queue);
  }

  /** POSTs one event, signed (or forged as `options` say), and records the answer. */
  async deliver(event: StripeEvent, options: DeliveryOptions = {}): Promise<DeliveryResult> {
    if (!this.url) throw new Error('The Stripe stand-in has no webhook URL: call setWebhookUrl first');
    const heldAt = this.held.indexOf(event);
    if (heldAt >= 0) this.held.splice(heldAt, 1);
    // Stripe sends the event pretty-printed; the signature covers these exact bytes.
    const payload = JSON.stringify(event, null, 2);
    const signature = signatureHeader(payload, options.secret ?? this.secret, options.timestamp ?? nowSeconds());
    const body = options.tamper ? JSON.stringify({ ...event, created: event.created + 1 }, null, 2) : payload;
    const result = await post(this.url, body, signature);
    this.deliveries.push({ eventId: event.id, type: event.type, status: result.status });
    return result;
  }

  /** Delivers what is held, in order; events made meanwhile wait for the next call. */
  async deliverHeld(): Promise<DeliveryResult[]> {
    const batch = this.held.slice();
    const results: DeliveryResult[] = [];
    for (const event of batch) results.push(await this.deliver(event));
    return results;
  }
}
