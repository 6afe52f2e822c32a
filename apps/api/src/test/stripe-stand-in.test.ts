/**
 * The Stripe stand-in, driven as the payments code will drive it: through the real `stripe` SDK
 * pointed at its URL, with a connected account and idempotency keys, webhooks received by a small
 * local endpoint and verified with `stripe.webhooks.constructEvent`, and the hosted page loaded
 * and its buttons pressed with fetch.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseForm, startStripeStandIn, type StripeEvent, type StripeStandIn } from './stripe-stand-in/index.ts';

const WEBHOOK_SECRET = 'whsec_stand_in_test_secret';
const ACCOUNT = 'acct_1';
const OTHER_ACCOUNT = 'acct_2';

interface Receiver {
  url: string;
  received: Array<{ raw: string; signature: string }>;
  /** What the endpoint answers, and what it waits for first (a test's gate). */
  answer: { status: number; gate: Promise<void> | null };
  close(): Promise<void>;
}

/** A webhook endpoint that keeps each raw body and its Stripe-Signature header. */
async function startReceiver(): Promise<Receiver> {
  const received: Receiver['received'] = [];
  const answer: Receiver['answer'] = { status: 200, gate: null };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ raw: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers['stripe-signature']) });
      void (answer.gate ?? Promise.resolve()).then(() => {
        res.writeHead(answer.status, { 'Content-Type': 'application/json' });
        res.end('{"received":true}');
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
    received,
    answer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let standIn: StripeStandIn;
let receiver: Receiver;
let stripe: Stripe;

const clientFor = (key: string) =>
  new Stripe(key, { host: '127.0.0.1', port: Number(new URL(standIn.url).port), protocol: 'http', maxNetworkRetries: 0 });

beforeAll(async () => {
  receiver = await startReceiver();
  standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET, webhookUrl: receiver.url, businessNames: { [ACCOUNT]: 'Tasca' } });
  stripe = clientFor('sk_test_x');
});

afterAll(async () => {
  await standIn.close();
  await receiver.close();
});

beforeEach(async () => {
  standIn.setMode('up');
  standIn.setWebhookDelivery('auto');
  standIn.setRefundOutcome('succeeded');
  await standIn.idle();
  receiver.answer.status = 200;
  receiver.answer.gate = null;
  receiver.received.length = 0;
});

/** Two burgers, fries and a service fee (£30.47), less a £2.00 coupon when `coupon` is given. */
function sessionParams(coupon?: string): Stripe.Checkout.SessionCreateParams {
  const line = (name: string, unit_amount: number, quantity: number) => ({
    price_data: { currency: 'gbp', unit_amount, product_data: { name } },
    quantity,
  });
  return {
    mode: 'payment',
    line_items: [line('Burger', 1299, 2), line('Fries', 350, 1), line('Service fee', 99, 1)],
    ...(coupon ? { discounts: [{ coupon }] } : {}),
    client_reference_id: 'order-42',
    customer_email: 'diner@example.com',
    metadata: { orderId: 'order-42' },
    payment_intent_data: { metadata: { orderId: 'order-42' } },
    success_url: 'http://127.0.0.1:5173/orders/42?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://127.0.0.1:5173/checkout',
  };
}

async function couponOff(amountOff: number, account = ACCOUNT): Promise<string> {
  const coupon = await stripe.coupons.create({ amount_off: amountOff, currency: 'gbp', duration: 'once', name: 'Welcome' }, { stripeAccount: account });
  return coupon.id;
}

async function openSession(params: Stripe.Checkout.SessionCreateParams = sessionParams()): Promise<Stripe.Checkout.Session> {
  return stripe.checkout.sessions.create(params, { stripeAccount: ACCOUNT });
}

/** The events the receiver got, verified as the webhook route will verify them. */
const receivedEvents = () => receiver.received.map((r) => stripe.webhooks.constructEvent(r.raw, r.signature, WEBHOOK_SECRET));

async function rejection(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Stripe.errors.StripeError);
  return error as Stripe.errors.StripeError;
}

