/**
 * Card payments in the running app: the provider the configuration names (or none), and the
 * payments worker, started with the app and stopped before the database closes. The worker is
 * nudged after any commit that left a refund to make (a staff refund, a rejected or cancelled paid
 * order). `app.payments` is what placing an order, the webhook and the refund routes use.
 */
import type { FastifyInstance } from 'fastify';
import type { DomainEvent } from '@platter/domain';
import type { Config } from '../../../config.ts';
import { createPaymentProvider, type PaymentProvider } from '../../../payments/index.ts';
import { PaymentsWorker } from './worker.ts';

export interface Payments {
  /** null: no provider configured, no card payment anywhere. */
  provider: PaymentProvider | null;
  worker: PaymentsWorker | null;
  /** Placing a card order gives up on the provider after this (503). */
  checkoutDeadlineMs: number;
}

/** Whether a committed event left a refund for the worker to make. */
function leavesRefundToMake(event: DomainEvent): boolean {
  if (event.type === 'restaurant.ordering_switched') return false;
  return (event.order.paymentDetails.refunds ?? []).some((refund) => refund.status === 'Pending');
}

export function attachPayments(
  app: FastifyInstance,
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL' | 'STRIPE_TIMEOUT_SECONDS' | 'PAYMENTS_POLL_SECONDS' | 'MAIL_RETRY_BASE_SECONDS'>,
): Payments {
  const provider = createPaymentProvider(config);
  const log = app.log.child({ module: 'payments' });
  const worker = provider
    ? new PaymentsWorker(app, provider, { pollMs: Math.round(config.PAYMENTS_POLL_SECONDS * 1000), retryBaseSeconds: config.MAIL_RETRY_BASE_SECONDS, clock: () => app.clock() }, log)
    : null;
  const payments: Payments = { provider, worker, checkoutDeadlineMs: config.STRIPE_TIMEOUT_SECONDS * 1000 };
  app.decorate('payments', payments);
  if (worker) {
    app.events.subscribe((event) => {
      if (leavesRefundToMake(event)) worker.nudge();
    });
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => worker.stop());
  }
  return payments;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Card payments: the provider (null when none is configured) and its worker. */
    payments: Payments;
  }
}
