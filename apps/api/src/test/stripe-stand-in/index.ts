/**
 * A local Stripe for tests: an HTTP server that answers the subset of Stripe's API the payments
 * code uses (coupons, Checkout Sessions on a connected account, refunds) as Stripe documents it,
 * serves a hosted Checkout page, and signs and POSTs webhook events. Point the `stripe` SDK at
 * `url` (host 127.0.0.1, its port, protocol http); drive payments with `pay()`/`decline()`/
 * `expire()` or through the page; control delivery and failures with the setters below.
 * No vitest here: API tests, e2e journeys and the bench all import it.
 */
import type { AddressInfo } from 'node:net';
import { StripeApi, type RecordedStripeRequest } from './api.ts';
import { Ledger, NO_REQUEST } from './ledger.ts';
import { createStandInServer, type StandInMode } from './server.ts';
import type { CheckoutSession, Refund, StripeEvent } from './types.ts';
import { WebhookSender, type DeliveryOptions, type DeliveryResult } from './webhooks.ts';

export type * from './types.ts';
export type { RecordedStripeRequest } from './api.ts';
export type { DeliveryOptions, DeliveryResult } from './webhooks.ts';
export { signatureHeader } from './webhooks.ts';
export { STAND_IN_API_VERSION, formatAmount } from './objects.ts';
export { parseForm } from './form.ts';

export interface StripeStandInOptions {
  /** The webhook signing secret (whsec_...) events are signed with. */
  webhookSecret: string;
  /** Where events are POSTed (e.g. http://127.0.0.1:PORT/api/v1/payments/stripe/webhook); may be set later with setWebhookUrl. */
  webhookUrl?: string;
  /** The secret key the API must present as `Authorization: Bearer ...` (default: any key starting sk_test_). */
  secretKey?: string;
  /** Names the hosted page shows for connected accounts (default: the account id). */
  businessNames?: Record<string, string>;
}

export interface StripeStandIn {
  /** http://127.0.0.1:PORT (what STRIPE_API_URL is set to). */
  url: string;
  setWebhookUrl(url: string): void;
  close(): Promise<void>;
  /** 'up' (default); 'down': every API request is answered by destroying the socket (connection reset); 'slow': every API request is answered `delayMs` late. The hosted page keeps working. */
  setMode(mode: StandInMode, delayMs?: number): void;
  /** 'auto' (default): events are POSTed as they happen; 'hold': kept in `held` until deliverHeld()/deliver(). */
  setWebhookDelivery(mode: 'auto' | 'hold'): void;
  held: StripeEvent[];
  /** POSTs one event (signed) to the webhook URL; resolves with the HTTP status (0: unreachable) and body text. Options forge: another secret, a timestamp (seconds), a tampered body. */
  deliver(event: StripeEvent, options?: DeliveryOptions): Promise<DeliveryResult>;
  deliverHeld(): Promise<DeliveryResult[]>;
  /** Resolves when no automatic delivery is queued or in flight (after an API call that made events). */
  idle(): Promise<void>;
  /** Every event made so far, in order, and every webhook delivery attempt with its answer. */
  events: StripeEvent[];
  deliveries: { eventId: string; type: string; status: number }[];
  /** Every API request received (not those refused in 'down' mode): method, path, the Stripe-Account and Idempotency-Key headers, the parsed form body (the query for a GET). */
  requests: RecordedStripeRequest[];
  sessions: Map<string, CheckoutSession>;
  refunds: Map<string, Refund>;
  /** Completes the session (paid), makes its PaymentIntent and charge, emits checkout.session.completed (delivered before this resolves, in 'auto'); answers the success_url with {CHECKOUT_SESSION_ID} replaced. */
  pay(sessionId: string): Promise<{ redirectTo: string }>;
  /** Nothing changes but the session's `last_decline` count (a declined card leaves the diner on the page). */
  decline(sessionId: string): Promise<void>;
  /** The cancel_url (Stripe's Back link). */
  cancelUrl(sessionId: string): string;
  /** Like Stripe expiring it after expires_at: status expired, emits checkout.session.expired (delivered before this resolves, in 'auto'). */
  expire(sessionId: string): Promise<void>;
  /** The amount Stripe would charge for a session: sum(unit_amount × quantity) − the coupon (never below 0). */
  amountOf(sessionId: string): number;
  /** Refunds are 'succeeded' at once by default; 'pending' leaves them pending until settleRefund. */
  setRefundOutcome(outcome: 'succeeded' | 'pending'): void;
  /** Settles a pending refund; emits refund.updated (and refund.failed when it failed), delivered before this resolves in 'auto'. */
  settleRefund(refundId: string, status: 'succeeded' | 'failed'): Promise<void>;
}

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  let base = '';
  let mode: StandInMode = 'up';
  let delayMs = 0;
  const ledger = new Ledger((id) => `${base}/c/pay/${id}`);
  const webhooks = new WebhookSender(options.webhookSecret, options.webhookUrl ?? null);
  const api = new StripeApi(ledger, options.secretKey, []);
  const server = createStandInServer({
    api,
    ledger,
    webhooks,
    mode: () => ({ mode, delayMs }),
    businessName: (account) => (account ? (options.businessNames?.[account] ?? account) : 'Platter'),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** Delivers what the last change made (in 'auto'), so a test's `await` sees it handled. */
  const deliverChanges = () => webhooks.dispatch(ledger.takeOutbox());

  return {
    url: base,
    setWebhookUrl(url) {
      webhooks.url = url;
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
    setMode(next, delay = 1000) {
      mode = next;
      delayMs = next === 'slow' ? delay : 0;
    },
    setWebhookDelivery(next) {
      webhooks.mode = next;
    },
    held: webhooks.held,
    deliver: (event, deliveryOptions) => webhooks.deliver(event, deliveryOptions),
    deliverHeld: () => webhooks.deliverHeld(),
    idle: () => webhooks.idle(),
    events: ledger.events,
    deliveries: webhooks.deliveries,
    requests: api.requests,
    sessions: ledger.sessions,
    refunds: ledger.refunds,
    async pay(sessionId) {
      const redirectTo = ledger.paySession(sessionId);
      await deliverChanges();
      return { redirectTo };
    },
    async decline(sessionId) {
      ledger.declineSession(sessionId);
    },
    cancelUrl(sessionId) {
      const cancel = ledger.sessionOrThrow(sessionId).cancel_url;
      if (!cancel) throw new Error(`Checkout Session ${sessionId} has no cancel_url`);
      return cancel;
    },
    async expire(sessionId) {
      ledger.expireSession(sessionId, NO_REQUEST);
      await deliverChanges();
    },
    amountOf: (sessionId) => ledger.amountOf(sessionId),
    setRefundOutcome(outcome) {
      ledger.refundOutcome = outcome;
    },
    async settleRefund(refundId, status) {
      ledger.settleRefund(refundId, status);
      await deliverChanges();
    },
  };
}