describe('Checkout Sessions', () => {
  it('creates a session with lines, a fee and a coupon, totalled as Stripe totals it, and serves its page', async () => {
    const coupon = await couponOff(200);
    const session = await openSession(sessionParams(coupon));
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      currency: 'gbp',
      amount_subtotal: 3047,
      amount_total: 2847,
      total_details: { amount_discount: 200 },
      discounts: [{ coupon }],
      client_reference_id: 'order-42',
      metadata: { orderId: 'order-42' },
      payment_intent: null,
      livemode: false,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${standIn.url}/c/pay/${session.id}`);
    expect(session.expires_at - session.created).toBe(24 * 3600);
    expect(standIn.amountOf(session.id)).toBe(2847);
    expect(session).not.toHaveProperty('last_decline');

    const recorded = standIn.requests.at(-1);
    expect(recorded).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', account: ACCOUNT });
    expect(recorded?.idempotencyKey).toBeTruthy();
    expect(recorded?.body).toMatchObject({
      line_items: [{ price_data: { currency: 'gbp', unit_amount: '1299', product_data: { name: 'Burger' } }, quantity: '2' }, {}, {}],
      discounts: [{ coupon }],
      metadata: { orderId: 'order-42' },
    });

    const page = await fetch(session.url as string);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Pay Tasca');
    expect(html).toMatch(/Burger<\/th><td>2<\/td><td>£25\.98/);
    expect(html).toContain('Discount (Welcome)');
    expect(html).toContain('£28.47');
    for (const button of ['Pay', 'Decline', 'Cancel']) expect(html).toContain(`>${button}</button>`);
  });

  it('lists the lines with their share of the discount when line_items is expanded', async () => {
    const session = await openSession(sessionParams(await couponOff(300)));
    const expanded = await stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items'] }, { stripeAccount: ACCOUNT });
    const lines = expanded.line_items?.data ?? [];
    expect(lines.map((l) => [l.description, l.quantity, l.amount_subtotal])).toEqual([
      ['Burger', 2, 2598],
      ['Fries', 1, 350],
      ['Service fee', 1, 99],
    ]);
    expect(lines.reduce((sum, l) => sum + l.amount_total, 0)).toBe(expanded.amount_total);
  });

  it('retrieves a session only with the account it belongs to', async () => {
    const session = await openSession();
    const found = await stripe.checkout.sessions.retrieve(session.id, {}, { stripeAccount: ACCOUNT });
    expect(found.id).toBe(session.id);
    for (const options of [{}, { stripeAccount: OTHER_ACCOUNT }]) {
      const error = await rejection(stripe.checkout.sessions.retrieve(session.id, {}, options));
      expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing', message: `No such checkout.session: '${session.id}'` });
    }
  });

  it('replays the first answer for a repeated idempotency key and refuses the key with other parameters', async () => {
    const options = { stripeAccount: ACCOUNT, idempotencyKey: 'order-42-attempt-1' };
    const first = await stripe.checkout.sessions.create(sessionParams(), options);
    const again = await stripe.checkout.sessions.create(sessionParams(), options);
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(first.lastResponse.headers['idempotent-replayed']).toBeUndefined();
    expect([...standIn.sessions.values()].filter((s) => s.client_reference_id === 'order-42' && s.id === first.id)).toHaveLength(1);

    const changed = { ...sessionParams(), client_reference_id: 'order-43' };
    const error = await rejection(stripe.checkout.sessions.create(changed, options));
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error.statusCode).toBe(400);
    // The same key on another account is another key.
    const elsewhere = await stripe.checkout.sessions.create(sessionParams(), { ...options, stripeAccount: OTHER_ACCOUNT });
    expect(elsewhere.id).not.toBe(first.id);
  });

  it('refuses what Stripe refuses, naming the parameter', async () => {
    const base = sessionParams();
    const bad = async (params: Stripe.Checkout.SessionCreateParams, account = ACCOUNT) => {
      const error = await rejection(stripe.checkout.sessions.create(params, { stripeAccount: account }));
      expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(error.statusCode).toBeGreaterThanOrEqual(400);
      return { param: error.param, code: error.code, message: error.message };
    };
    const line = (currency: string, unit_amount: number, quantity: number) => ({ price_data: { currency, unit_amount, product_data: { name: 'Item' } }, quantity });

    expect(await bad({ ...base, line_items: [] })).toMatchObject({ param: 'line_items' });
    expect(await bad({ ...base, line_items: [line('gbp', -1, 1)] })).toMatchObject({
      param: 'line_items[0][price_data][unit_amount]',
      code: 'parameter_invalid_integer',
    });
    expect(await bad({ ...base, line_items: [line('gbp', 12.5, 1)] })).toMatchObject({ code: 'parameter_invalid_integer' });
    expect(await bad({ ...base, line_items: [line('gbp', 1000, 0)] })).toMatchObject({ param: 'line_items[0][quantity]' });
    expect(await bad({ ...base, line_items: [line('gbp', 1000, 1), line('eur', 1000, 1)] })).toMatchObject({
      param: 'line_items[1][price_data][currency]',
    });
    const { success_url: _success, ...noSuccessUrl } = base;
    expect(await bad(noSuccessUrl)).toMatchObject({ param: 'success_url', code: 'parameter_missing' });
    expect(await bad({ ...base, discounts: [{ coupon: 'NOPE' }] })).toMatchObject({ param: 'discounts[0][coupon]', code: 'resource_missing' });
    const othersCoupon = await couponOff(100, OTHER_ACCOUNT);
    expect(await bad({ ...base, discounts: [{ coupon: othersCoupon }] })).toMatchObject({ code: 'resource_missing' });
    // £0.20 is under Stripe's £0.30 minimum; £0.00 (all discounted) takes no payment and is allowed.
    expect(await bad({ ...base, line_items: [line('gbp', 20, 1)] })).toMatchObject({ code: 'amount_too_small' });
    const free = await openSession({ ...base, line_items: [line('gbp', 150, 1)], discounts: [{ coupon: await couponOff(500) }] });
    expect(free.amount_total).toBe(0);
    expect(await bad({ ...base, expires_at: Math.floor(Date.now() / 1000) + 60 })).toMatchObject({ param: 'expires_at' });
  });

  it('answers 401 with Stripe error shape for a missing or wrong key', async () => {
    const error = await rejection(clientFor('sk_live_wrong').checkout.sessions.retrieve('cs_test_x'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error.statusCode).toBe(401);
    const bare = await fetch(`${standIn.url}/v1/checkout/sessions/cs_test_x`);
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ error: { type: 'invalid_request_error', message: expect.stringContaining('did not provide an API key') } });
  });
});

describe('payment and webhooks', () => {
  it('pay() completes the session and delivers a checkout.session.completed that constructEvent verifies', async () => {
    const session = await openSession();
    const { redirectTo } = await standIn.pay(session.id);
    expect(redirectTo).toBe(`http://127.0.0.1:5173/orders/42?session=${session.id}`);

    const [event] = receivedEvents();
    expect(event).toMatchObject({ type: 'checkout.session.completed', account: ACCOUNT, livemode: false, request: { id: null } });
    const paid = event?.data.object as Stripe.Checkout.Session;
    expect(paid).toMatchObject({ id: session.id, status: 'complete', payment_status: 'paid', amount_total: 3047, url: null });
    expect(paid.payment_intent).toMatch(/^pi_/);
    expect(standIn.deliveries.at(-1)).toEqual({ eventId: event?.id, type: 'checkout.session.completed', status: 200 });

    const retrieved = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] }, { stripeAccount: ACCOUNT });
    expect(retrieved.payment_intent).toMatchObject({
      object: 'payment_intent',
      amount: 3047,
      currency: 'gbp',
      status: 'succeeded',
      metadata: { orderId: 'order-42' },
      latest_charge: expect.stringMatching(/^ch_/),
    });
    await expect(standIn.pay(session.id)).rejects.toThrow(/no longer be paid/);
  });

  it('a forged, stale or tampered delivery fails constructEvent', async () => {
    const session = await openSession();
    await standIn.pay(session.id);
    const event = standIn.events.at(-1) as StripeEvent;
    receiver.received.length = 0;
    await standIn.deliver(event, { secret: 'whsec_somebody_else' });
    await standIn.deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    await standIn.deliver(event, { tamper: true });
    const [forged, stale, tampered] = receiver.received;
    expect(() => stripe.webhooks.constructEvent(forged?.raw ?? '', forged?.signature ?? '', WEBHOOK_SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => stripe.webhooks.constructEvent(stale?.raw ?? '', stale?.signature ?? '', WEBHOOK_SECRET)).toThrow(/tolerance/);
    expect(() => stripe.webhooks.constructEvent(tampered?.raw ?? '', tampered?.signature ?? '', WEBHOOK_SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    // A replay of the genuine event verifies again (no automatic retries; tests replay).
    const replay = await standIn.deliver(event);
    expect(replay.status).toBe(200);
    expect(stripe.webhooks.constructEvent(receiver.received.at(-1)?.raw ?? '', receiver.received.at(-1)?.signature ?? '', WEBHOOK_SECRET).id).toBe(event.id);
  });

  it("records the endpoint's answer, and holds events until a test hands them on", async () => {
    receiver.answer.status = 500;
    await standIn.pay((await openSession()).id);
    expect(standIn.deliveries.at(-1)?.status).toBe(500);
    receiver.answer.status = 200;

    standIn.setWebhookDelivery('hold');
    const held = await openSession();
    await standIn.pay(held.id);
    expect(receiver.received).toHaveLength(1);
    expect(standIn.held.map((e) => e.type)).toEqual(['checkout.session.completed']);
    const results = await standIn.deliverHeld();
    expect(results.map((r) => r.status)).toEqual([200]);
    expect(standIn.held).toHaveLength(0);
    expect((receivedEvents().at(-1)?.data.object as Stripe.Checkout.Session).id).toBe(held.id);
  });

  it('delivers events made by an API call after its answer, never holding the answer up', async () => {
    let release = () => {};
    receiver.answer.gate = new Promise<void>((resolve) => (release = resolve));
    const session = await openSession();
    const expired = await stripe.checkout.sessions.expire(session.id, {}, { stripeAccount: ACCOUNT });
    expect(expired).toMatchObject({ status: 'expired', url: null });
    // The endpoint has not answered yet: the API's answer did not wait for it.
    expect(standIn.deliveries.some((d) => d.type === 'checkout.session.expired')).toBe(false);
    release();
    await standIn.idle();
    expect(standIn.deliveries.at(-1)).toMatchObject({ type: 'checkout.session.expired', status: 200 });
    const [event] = receivedEvents();
    expect(event).toMatchObject({ type: 'checkout.session.expired', account: ACCOUNT, request: { id: expect.stringMatching(/^req_/) } });

    const again = await rejection(stripe.checkout.sessions.expire(session.id, {}, { stripeAccount: ACCOUNT }));
    expect(again).toMatchObject({ statusCode: 400, message: expect.stringContaining('status of `expired`') });
  });

  it('expire() ends an open session as Stripe does at expires_at', async () => {
    const session = await openSession();
    await standIn.expire(session.id);
    expect(standIn.sessions.get(session.id)?.status).toBe('expired');
    expect(receivedEvents().map((e) => e.type)).toEqual(['checkout.session.expired']);
    expect(await (await fetch(`${standIn.url}/c/pay/${session.id}`)).text()).toContain('This checkout session is no longer available.');
  });
});

describe('refunds', () => {
  async function paidIntent(): Promise<string> {
    const session = await openSession();
    await standIn.pay(session.id);
    return standIn.sessions.get(session.id)?.payment_intent as string;
  }

  it('refunds in part, then the rest, then refuses: nothing is left', async () => {
    const intent = await paidIntent();
    receiver.received.length = 0;
    const partial = await stripe.refunds.create({ payment_intent: intent, amount: 1000, reason: 'requested_by_customer' }, { stripeAccount: ACCOUNT });
    expect(partial).toMatchObject({ object: 'refund', amount: 1000, currency: 'gbp', payment_intent: intent, status: 'succeeded' });
    expect(partial.id).toMatch(/^re_/);
    const rest = await stripe.refunds.create({ payment_intent: intent }, { stripeAccount: ACCOUNT });
    expect(rest.amount).toBe(2047);
    const none = await rejection(stripe.refunds.create({ payment_intent: intent }, { stripeAccount: ACCOUNT }));
    expect(none).toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });

    await standIn.idle();
    const events = receivedEvents();
    expect(events.map((e) => e.type)).toEqual(['refund.created', 'charge.refunded', 'refund.created', 'charge.refunded']);
    expect(events[3]?.data.object).toMatchObject({ object: 'charge', amount: 3047, amount_refunded: 3047, refunded: true, payment_intent: intent });
    expect((await stripe.refunds.retrieve(partial.id, {}, { stripeAccount: ACCOUNT })).amount).toBe(1000);
  });

  it('refuses a refund larger than what is left, and one on another account', async () => {
    const intent = await paidIntent();
    await stripe.refunds.create({ payment_intent: intent, amount: 3000 }, { stripeAccount: ACCOUNT });
    const tooLarge = await rejection(stripe.refunds.create({ payment_intent: intent, amount: 100 }, { stripeAccount: ACCOUNT }));
    expect(tooLarge).toMatchObject({ statusCode: 400, code: 'amount_too_large', param: 'amount' });
    expect(tooLarge.message).toContain('£1.00');
    const elsewhere = await rejection(stripe.refunds.create({ payment_intent: intent }, { stripeAccount: OTHER_ACCOUNT }));
    expect(elsewhere).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'payment_intent' });
  });

  it('leaves refunds pending until settled, announcing the outcome', async () => {
    const intent = await paidIntent();
    standIn.setRefundOutcome('pending');
    const refund = await stripe.refunds.create({ payment_intent: intent, amount: 500 }, { stripeAccount: ACCOUNT });
    expect(refund.status).toBe('pending');
    await standIn.settleRefund(refund.id, 'succeeded');
    expect((await stripe.refunds.retrieve(refund.id, {}, { stripeAccount: ACCOUNT })).status).toBe('succeeded');
    const updated = receivedEvents().find((e) => e.type === 'refund.updated');
    expect(updated?.data).toMatchObject({ object: { id: refund.id, status: 'succeeded' }, previous_attributes: { status: 'pending' } });

    const failing = await stripe.refunds.create({ payment_intent: intent }, { stripeAccount: ACCOUNT });
    expect(failing.amount).toBe(2547);
    await standIn.settleRefund(failing.id, 'failed');
    expect(receivedEvents().slice(-2).map((e) => e.type)).toEqual(['refund.updated', 'refund.failed']);
    expect(standIn.refunds.get(failing.id)?.status).toBe('failed');
    // The failed amount is refundable again.
    expect((await stripe.refunds.create({ payment_intent: intent }, { stripeAccount: ACCOUNT })).amount).toBe(2547);
  });
});

