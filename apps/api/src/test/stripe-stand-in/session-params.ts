/**
 * `POST /v1/checkout/sessions` read and checked as Stripe checks it for `mode=payment` with
 * `line_items[n][price_data]`: lines in one currency with integer amounts, one coupon of the same
 * account, success_url required, expires_at between 30 minutes and 24 hours ahead, and a total of
 * 0 or at least the currency's minimum charge. Answers the plan the ledger stores.
 */
import type { FormObject } from './form.ts';
import { formatAmount, minimumCharge, nowSeconds, type SessionLine } from './objects.ts';
import {
  checkUrl,
  invalid,
  missingParam,
  optionalArray,
  optionalInteger,
  optionalObject,
  optionalString,
  readMetadata,
  requiredInteger,
  requiredString,
} from './params.ts';
import type { Coupon, Metadata } from './types.ts';

export interface SessionPlan {
  lines: SessionLine[];
  currency: string;
  subtotal: number;
  discount: number;
  coupon: Coupon | null;
  clientReferenceId: string | null;
  customerEmail: string | null;
  metadata: Metadata;
  successUrl: string;
  cancelUrl: string | null;
  expiresAt: number;
  paymentIntentMetadata: Metadata;
  paymentIntentDescription: string | null;
  applicationFeeAmount: number | null;
}

/** What a coupon takes off `subtotal` (never more than it). */
export function discountOf(coupon: Coupon | null, subtotal: number): number {
  if (!coupon) return 0;
  const off = coupon.amount_off ?? Math.round((subtotal * (coupon.percent_off ?? 0)) / 100);
  return Math.min(off, subtotal);
}

function readLines(body: FormObject): { lines: SessionLine[]; currency: string } {
  const items = optionalArray(body, 'line_items');
  if (!items || items.length === 0) throw invalid('You must specify `line_items` in `payment` mode.', 'line_items', 'parameter_missing');
  if (items.length > 100) throw invalid('You may only specify up to 100 line items.', 'line_items');
  let currency: string | null = null;
  const lines = items.map((item, i): SessionLine => {
    const param = `line_items[${i}]`;
    if (typeof item !== 'object' || Array.isArray(item)) throw invalid('Invalid object', param, 'parameter_invalid_object');
    if (item.price !== undefined) throw invalid(`No such price: '${String(item.price)}'`, `${param}[price]`, 'resource_missing');
    const priceData = optionalObject(item, 'price_data', `${param}[price_data]`);
    if (!priceData) throw invalid(`You must specify either \`price\` or \`price_data\` in ${param}.`, `${param}[price_data]`, 'parameter_missing');
    const lineCurrency = requiredString(priceData, 'currency', `${param}[price_data][currency]`).toLowerCase();
    const unitAmount = requiredInteger(priceData, 'unit_amount', 0, `${param}[price_data][unit_amount]`);
    const productData = optionalObject(priceData, 'product_data', `${param}[price_data][product_data]`);
    if (!productData) throw missingParam(`${param}[price_data][product_data]`);
    const name = requiredString(productData, 'name', `${param}[price_data][product_data][name]`);
    const quantity = requiredInteger(item, 'quantity', 1, `${param}[quantity]`);
    if (currency !== null && lineCurrency !== currency) {
      throw invalid('All `line_items` must have the same currency.', `${param}[price_data][currency]`);
    }
    currency = lineCurrency;
    return { name, unitAmount, quantity };
  });
  return { lines, currency: currency ?? 'gbp' };
}

