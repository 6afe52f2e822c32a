/**
 * Builders for the stand-in's Stripe objects: ids in Stripe's prefixes (`cs_test_`, `pi_`, `ch_`,
 * `re_`, `evt_`), amounts in minor units formatted as Stripe's messages write them, the minimum
 * charge per currency, a session's line items with their share of the discount, and the copy of
 * a session that goes on the wire (without the stand-in's own bookkeeping).
 */
import { randomBytes } from 'node:crypto';
import type { Charge, CheckoutSession, LineItem, List, Refund, StripeEvent, StripeEventType, WireCheckoutSession } from './types.ts';

/** The API version events are rendered in (a fixed string; the SDK's pinned version may be newer). */
export const STAND_IN_API_VERSION = '2025-10-29.clover';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `prefix` and 24 random letters and digits, as Stripe's ids look. */
export function newId(prefix: string): string {
  const bytes = randomBytes(24);
  let id = prefix;
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Stripe's zero-decimal currencies: the amount is in whole units. */
const ZERO_DECIMAL = new Set(['bif', 'clp', 'djf', 'gnf', 'jpy', 'kmf', 'krw', 'mga', 'pyg', 'rwf', 'ugx', 'vnd', 'vuv', 'xaf', 'xof', 'xpf']);

/**
 * The smallest amount Stripe charges, in minor units, from its "Minimum and maximum charge
 * amounts" table (GBP £0.30; EUR, USD and most others 0.50 of the unit); 50 for currencies not listed here.
 */
const MINIMUM_CHARGE: Record<string, number> = { gbp: 30, eur: 50, usd: 50, aud: 50, cad: 50, chf: 50, nzd: 50, sgd: 50, jpy: 50 };

export const minimumCharge = (currency: string) => MINIMUM_CHARGE[currency] ?? 50;

/** `1299, 'gbp'` → '£12.99'. */
export function formatAmount(minor: number, currency: string): string {
  const digits = ZERO_DECIMAL.has(currency) ? 0 : 2;
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase(), minimumFractionDigits: digits }).format(
      minor / 10 ** digits,
    );
  } catch {
    return `${(minor / 10 ** digits).toFixed(digits)} ${currency.toUpperCase()}`;
  }
}

/** What the stand-in keeps of a session's lines (Stripe's `line_items[n][price_data]`, `quantity`). */
export interface SessionLine {
  name: string;
  unitAmount: number;
  quantity: number;
}

/** The lines as Stripe lists them, the discount shared in proportion and the rest put on the last line. */
export function lineItemList(session: CheckoutSession, lines: SessionLine[], lineIds: string[]): List<LineItem> {
  const discount = session.total_details.amount_discount;
  const subtotal = session.amount_subtotal;
  let given = 0;
  const data = lines.map((line, i): LineItem => {
    const lineSubtotal = line.unitAmount * line.quantity;
    const share = i === lines.length - 1 ? discount - given : subtotal === 0 ? 0 : Math.floor((discount * lineSubtotal) / subtotal);
    given += share;
    const id = lineIds[i] ?? `li_${i}`;
    return {
      id,
      object: 'item',
      amount_discount: share,
      amount_subtotal: lineSubtotal,
      amount_tax: 0,
      amount_total: lineSubtotal - share,
      currency: session.currency,
      description: line.name,
      quantity: line.quantity,
      price: {
        id: id.replace(/^li_/, 'price_'),
        object: 'price',
        active: false,
        currency: session.currency,
        product: id.replace(/^li_/, 'prod_'),
        type: 'one_time',
        unit_amount: line.unitAmount,
        livemode: false,
      },
    };
  });
  return { object: 'list', data, has_more: false, url: `/v1/checkout/sessions/${session.id}/line_items` };
}

/** The session as the API and events show it: a copy without `last_decline`. */
export function wireSession(session: CheckoutSession): WireCheckoutSession {
  const { last_decline: _declines, ...wire } = session;
  return structuredClone(wire);
}

export function buildEvent(
  type: StripeEventType,
  object: CheckoutSession | Refund | Charge,
  account: string | null,
  request: StripeEvent['request'],
  previous?: Record<string, unknown>,
): StripeEvent {
  const data = object.object === 'checkout.session' ? wireSession(object) : structuredClone(object);
  return {
    id: newId('evt_'),
    object: 'event',
    ...(account ? { account } : {}),
    api_version: STAND_IN_API_VERSION,
    created: nowSeconds(),
    type,
    data: { object: data, ...(previous ? { previous_attributes: previous } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request,
  };
}
