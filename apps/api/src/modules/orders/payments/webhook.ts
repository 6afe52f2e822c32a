/**
 * A provider's webhook, verified (payments/ checks the signature on the raw body and the
 * timestamp's age) and applied: a checkout's outcome settles its order (settle.ts), a refund's
 * outcome settles the refund (refunds.ts). An event whose id was applied before changes nothing;
 * the id is stored once the event has been applied, so an event that failed half-way is applied
 * again when the provider retries it (every step is a conditional update: applying twice is
 * applying once). An event that names a session or refund we do not have, or another account
 * than the one the session was made on, is acknowledged and ignored.
 */
import type { Writes } from '../../../platform/events.ts';
import type { PaymentEvent, PaymentProvider } from '../../../payments/provider.ts';
import { applyRefundOutcome } from './refunds.ts';
import { settleCheckout } from './settle.ts';
import { findCheckoutBySession, findCheckoutOfOrder, findRefund, isPaymentEventRecorded, recordPaymentEvent } from './payment-queries.ts';

export type WebhookOutcome = 'applied' | 'replayed' | 'ignored';

interface WebhookLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

async function apply(writes: Writes, provider: PaymentProvider, event: PaymentEvent, now: Date, log: WebhookLog): Promise<WebhookOutcome> {
  if (event.kind === 'ignored') return 'ignored';
  if (event.kind === 'checkout') {
    const checkout = await findCheckoutBySession(writes.db, provider.name, event.checkout.sessionId);
    if (!checkout || (event.checkout.orderId && event.checkout.orderId !== checkout.orderId)) {
      log.warn({ eventId: event.id, sessionId: event.checkout.sessionId }, 'payment event for a checkout we did not make; ignored');
      return 'ignored';
    }
    if (event.accountId !== checkout.accountId) {
      log.warn({ eventId: event.id, orderId: checkout.orderId }, "payment event from another account than the checkout's; ignored");
      return 'ignored';
    }
    await settleCheckout(writes, checkout, event.checkout, now, log);
    return 'applied';
  }
  const refund = await findRefund(writes.db, { refundId: event.refund.refundId, providerRefundId: event.refund.providerRefundId });
  if (!refund) {
    log.warn({ eventId: event.id, providerRefundId: event.refund.providerRefundId }, 'refund event for a refund we did not make; ignored');
    return 'ignored';
  }
  const checkout = await findCheckoutOfOrder(writes.db, refund.restaurantId, refund.orderId);
  if (!checkout || event.accountId !== checkout.accountId) {
    log.warn({ eventId: event.id, refundId: refund.id }, "refund event from another account than the order's; ignored");
    return 'ignored';
  }
  await applyRefundOutcome(writes, refund, event.refund, now);
  return 'applied';
}

/** Applies a verified event once; answers what happened (the route answers 200 in every case). */
export async function handlePaymentEvent(writes: Writes, provider: PaymentProvider, event: PaymentEvent, now: Date, log: WebhookLog): Promise<WebhookOutcome> {
  if (await isPaymentEventRecorded(writes.db, provider.name, event.id)) return 'replayed';
  const outcome = await apply(writes, provider, event, now, log);
  await recordPaymentEvent(writes.db, provider.name, event.id, event.type);
  return outcome;
}
