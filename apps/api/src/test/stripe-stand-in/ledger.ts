/**
 * The stand-in's Stripe: the objects it keeps (coupons, Checkout Sessions, PaymentIntents,
 * charges, refunds), which connected account each belongs to, and what changes them (a session
 * paid, declined or expired, a refund made or settled). Every change that Stripe announces makes
 * an event, kept in `events` and in the outbox the caller takes and delivers.
 */
import type { FormObject } from './form.ts';
import { buildEvent, formatAmount, lineItemList, newId, nowSeconds, wireSession, type SessionLine } from './objects.ts';
import { invalid, noSuch, optionalInteger, optionalString, readMetadata } from './params.ts';
import { readSessionParams } from './session-params.ts';
import type { Charge, CheckoutSession, Coupon, Metadata, PaymentIntent, Refund, StripeEvent, StripeEventType, WireCheckoutSession } from './types.ts';

export type EventRequest = StripeEvent['request'];
/** Events of what happened on Stripe's side (the hosted page, an expiry): no API request. */
export const NO_REQUEST: EventRequest = { id: null, idempotency_key: null };

const REFUND_REASONS = new Set(['duplicate', 'fraudulent', 'requested_by_customer']);

export class Ledger {
  readonly sessions = new Map<string, CheckoutSession>();
  readonly refunds = new Map<string, Refund>();
  readonly paymentIntents = new Map<string, PaymentIntent>();
  readonly charges = new Map<string, Charge>();
  /** By `<account> <id>`: a coupon's id is the caller's choice, unique per account. */
  readonly coupons = new Map<string, Coupon>();
  readonly events: StripeEvent[] = [];
  refundOutcome: 'succeeded' | 'pending' = 'succeeded';
  private readonly accountOf = new Map<string, string | null>();
  private readonly linesOf = new Map<string, { lines: SessionLine[]; ids: string[] }>();
  /** What `payment_intent_data` asked of the PaymentIntent a payment makes. */
  private readonly intentPlans = new Map<string, { metadata: Metadata; description: string | null; applicationFeeAmount: number | null }>();
  private outbox: StripeEvent[] = [];

  constructor(private readonly pageUrl: (sessionId: string) => string) {}

  /** The events made since the last call (the caller delivers them). */
  takeOutbox(): StripeEvent[] {
    const taken = this.outbox;
    this.outbox = [];
    return taken;
  }

  private emit(type: StripeEventType, object: CheckoutSession | Refund | Charge, request: EventRequest, previous?: Record<string, unknown>) {
    const event = buildEvent(type, object, this.accountOf.get(object.id) ?? null, request, previous);
    this.events.push(event);
    this.outbox.push(event);
  }

  /** The object if it exists and belongs to `account` (null: the platform); else Stripe's 404. */
  private owned<T>(map: Map<string, T>, id: string, account: string | null, kind: string, param: string): T {
    const found = map.get(id);
    if (!found || (this.accountOf.get(id) ?? null) !== account) throw noSuch(kind, id, param);
    return found;
  }

  accountOfObject(id: string): string | null {
    return this.accountOf.get(id) ?? null;
  }

  // --- Coupons ---------------------------------------------------------------------------------

  findCoupon(id: string, account: string | null): Coupon | undefined {
    return this.coupons.get(`${account ?? ''} ${id}`);
  }

  createCoupon(body: FormObject, account: string | null): Coupon {
    const duration = optionalString(body, 'duration') ?? 'once';
    if (duration !== 'once' && duration !== 'repeating' && duration !== 'forever') {
      throw invalid(`Invalid duration: must be one of once, repeating, or forever`, 'duration');
    }
    const durationInMonths = optionalInteger(body, 'duration_in_months', 1) ?? null;
    if (duration === 'repeating' && durationInMonths === null) throw invalid('Missing required param: duration_in_months.', 'duration_in_months', 'parameter_missing');
    const amountOff = optionalInteger(body, 'amount_off', 1) ?? null;
    const percentRaw = optionalString(body, 'percent_off');
    const percentOff = percentRaw === undefined ? null : Number(percentRaw);
    if (percentOff !== null && !(percentOff > 0 && percentOff <= 100)) throw invalid('Invalid percent_off: must be greater than 0 and at most 100', 'percent_off');
    if ((amountOff === null) === (percentOff === null)) throw invalid('You must pass exactly one of `amount_off` or `percent_off`.', 'amount_off');
    const currency = optionalString(body, 'currency')?.toLowerCase() ?? null;
    if (amountOff !== null && currency === null) throw invalid('You must pass currency when passing amount_off.', 'currency', 'parameter_missing');
    const name = optionalString(body, 'name') ?? null;
    if (name && name.length > 40) throw invalid('Invalid name: must be at most 40 characters', 'name');
    const id = optionalString(body, 'id') ?? newId('');
    if (this.findCoupon(id, account)) throw invalid('Coupon already exists.', 'id', 'resource_already_exists');
    const coupon: Coupon = {
      id,
      object: 'coupon',
      amount_off: amountOff,
      percent_off: percentOff,
      currency: amountOff === null ? null : currency,
      duration,
      duration_in_months: durationInMonths,
      max_redemptions: optionalInteger(body, 'max_redemptions', 1) ?? null,
      metadata: readMetadata(body),
      name,
      redeem_by: optionalInteger(body, 'redeem_by', 0) ?? null,
      times_redeemed: 0,
      valid: true,
      created: nowSeconds(),
      livemode: false,
    };
    this.coupons.set(`${account ?? ''} ${id}`, coupon);
    return structuredClone(coupon);
  }

