/**
 * The stand-in's `/v1` API as Stripe answers it: the secret key checked (401), the connected
 * account taken from `Stripe-Account`, `Idempotency-Key` honoured (the first answer replayed with
 * `Idempotent-Replayed: true`; the key reused with other parameters is an `idempotency_error`),
 * and the routes for coupons, Checkout Sessions, PaymentIntents and refunds. Every request is
 * recorded; the events a request makes are handed back for delivery after its answer.
 */
import { parseForm, type FormObject, type FormValue } from './form.ts';
import type { EventRequest, Ledger } from './ledger.ts';
import { newId } from './objects.ts';
import { invalid, StripeApiError } from './params.ts';
import type { StripeErrorBody, StripeEvent } from './types.ts';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  account: string | null;
  idempotencyKey: string | null;
  body: Record<string, unknown>;
}

export interface ApiRequest {
  method: string;
  /** Path and query string, as the request line has them. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

export interface ApiAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Events the request made, to deliver once the answer is sent. */
  events: StripeEvent[];
}

interface Remembered {
  method: string;
  path: string;
  rawBody: string;
  status: number;
  body: string;
  requestId: string;
}

const header = (headers: ApiRequest['headers'], name: string): string | null => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
};

const expandList = (body: FormObject): string[] => {
  const expand: FormValue | undefined = body.expand;
  if (expand === undefined) return [];
  return (Array.isArray(expand) ? expand : [expand]).filter((e): e is string => typeof e === 'string');
};

export class StripeApi {
  private readonly remembered = new Map<string, Remembered>();

  constructor(
    private readonly ledger: Ledger,
    private readonly secretKey: string | undefined,
    readonly requests: RecordedStripeRequest[],
  ) {}

  handle(req: ApiRequest): ApiAnswer {
    const { pathname, search } = new URL(req.url, 'http://stand-in');
    const method = req.method.toUpperCase();
    const account = header(req.headers, 'stripe-account');
    const idempotencyKey = header(req.headers, 'idempotency-key');
    const body = method === 'GET' || method === 'DELETE' ? parseForm(search.slice(1)) : parseForm(req.rawBody);
    this.requests.push({ method, path: pathname, account, idempotencyKey, body });
    const requestId = newId('req_');
    const stripeVersion = header(req.headers, 'stripe-version');
    const answer = (status: number, json: unknown, extra: Record<string, string> = {}, events: StripeEvent[] = []): ApiAnswer => ({
      status,
      headers: {
        'Content-Type': 'application/json',
        'Request-Id': requestId,
        ...(stripeVersion ? { 'Stripe-Version': stripeVersion } : {}),
        ...(account ? { 'Stripe-Account': account } : {}),
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        ...extra,
      },
      body: typeof json === 'string' ? json : JSON.stringify(json, null, 2),
      events,
    });
    const failure = (error: StripeApiError) => answer(error.status, { error: error.body });

    const authError = this.checkKey(header(req.headers, 'authorization'));
    if (authError) return failure(authError);

    // Stripe keeps keys per account; only POSTs are keyed (GET and DELETE are idempotent anyway).
    const memoryKey = method === 'POST' && idempotencyKey ? `${account ?? ''} ${idempotencyKey}` : null;
    const earlier = memoryKey ? this.remembered.get(memoryKey) : undefined;
    if (earlier) {
      if (earlier.method !== method || earlier.path !== pathname) {
        return failure(
          idempotencyError(
            `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${earlier.method} ${earlier.path}' vs '${method} ${pathname}'). Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          ),
        );
      }
      if (earlier.rawBody !== req.rawBody) {
        return failure(
          idempotencyError(
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          ),
        );
      }
      return answer(earlier.status, earlier.body, { 'Idempotent-Replayed': 'true', 'Original-Request': earlier.requestId });
    }

    try {
      const result = this.route(method, pathname, body, account, { id: requestId, idempotency_key: idempotencyKey });
      const done = answer(200, result, {}, this.ledger.takeOutbox());
      if (memoryKey) this.remembered.set(memoryKey, { method, path: pathname, rawBody: req.rawBody, status: 200, body: done.body, requestId });
      return done;
    } catch (error) {
      this.ledger.takeOutbox();
      if (error instanceof StripeApiError) return failure(error);
      throw error;
    }
  }

  private checkKey(authorization: string | null): StripeApiError | null {
    const key = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (!key) {
      return invalid(
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
        undefined,
        undefined,
        401,
      );
    }
    const accepted = this.secretKey === undefined ? key.startsWith('sk_test_') : key === this.secretKey;
    if (!accepted) return invalid(`Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`, undefined, 'api_key_invalid', 401);
    return null;
  }

  private route(method: string, path: string, body: FormObject, account: string | null, request: EventRequest): unknown {
    const ledger = this.ledger;
    const session = /^\/v1\/checkout\/sessions\/([^/]+)(\/line_items|\/expire)?$/.exec(path);
    const other = /^\/v1\/(payment_intents|refunds)\/([^/]+)$/.exec(path);
    const route = `${method} ${session ? `/v1/checkout/sessions/:id${session[2] ?? ''}` : other ? `/v1/${other[1]}/:id` : path}`;
    const id = decodeURIComponent(session?.[1] ?? other?.[2] ?? '');
    switch (route) {
      case 'POST /v1/coupons':
        return ledger.createCoupon(body, account);
      case 'POST /v1/checkout/sessions':
        return ledger.createSession(body, account);
      case 'GET /v1/checkout/sessions/:id':
        return ledger.retrieveSession(id, account, expandList(body));
      case 'GET /v1/checkout/sessions/:id/line_items':
        ledger.retrieveSession(id, account, []);
        return ledger.lineItems(id);
      case 'POST /v1/checkout/sessions/:id/expire':
        ledger.retrieveSession(id, account, []);
        return ledger.expireSession(id, request);
      case 'GET /v1/payment_intents/:id':
        return ledger.retrievePaymentIntent(id, account);
      case 'POST /v1/refunds':
        return ledger.createRefund(body, account, request);
      case 'GET /v1/refunds/:id':
        return ledger.retrieveRefund(id, account);
    }
    throw invalid(
      `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      undefined,
      undefined,
      404,
    );
  }
}

function idempotencyError(message: string): StripeApiError {
  const body: StripeErrorBody = { type: 'idempotency_error', message };
  return new StripeApiError(400, body);
}
