/**
 * Stripe, through its official SDK: hosted Checkout Sessions on the restaurant's connected account
 * (direct charges: the `Stripe-Account` header on every call), a one-off coupon for the order's
 * discount, refunds against the session's PaymentIntent, and webhooks verified on the raw body
 * with Stripe's signature scheme and timestamp tolerance.
 *
 * `STRIPE_API_URL` points the SDK elsewhere (a test's stand-in answers as Stripe documents).
 * Each try times out at under half of STRIPE_TIMEOUT_SECONDS and is retried once on a network
 * failure (the SDK keeps the idempotency key across its retries): a checkout is placed, or
 * refused with 503, within STRIPE_TIMEOUT_SECONDS (8 s by default: the 10 s with room).
 */
import Stripe from 'stripe';
import {
  ProviderUnavailable,
  WebhookRejected,
  type CheckoutCreated,
  type CheckoutRequest,
  type CheckoutState,
  type PaymentEvent,
  type PaymentProvider,
  type RefundRequest,
  type RefundState,
} from './provider.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Default Stripe's own (https://api.stripe.com). */
  apiUrl: string;
  /** How long one call may take, its one retry included (the SDK times out each try at half of it). */
  timeoutMs: number;
}

/**
 * How far a webhook's signed timestamp may be from now (Stripe's own default): older is a replay.
 * Stripe's check refuses only old ones; one signed more than this ahead is refused too (issue 40):
 * a clock that far off, or a signature made to be replayed later.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The `t=` of a Stripe-Signature header, in Unix seconds (null when absent). */
function signedAt(signature: string): number | null {
  const match = /(?:^|,)\s*t=(\d+)/.exec(signature);
  return match ? Number(match[1]) : null;
}

type Session = Stripe.Checkout.Session;

function clientOptions(apiUrl: string, timeoutMs: number): ConstructorParameters<typeof Stripe>[1] {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    protocol,
    timeout: Math.floor(timeoutMs / 2.2),
    maxNetworkRetries: 1,
    telemetry: false,
    appInfo: { name: 'Platter' },
  };
}

/** A failure that is Stripe's or the network's, not a request Stripe refused. */
function isUnavailable(err: unknown): boolean {
  if (!(err instanceof Stripe.errors.StripeError)) return false;
  return (
    err instanceof Stripe.errors.StripeConnectionError ||
    err instanceof Stripe.errors.StripeAPIError ||
    err instanceof Stripe.errors.StripeRateLimitError ||
    (typeof err.statusCode === 'number' && err.statusCode >= 500)
  );
}

async function call<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUnavailable(err)) throw new ProviderUnavailable(`Stripe could not ${what}: ${(err as Error).message}`);
    throw err;
  }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function stateOf(session: Session, eventType?: string): CheckoutState['state'] {
  if (eventType === 'checkout.session.async_payment_failed') return 'expired';
  if (session.status === 'expired') return 'expired';
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  return session.status === 'complete' && paid ? 'paid' : 'open';
}

function checkoutStateOf(session: Session, eventType?: string): CheckoutState {
  return {
    sessionId: session.id,
    orderId: session.client_reference_id ?? null,
    state: stateOf(session, eventType),
    paymentId: idOf(session.payment_intent),
    amountMinor: session.amount_total ?? 0,
    currency: session.currency ?? '',
  };
}

function refundStateOf(refund: Stripe.Refund): RefundState {
  const status: RefundState['status'] =
    refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
  return { providerRefundId: refund.id, refundId: refund.metadata?.refundId ?? null, status, amountMinor: refund.amount };
}

const CHECKOUT_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);
const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'refund.failed']);

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, clientOptions(settings.apiUrl, settings.timeoutMs));

  return {
    name: 'stripe',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutCreated> {
      const account = { stripeAccount: request.accountId };
      const coupon =
        request.discountMinor > 0
          ? await call('create the discount', () =>
              stripe.coupons.create(
                { amount_off: request.discountMinor, currency: request.currency, duration: 'once', max_redemptions: 1, name: request.discountName },
                { ...account, idempotencyKey: `coupon-${request.orderId}` },
              ),
            )
          : null;
      const session = await call('create the checkout', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: request.lines.map((line) => ({
              quantity: line.quantity,
              price_data: { currency: request.currency, unit_amount: line.unitAmountMinor, product_data: { name: line.name } },
            })),
            ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
            client_reference_id: request.orderId,
            ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
            metadata: { orderId: request.orderId },
            payment_intent_data: { metadata: { orderId: request.orderId }, description: request.description },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          },
          { ...account, idempotencyKey: `checkout-${request.orderId}` },
        ),
      );
      if (!session.url) throw new ProviderUnavailable('Stripe made a checkout session without a page to pay on.');
      return {
        sessionId: session.id,
        url: session.url,
        expiresAt: new Date(session.expires_at * 1000),
        amountMinor: session.amount_total ?? 0,
      };
    },

    async retrieveCheckout(accountId: string, sessionId: string): Promise<CheckoutState> {
      const session = await call('read the checkout', () => stripe.checkout.sessions.retrieve(sessionId, {}, { stripeAccount: accountId }));
      return checkoutStateOf(session);
    },

    async expireCheckout(accountId: string, sessionId: string): Promise<void> {
      try {
        await call('expire the checkout', () => stripe.checkout.sessions.expire(sessionId, {}, { stripeAccount: accountId }));
      } catch (err) {
        // Already complete or expired: nothing to do.
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw err;
      }
    },

    async createRefund(request: RefundRequest): Promise<RefundState> {
      const refund = await call('make the refund', () =>
        stripe.refunds.create(
          { payment_intent: request.paymentId, amount: request.amountMinor, metadata: { refundId: request.refundId, orderId: request.orderId } },
          { stripeAccount: request.accountId, idempotencyKey: `refund-${request.refundId}` },
        ),
      );
      return refundStateOf(refund);
    },

    readWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
      if (!signature) throw new WebhookRejected('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (err) {
        throw new WebhookRejected(err instanceof Error ? err.message : 'The signature did not verify.');
      }
      const at = signedAt(signature);
      if (at !== null && at - Date.now() / 1000 > WEBHOOK_TOLERANCE_SECONDS) throw new WebhookRejected('Timestamp is more than 5 minutes in the future.');
      const accountId = event.account ?? null;
      if (CHECKOUT_EVENTS.has(event.type)) {
        return { kind: 'checkout', id: event.id, type: event.type, accountId, checkout: checkoutStateOf(event.data.object as Session, event.type) };
      }
      if (REFUND_EVENTS.has(event.type)) {
        return { kind: 'refund', id: event.id, type: event.type, accountId, refund: refundStateOf(event.data.object as Stripe.Refund) };
      }
      return { kind: 'ignored', id: event.id, type: event.type };
    },
  };
}
