/** What the payment routes call: each reads what it needs and hands the work to its module. */
import type { FastifyBaseLogger } from 'fastify';
import type { Order, OrderRefund, RefundBody } from '@platter/domain';
import type { AppDeps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/errors.ts';
import { API_MESSAGES_EN_GB, apiMessage } from '@platter/domain';
import { WebhookRejected, type PaymentProvider } from '../../../payments/provider.ts';
import { myOrder } from '../order-reads.ts';
import { findDinersOrder, loadOrderChildren } from '../queries.ts';
import { findCheckoutOfOrder } from './payment-queries.ts';
import type { Payments } from './plugin.ts';
import { requestRefund } from './refunds.ts';
import { settleCheckout } from './settle.ts';
import { handlePaymentEvent, type WebhookOutcome } from './webhook.ts';

/** What the payment use cases take: the database, the clock, the publisher and the card provider. */
export type PaymentDeps = Pick<AppDeps, 'db' | 'clock' | 'events'> & { payments: Pick<Payments, 'provider'> };

export const PAYMENTS_NOT_CONFIGURED = API_MESSAGES_EN_GB['payments.notConfigured'];

/** POST /payments/stripe/webhook: verify (400 when it does not), then apply once. */
export async function receiveWebhook(app: PaymentDeps, raw: Buffer, signature: string | undefined, log: FastifyBaseLogger): Promise<WebhookOutcome> {
  const provider = app.payments.provider;
  if (!provider) throw AppError.notFound(apiMessage('payments.notConfigured'));
  let event;
  try {
    event = provider.readWebhook(raw, signature);
  } catch (err) {
    if (err instanceof WebhookRejected) throw AppError.badRequest(`The event's signature did not verify: ${err.message}`);
    throw err;
  }
  return handlePaymentEvent(app, provider, event, app.clock(), log);
}

/**
 * The diner's order after `reach` has asked the provider about its open checkout (and the answer
 * settled it). Only while it awaits its payment; a provider that cannot be reached leaves the
 * order as it is, logged as `failure`.
 */
async function afterAskingProvider(
  app: PaymentDeps,
  restaurantId: string,
  userId: string,
  orderId: string,
  log: FastifyBaseLogger,
  failure: string,
  reach: (provider: PaymentProvider, accountId: string, sessionId: string) => Promise<void>,
): Promise<Order> {
  const row = await findDinersOrder(app.db, restaurantId, userId, orderId);
  const provider = app.payments.provider;
  if (row?.status === 'Awaiting Payment' && provider) {
    const checkout = await findCheckoutOfOrder(app.db, restaurantId, orderId);
    if (checkout?.state === 'open') {
      try {
        await reach(provider, checkout.accountId, checkout.sessionId);
        const state = await provider.retrieveCheckout(checkout.accountId, checkout.sessionId);
        await settleCheckout(app, checkout, state, app.clock(), log);
      } catch (err) {
        log.warn({ orderId, reason: err instanceof Error ? err.message : String(err) }, failure);
      }
    }
  }
  return myOrder(app.db, restaurantId, userId, orderId);
}

/**
 * POST /orders/{id}/check-payment: the diner's order; while it awaits its payment, the provider is
 * asked first (a provider that cannot be reached leaves the order as it is: the page asks again).
 */
export async function checkMyPayment(app: PaymentDeps, restaurantId: string, userId: string, orderId: string, log: FastifyBaseLogger): Promise<Order> {
  return afterAskingProvider(app, restaurantId, userId, orderId, log, 'could not read a checkout back from the provider', async () => {});
}

/**
 * POST /orders/{id}/cancel-payment: the diner came back through the provider's Back link without
 * paying (issue 40, E). Their abandoned checkout would hold its capacity slot, points and
 * promotion use until it expired (32 minutes): the session is expired at the provider now (as
 * Stripe's expire endpoint does early) and read back, so the order fails and gives them back at
 * once. Read back, not assumed: a session paid meanwhile makes the order live instead. A provider
 * that cannot be reached leaves the order as it is (the sweeper expires it at its time).
 */
export async function cancelMyPayment(app: PaymentDeps, restaurantId: string, userId: string, orderId: string, log: FastifyBaseLogger): Promise<Order> {
  return afterAskingProvider(app, restaurantId, userId, orderId, log, 'could not expire an abandoned checkout at the provider', (provider, accountId, sessionId) =>
    provider.expireCheckout(accountId, sessionId),
  );
}

/** POST /staff/orders/{id}/refunds. */
export async function refundOrder(app: PaymentDeps, restaurantId: string, orderId: string, body: RefundBody, userId: string): Promise<{ order: Order; refund: OrderRefund }> {
  return requestRefund(app, restaurantId, orderId, body, { userId }, app.clock(), async (tx) => {
    const children = await loadOrderChildren(tx, restaurantId, [orderId]);
    return (children.items.get(orderId) ?? []).map((item) => ({ id: item.id, quantity: item.quantity, itemSubtotalMinor: item.itemSubtotalMinor }));
  });
}
