/**
 * The hosted checkout of an order paid by card, made while the order is placed: the domain's
 * `checkoutOf` turns the priced order into the provider's lines, fee and discount (they come to
 * the order's total in minor units, or nothing is asked of the provider), and the provider makes
 * the session on the restaurant's connected account, keyed by the order's id.
 *
 * The session is made before the order is stored, so a provider that is down or slow leaves
 * nothing behind: the diner gets a 503 with Retry-After within 10 s and no order, no number, no
 * spent points. A session whose order is then not stored (the write refused) is expired at once;
 * its address was never shown to anyone.
 */
import {
  belowCardMinimumMessage,
  checkoutOf,
  formatPrice,
  isLanguage,
  minimumCardChargeMinor,
  toMajor,
  type ProviderCheckout,
} from '@platter/domain';
import type { CheckoutSessionRow, RestaurantRow, checkoutSessions } from '../../../db/schema.ts';
import { AppError } from '../../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { messageIn } from '../../../platform/messages.ts';
import { ProviderUnavailable, type PaymentProvider } from '../../../payments/provider.ts';
import type { NewOrderRows } from '../place-order/order-rows.ts';

export type NewCheckoutSession = typeof checkoutSessions.$inferInsert;

/**
 * How long a diner has to pay: Stripe's shortest session is 30 minutes after its creation, counted
 * on Stripe's clock when the request arrives, so exactly 30 (computed here before the call) is
 * refused whenever the call or the clocks differ by a second. 32 leaves two minutes' margin and
 * holds the slot only two minutes longer (a diner who cancels frees it at once).
 */
export const CHECKOUT_MINUTES = 32;
/** Seconds a 503 asks the diner's browser to wait. */
export const PAYMENTS_RETRY_AFTER_SECONDS = 30;

export function paymentsUnavailable(): AppError {
  return new AppError('PAYMENTS_UNAVAILABLE', apiMessage('payments.providerUnavailable'), undefined, undefined, PAYMENTS_RETRY_AFTER_SECONDS);
}

/** What the provider is asked to charge for these rows (throws when they do not add up: a bug, nothing is charged). */
export function providerCheckoutOf(rows: NewOrderRows): ProviderCheckout {
  const { order, items } = rows;
  return checkoutOf({
    currencyCode: order.currencyCode,
    items: items.map((item) => ({
      productName: item.productName,
      quantity: item.quantity,
      itemSubtotalMinor: item.itemSubtotalMinor,
      optionLabels: item.selectedOptions.map((option) => option.valueLabel),
    })),
    deliveryFeeMinor: order.deliveryFeeMinor ?? 0,
    serviceFeeMinor: order.serviceFeeMinor ?? 0,
    taxesMinor: order.taxesMinor ?? 0,
    tipMinor: order.tipMinor ?? 0,
    discountMinor: order.discountMinor ?? 0,
    totalMinor: order.totalMinor,
  });
}

/** The coupon's name on the provider's page, in the language the diner ordered in. */
export function discountName(language: string): string {
  return messageIn(apiMessage('payments.discountName'), isLanguage(language) ? language : 'en-GB');
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ProviderUnavailable(`No answer within ${ms} ms.`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export interface CheckoutFor {
  provider: PaymentProvider;
  restaurant: RestaurantRow;
  accountId: string;
  orderId: string;
  rows: NewOrderRows;
  customerEmail: string | null;
  /** The restaurant's origin the diner is on: they come back to its order page. */
  origin: string;
  /** The order page to come back to when it is not the origin's plain one: a guest's carries its link's token (issue 30). */
  orderPage?: string;
  now: Date;
  /** Give up after this (STRIPE_TIMEOUT_SECONDS): the diner gets a 503, nothing is stored. */
  deadlineMs: number;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

/** Makes the order's hosted checkout; answers the row to store with the order. 400 below the card minimum, 503 when the provider fails. */
export async function startCheckout(input: CheckoutFor): Promise<NewCheckoutSession> {
  const { provider, restaurant, accountId, orderId, rows, now, log } = input;
  const minimum = minimumCardChargeMinor(rows.order.currencyCode);
  if (rows.order.totalMinor < minimum) {
    const message = belowCardMinimumMessage(formatPrice(toMajor(minimum), rows.order.currencySymbol));
    throw new AppError('ONLINE_PAYMENT_BELOW_MINIMUM', message, [{ field: 'paymentDetails.method', message }]);
  }
  const checkout = providerCheckoutOf(rows);
  const page = input.orderPage ?? `${input.origin}/orders/${encodeURIComponent(orderId)}`;
  const back = (query: string) => `${page}${page.includes('?') ? '&' : '?'}${query}`;
  // The provider's clock is the real one (the app's may be moved for a demo).
  const expiresAt = new Date(Date.now() + CHECKOUT_MINUTES * 60_000);
  try {
    const created = await withDeadline(
      provider.createCheckout({
        accountId,
        orderId,
        currency: checkout.currency,
        lines: checkout.lines,
        discountMinor: checkout.discountMinor,
        discountName: discountName(rows.order.language),
        totalMinor: checkout.totalMinor,
        customerEmail: input.customerEmail,
        successUrl: back('payment=return&session_id={CHECKOUT_SESSION_ID}'),
        cancelUrl: back('payment=cancelled'),
        expiresAt,
        description: restaurant.name,
      }),
      input.deadlineMs,
    );
    if (created.amountMinor !== checkout.totalMinor) {
      // Never send a diner to pay another amount than the order's.
      log.error({ orderId, asked: checkout.totalMinor, session: created.amountMinor }, 'the checkout session came to another amount; not used');
      void provider.expireCheckout(accountId, created.sessionId).catch(() => undefined);
      throw paymentsUnavailable();
    }
    return {
      orderId,
      restaurantId: restaurant.id,
      provider: provider.name,
      accountId,
      sessionId: created.sessionId,
      url: created.url,
      amountMinor: created.amountMinor,
      currencyCode: rows.order.currencyCode,
      state: 'open',
      expiresAt: created.expiresAt,
      createdAt: now,
    };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof ProviderUnavailable) log.warn({ orderId, reason: err.message }, 'payment provider unavailable; order not placed');
    else log.error({ orderId, err }, 'payment provider refused the checkout; order not placed');
    throw paymentsUnavailable();
  }
}

/** The stored row a new session will be (the order's first answer shows it before it is read back). */
export function checkoutRowOf(row: NewCheckoutSession): CheckoutSessionRow {
  return {
    ...row,
    state: row.state ?? 'open',
    paymentId: row.paymentId ?? null,
    createdAt: row.createdAt ?? new Date(),
    settledAt: row.settledAt ?? null,
  };
}

/** A session whose order was not stored: expired so nothing can ever be paid on it (its address was never shown). */
export function abandonCheckout(provider: PaymentProvider, row: Pick<CheckoutSessionRow, 'accountId' | 'sessionId'>): Promise<void> {
  return provider.expireCheckout(row.accountId, row.sessionId);
}