  // --- Checkout Sessions -----------------------------------------------------------------------

  createSession(body: FormObject, account: string | null): WireCheckoutSession {
    const plan = readSessionParams(body, account, (id) => this.findCoupon(id, account));
    const id = newId('cs_test_');
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: plan.subtotal,
      amount_total: plan.subtotal - plan.discount,
      currency: plan.currency,
      client_reference_id: plan.clientReferenceId,
      customer: null,
      customer_email: plan.customerEmail,
      customer_details: null,
      discounts: plan.coupon ? [{ coupon: plan.coupon.id, promotion_code: null }] : [],
      metadata: plan.metadata,
      success_url: plan.successUrl,
      cancel_url: plan.cancelUrl,
      url: this.pageUrl(id),
      payment_intent: null,
      payment_method_types: ['card'],
      total_details: { amount_discount: plan.discount, amount_shipping: 0, amount_tax: 0 },
      expires_at: plan.expiresAt,
      created: nowSeconds(),
      livemode: false,
      last_decline: 0,
    };
    this.sessions.set(id, session);
    this.accountOf.set(id, account);
    this.linesOf.set(id, { lines: plan.lines, ids: plan.lines.map(() => newId('li_')) });
    this.intentPlans.set(id, {
      metadata: plan.paymentIntentMetadata,
      description: plan.paymentIntentDescription,
      applicationFeeAmount: plan.applicationFeeAmount,
    });
    return wireSession(session);
  }

  /** A session for its account, with `expand` (payment_intent, line_items) as Stripe expands. */
  retrieveSession(id: string, account: string | null, expand: string[]): WireCheckoutSession {
    const session = wireSession(this.owned(this.sessions, id, account, 'checkout.session', 'session'));
    for (const path of expand) {
      if (path === 'payment_intent') {
        const intentId = session.payment_intent;
        if (typeof intentId === 'string') session.payment_intent = structuredClone(this.paymentIntents.get(intentId) ?? null);
      } else if (path === 'line_items') {
        session.line_items = this.lineItems(id);
      } else {
        throw invalid(`This property cannot be expanded (${path}).`, 'expand');
      }
    }
    return session;
  }

  lineItems(sessionId: string) {
    const session = this.sessionOrThrow(sessionId);
    const { lines, ids } = this.linesOf.get(sessionId) ?? { lines: [], ids: [] };
    return lineItemList(session, lines, ids);
  }

  linesOfSession(sessionId: string): SessionLine[] {
    return this.linesOf.get(sessionId)?.lines ?? [];
  }

  sessionOrThrow(id: string): CheckoutSession {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`The Stripe stand-in has no Checkout Session ${id}`);
    return session;
  }

  /** Ends an open session as Stripe does at expires_at or on `POST …/expire`. */
  expireSession(id: string, request: EventRequest): WireCheckoutSession {
    const session = this.sessionOrThrow(id);
    if (session.status !== 'open') {
      throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`);
    }
    session.status = 'expired';
    session.url = null;
    this.emit('checkout.session.expired', session, request);
    return wireSession(session);
  }

  /** The diner pays on the hosted page: the session completes with its PaymentIntent and charge. */
  paySession(id: string): string {
    const session = this.sessionOrThrow(id);
    if (session.status !== 'open') throw new Error(`Checkout Session ${id} is ${session.status}: it can no longer be paid`);
    const account = this.accountOf.get(id) ?? null;
    const created = nowSeconds();
    if (session.amount_total > 0) {
      const plan = this.intentPlans.get(id);
      const intentId = newId('pi_');
      const chargeId = newId('ch_');
      this.paymentIntents.set(intentId, {
        id: intentId,
        object: 'payment_intent',
        amount: session.amount_total,
        amount_received: session.amount_total,
        application_fee_amount: plan?.applicationFeeAmount ?? null,
        currency: session.currency,
        description: plan?.description ?? null,
        latest_charge: chargeId,
        metadata: plan?.metadata ?? {},
        status: 'succeeded',
        created,
        livemode: false,
      });
      this.charges.set(chargeId, {
        id: chargeId,
        object: 'charge',
        amount: session.amount_total,
        amount_captured: session.amount_total,
        amount_refunded: 0,
        balance_transaction: newId('txn_'),
        captured: true,
        currency: session.currency,
        metadata: plan?.metadata ?? {},
        paid: true,
        payment_intent: intentId,
        refunded: false,
        status: 'succeeded',
        created,
        livemode: false,
      });
      this.accountOf.set(intentId, account);
      this.accountOf.set(chargeId, account);
      session.payment_intent = intentId;
      session.payment_status = 'paid';
    } else {
      // A total of 0 takes no payment: Stripe completes such a session without a PaymentIntent.
      session.payment_status = 'no_payment_required';
    }
    session.status = 'complete';
    session.url = null;
    session.customer_details = { email: session.customer_email ?? 'payer@example.com', name: null, phone: null, address: null, tax_exempt: 'none', tax_ids: [] };
    const coupon = session.discounts[0] ? this.findCoupon(session.discounts[0].coupon, account) : undefined;
    if (coupon) {
      coupon.times_redeemed += 1;
      if (coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions) coupon.valid = false;
    }
    this.emit('checkout.session.completed', session, NO_REQUEST);
    return session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', id);
  }

  declineSession(id: string): void {
    const session = this.sessionOrThrow(id);
    if (session.status !== 'open') throw new Error(`Checkout Session ${id} is ${session.status}: nothing to decline`);
    session.last_decline += 1;
  }

  // --- PaymentIntents and refunds --------------------------------------------------------------

  retrievePaymentIntent(id: string, account: string | null): PaymentIntent {
    return structuredClone(this.owned(this.paymentIntents, id, account, 'payment_intent', 'intent'));
  }

  retrieveRefund(id: string, account: string | null): Refund {
    return structuredClone(this.owned(this.refunds, id, account, 'refund', 'refund'));
  }

  createRefund(body: FormObject, account: string | null, request: EventRequest): Refund {
    const intentId = optionalString(body, 'payment_intent');
    const chargeId = optionalString(body, 'charge');
    let charge: Charge;
    if (intentId !== undefined) {
      const intent = this.owned(this.paymentIntents, intentId, account, 'payment_intent', 'payment_intent');
      charge = this.charges.get(intent.latest_charge) as Charge;
    } else if (chargeId !== undefined) {
      charge = this.owned(this.charges, chargeId, account, 'charge', 'charge');
    } else {
      throw invalid('One of the following params should be provided for this request: payment_intent or charge.', 'payment_intent', 'parameter_missing');
    }
    const remaining = charge.amount - charge.amount_refunded;
    if (remaining === 0) throw invalid(`Charge ${charge.id} has already been refunded.`, undefined, 'charge_already_refunded');
    const amount = optionalInteger(body, 'amount', 1) ?? remaining;
    if (amount > remaining) {
      throw invalid(
        `Refund amount (${formatAmount(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatAmount(remaining, charge.currency)})`,
        'amount',
        'amount_too_large',
      );
    }
    const reason = optionalString(body, 'reason') ?? null;
    if (reason !== null && !REFUND_REASONS.has(reason)) {
      throw invalid('Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer', 'reason');
    }
    const refund: Refund = {
      id: newId('re_'),
      object: 'refund',
      amount,
      balance_transaction: newId('txn_'),
      charge: charge.id,
      currency: charge.currency,
      metadata: readMetadata(body),
      payment_intent: charge.payment_intent,
      reason: reason as Refund['reason'],
      receipt_number: null,
      source_transfer_reversal: null,
      status: this.refundOutcome,
      transfer_reversal: null,
      created: nowSeconds(),
    };
    this.refunds.set(refund.id, refund);
    this.accountOf.set(refund.id, account);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    this.emit('refund.created', refund, request);
    this.emit('charge.refunded', charge, request, { amount_refunded: charge.amount_refunded - amount, refunded: false });
    return structuredClone(refund);
  }

  /** A pending refund succeeds or fails (a failed one gives its amount back to the charge). */
  settleRefund(id: string, status: 'succeeded' | 'failed'): void {
    const refund = this.refunds.get(id);
    if (!refund) throw new Error(`The Stripe stand-in has no refund ${id}`);
    if (refund.status !== 'pending') throw new Error(`Refund ${id} is ${refund.status}, not pending`);
    refund.status = status;
    if (status === 'failed') {
      refund.failure_reason = 'expired_or_canceled_card';
      const charge = this.charges.get(refund.charge);
      if (charge) {
        charge.amount_refunded -= refund.amount;
        charge.refunded = false;
      }
    }
    this.emit('refund.updated', refund, NO_REQUEST, { status: 'pending' });
    if (status === 'failed') this.emit('refund.failed', refund, NO_REQUEST);
  }

  /** sum(unit_amount × quantity) less the coupon, never below 0. */
  amountOf(sessionId: string): number {
    return this.sessionOrThrow(sessionId).amount_total;
  }
}