function readCoupon(body: FormObject, currency: string, findCoupon: (id: string) => Coupon | undefined): Coupon | null {
  const discounts = optionalArray(body, 'discounts');
  if (!discounts || discounts.length === 0) return null;
  if (discounts.length > 1) throw invalid('You may only specify one discount.', 'discounts');
  const entry = discounts[0];
  if (typeof entry !== 'object' || Array.isArray(entry)) throw invalid('Invalid object', 'discounts[0]', 'parameter_invalid_object');
  if (entry.promotion_code !== undefined) {
    throw invalid(`No such promotion code: '${String(entry.promotion_code)}'`, 'discounts[0][promotion_code]', 'resource_missing');
  }
  const id = requiredString(entry, 'coupon', 'discounts[0][coupon]');
  const coupon = findCoupon(id);
  if (!coupon) throw invalid(`No such coupon: '${id}'`, 'discounts[0][coupon]', 'resource_missing');
  if (!coupon.valid) throw invalid(`Coupon ${id} is no longer valid.`, 'discounts[0][coupon]', 'coupon_expired');
  if (coupon.currency !== null && coupon.currency !== currency) {
    throw invalid(`The coupon ${id} is in ${coupon.currency} but the Checkout Session is in ${currency}.`, 'discounts[0][coupon]');
  }
  return coupon;
}

export function readSessionParams(body: FormObject, account: string | null, findCoupon: (id: string) => Coupon | undefined): SessionPlan {
  const mode = requiredString(body, 'mode');
  if (mode !== 'payment') throw invalid(`The Stripe stand-in answers mode=payment only, not ${mode}.`, 'mode');
  const { lines, currency } = readLines(body);
  const coupon = readCoupon(body, currency, findCoupon);
  const successUrl = checkUrl(requiredString(body, 'success_url'), 'success_url');
  const cancel = optionalString(body, 'cancel_url');
  const created = nowSeconds();
  const expiresAt = optionalInteger(body, 'expires_at', 0) ?? created + 24 * 3600;
  // Stripe allows 30 minutes to 24 hours after creation, and documents no slack below: a caller
  // asking for exactly 30 minutes is refused as soon as the request takes a second (issue 40).
  if (expiresAt < created + 30 * 60 || expiresAt > created + 24 * 3600 + 5) {
    throw invalid('The `expires_at` timestamp must be between 30 minutes and 24 hours after Checkout Session creation.', 'expires_at');
  }
  const clientReferenceId = optionalString(body, 'client_reference_id') ?? null;
  if (clientReferenceId && clientReferenceId.length > 200) throw invalid('client_reference_id can be up to 200 characters.', 'client_reference_id');
  const customerEmail = optionalString(body, 'customer_email') ?? null;
  if (customerEmail !== null && !/^[^@\s]+@[^@\s]+$/.test(customerEmail)) throw invalid('Invalid email address: ' + customerEmail, 'customer_email', 'email_invalid');

  const intentData = optionalObject(body, 'payment_intent_data') ?? {};
  const applicationFeeAmount = optionalInteger(intentData, 'application_fee_amount', 0, 'payment_intent_data[application_fee_amount]') ?? null;
  if (applicationFeeAmount !== null && !account) {
    throw invalid(
      'Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment (using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).',
      'payment_intent_data[application_fee_amount]',
    );
  }

  const subtotal = lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
  const discount = discountOf(coupon, subtotal);
  const total = subtotal - discount;
  if (total > 0 && total < minimumCharge(currency)) {
    throw invalid(
      `The Checkout Session's total amount due must add up to at least ${formatAmount(minimumCharge(currency), currency)} ${currency}`,
      undefined,
      'amount_too_small',
    );
  }
  if (applicationFeeAmount !== null && applicationFeeAmount > total) {
    throw invalid('The application fee amount cannot be greater than the amount of the payment.', 'payment_intent_data[application_fee_amount]');
  }
  return {
    lines,
    currency,
    subtotal,
    discount,
    coupon,
    clientReferenceId,
    customerEmail,
    metadata: readMetadata(body),
    successUrl,
    cancelUrl: cancel === undefined ? null : checkUrl(cancel, 'cancel_url'),
    expiresAt,
    paymentIntentMetadata: readMetadata(intentData, 'metadata', 'payment_intent_data[metadata]'),
    paymentIntentDescription: optionalString(intentData, 'description') ?? null,
    applicationFeeAmount,
  };
}
