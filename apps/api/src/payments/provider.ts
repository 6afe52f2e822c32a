/**
 * What the API needs of a card-payment provider (architecture.md, "Money in and out"): a hosted
 * checkout for an order, its state read back, an expiry, refunds, and its webhooks verified and
 * read into the few events the payments module acts on. Stripe is the first provider
 * (stripe-provider.ts); another is one more implementation of this interface.
 *
 * Every call names the restaurant's connected account: the money goes to the restaurant. Calls
 * that create something take an idempotency key, so a retry never makes a second one.
 */
import type { CheckoutLine } from '@platter/domain';

export interface CheckoutRequest {
  /** The restaurant's connected account. */
  accountId: string;
  orderId: string;
  currency: string;
  lines: readonly CheckoutLine[];
  discountMinor: number;
  /** The discount's name on the hosted page, in the order's language ('Your discount', 'O seu desconto'). */
  discountName: string;
  /** What the provider must come to: Σ lines − discount (checked again by the provider's answer). */
  totalMinor: number;
  customerEmail: string | null;
  /** Where the diner lands after paying / after cancelling: the restaurant's own order page. */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** The restaurant's name on the page and the statement. */
  description: string;
}

export interface CheckoutCreated {
  sessionId: string;
  url: string;
  expiresAt: Date;
  amountMinor: number;
}

/** A session as the provider reports it. */
export interface CheckoutState {
  sessionId: string;
  /** The order it was made for (the session's client reference). */
  orderId: string | null;
  state: 'open' | 'paid' | 'expired';
  /** The provider's payment, once paid (what refunds are made against). */
  paymentId: string | null;
  amountMinor: number;
  currency: string;
}

export interface RefundRequest {
  accountId: string;
  paymentId: string;
  amountMinor: number;
  /** Our refund's id: the idempotency key and the provider's metadata. */
  refundId: string;
  orderId: string;
}

export type ProviderRefundStatus = 'pending' | 'succeeded' | 'failed';

export interface RefundState {
  providerRefundId: string;
  /** Ours, when the provider carries it back (metadata). */
  refundId: string | null;
  status: ProviderRefundStatus;
  amountMinor: number;
}

/** A verified provider event, read into what the payments module acts on. */
export type PaymentEvent =
  | { kind: 'checkout'; id: string; type: string; accountId: string | null; checkout: CheckoutState }
  | { kind: 'refund'; id: string; type: string; accountId: string | null; refund: RefundState }
  | { kind: 'ignored'; id: string; type: string };

/** The provider could not be reached or answered with a failure of its own (not our request's fault). */
export class ProviderUnavailable extends Error {}

/** The webhook's signature or timestamp did not verify: the request is not from the provider. */
export class WebhookRejected extends Error {}

export interface PaymentProvider {
  /** 'stripe'. */
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutCreated>;
  retrieveCheckout(accountId: string, sessionId: string): Promise<CheckoutState>;
  /** Expires an open session (nothing can be paid on it after); one already closed is left as it is. */
  expireCheckout(accountId: string, sessionId: string): Promise<void>;
  createRefund(request: RefundRequest): Promise<RefundState>;
  /** Verifies a webhook on its raw body (throws WebhookRejected) and reads it. */
  readWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
