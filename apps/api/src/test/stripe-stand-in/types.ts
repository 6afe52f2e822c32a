/**
 * The Stripe objects the stand-in answers with, shaped as Stripe's API reference documents them
 * (Checkout Session, Coupon, PaymentIntent, Charge, Refund, Event), cut to the fields the
 * payments code reads and a few neighbours. Amounts are integer minor units, times Unix seconds.
 */

export type Metadata = Record<string, string>;

export interface Coupon {
  id: string;
  object: 'coupon';
  amount_off: number | null;
  percent_off: number | null;
  currency: string | null;
  duration: 'once' | 'repeating' | 'forever';
  duration_in_months: number | null;
  max_redemptions: number | null;
  metadata: Metadata;
  name: string | null;
  redeem_by: number | null;
  times_redeemed: number;
  valid: boolean;
  created: number;
  livemode: false;
}

export interface Price {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  product: string;
  type: 'one_time';
  unit_amount: number;
  livemode: false;
}

/** A line of a session (`expand[]=line_items`), with its share of the discount. */
export interface LineItem {
  id: string;
  object: 'item';
  amount_discount: number;
  amount_subtotal: number;
  amount_tax: number;
  amount_total: number;
  currency: string;
  description: string;
  quantity: number;
  price: Price;
}

export interface List<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

export interface CustomerDetails {
  email: string | null;
  name: string | null;
  phone: string | null;
  address: null;
  tax_exempt: 'none';
  tax_ids: [];
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer: null;
  customer_email: string | null;
  customer_details: CustomerDetails | null;
  discounts: Array<{ coupon: string; promotion_code: null }>;
  metadata: Metadata;
  success_url: string;
  cancel_url: string | null;
  /** The hosted page; null once the session is complete or expired, as Stripe documents. */
  url: string | null;
  /** An id; the PaymentIntent itself when retrieved with `expand[]=payment_intent`. */
  payment_intent: string | PaymentIntent | null;
  payment_method_types: string[];
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  line_items?: List<LineItem>;
  expires_at: number;
  created: number;
  livemode: false;
  /** Stand-in only, never sent: how many times the hosted page's Decline was pressed. */
  last_decline: number;
}

/** A session as the API and events show it (without the stand-in's `last_decline`). */
export type WireCheckoutSession = Omit<CheckoutSession, 'last_decline'>;

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  application_fee_amount: number | null;
  currency: string;
  description: string | null;
  latest_charge: string;
  metadata: Metadata;
  status: 'succeeded';
  created: number;
  livemode: false;
}

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  /** Pending and succeeded refunds; a failed refund gives its amount back. */
  amount_refunded: number;
  balance_transaction: string;
  captured: true;
  currency: string;
  metadata: Metadata;
  paid: true;
  payment_intent: string;
  refunded: boolean;
  status: 'succeeded';
  created: number;
  livemode: false;
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string;
  charge: string;
  currency: string;
  failure_reason?: string;
  metadata: Metadata;
  payment_intent: string;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  receipt_number: null;
  source_transfer_reversal: null;
  status: 'pending' | 'succeeded' | 'failed';
  transfer_reversal: null;
  created: number;
}

export type StripeEventType =
  | 'checkout.session.completed'
  | 'checkout.session.expired'
  | 'refund.created'
  | 'refund.updated'
  | 'refund.failed'
  | 'charge.refunded';

export interface StripeEvent {
  id: string;
  object: 'event';
  /** The connected account the object belongs to (absent for the platform's own objects). */
  account?: string;
  api_version: string;
  created: number;
  type: StripeEventType;
  data: {
    object: WireCheckoutSession | Refund | Charge;
    previous_attributes?: Record<string, unknown>;
  };
  livemode: false;
  pending_webhooks: number;
  /** The API request that caused the event; both null for what happened on Stripe's side (a payment on the hosted page, an expiry). */
  request: { id: string | null; idempotency_key: string | null };
}

/** Stripe's error body: `{ error: { type, message, code?, param? } }`. */
export interface StripeErrorBody {
  type: 'invalid_request_error' | 'idempotency_error' | 'api_error';
  message: string;
  code?: string;
  param?: string;
}