describe('failure modes', () => {
  it("'down' resets API connections (the SDK's connection error); the hosted page keeps working", async () => {
    const session = await openSession();
    standIn.setMode('down');
    const before = standIn.requests.length;
    const error = await rejection(stripe.checkout.sessions.retrieve(session.id, {}, { stripeAccount: ACCOUNT }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeConnectionError);
    expect(standIn.requests.length).toBe(before);
    expect((await fetch(session.url as string)).status).toBe(200);
  });

  it("'slow' answers late", async () => {
    const session = await openSession();
    standIn.setMode('slow', 400);
    const started = Date.now();
    await stripe.checkout.sessions.retrieve(session.id, {}, { stripeAccount: ACCOUNT });
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
  });
});

describe('the hosted page', () => {
  it('Decline keeps the diner on the page; Pay redirects (303) to the success URL and completes the session', async () => {
    const session = await openSession();
    const declined = await fetch(`${standIn.url}/c/pay/${session.id}/decline`, { method: 'POST', redirect: 'manual' });
    expect(declined.status).toBe(200);
    const html = await declined.text();
    expect(html).toContain('Your card was declined.');
    expect(html).toContain('>Pay</button>');
    expect(standIn.sessions.get(session.id)).toMatchObject({ status: 'open', last_decline: 1 });
    await standIn.decline(session.id);
    expect(standIn.sessions.get(session.id)?.last_decline).toBe(2);

    const paid = await fetch(`${standIn.url}/c/pay/${session.id}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://127.0.0.1:5173/orders/42?session=${session.id}`);
    await standIn.idle();
    expect(receivedEvents().map((e) => e.type)).toEqual(['checkout.session.completed']);
    expect(await (await fetch(session.url as string)).text()).toContain('This checkout session is no longer available.');
  });

  it('Cancel redirects (303) to the cancel URL', async () => {
    const session = await openSession();
    expect(standIn.cancelUrl(session.id)).toBe('http://127.0.0.1:5173/checkout');
    const cancelled = await fetch(`${standIn.url}/c/pay/${session.id}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('http://127.0.0.1:5173/checkout');
    expect(standIn.sessions.get(session.id)?.status).toBe('open');
  });
});

describe('parseForm', () => {
  it('reads bracket notation into objects and arrays, keeping values as strings', () => {
    expect(
      parseForm('line_items[0][price_data][unit_amount]=1299&line_items[0][quantity]=2&line_items[1][quantity]=1&metadata[0]=zero&expand[]=a&expand[]=b&success_url=http%3A%2F%2Fx%2F%7BCHECKOUT_SESSION_ID%7D'),
    ).toEqual({
      line_items: [{ price_data: { unit_amount: '1299' }, quantity: '2' }, { quantity: '1' }],
      metadata: { 0: 'zero' },
      expand: ['a', 'b'],
      success_url: 'http://x/{CHECKOUT_SESSION_ID}',
    });
    expect(Object.prototype).not.toHaveProperty('polluted');
    parseForm('__proto__[polluted]=1&a[__proto__][polluted]=1');
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
