/**
 * The payments worker: every call to the provider that is not the diner's own checkout runs here,
 * outside any request, from durable rows.
 * - Refunds: a pass claims due Pending refunds (FOR UPDATE SKIP LOCKED, so processes share the
 *   queue), makes each at the provider keyed by its id (a retry after a crash never refunds
 *   twice), keeps the provider's refund id, and applies the outcome when the answer already has
 *   it (else the webhook brings it). A failed call is retried with backoff; after the last attempt
 *   the refund is marked Failed and its amount can be refunded again.
 * - The sweeper: checkouts still open a few minutes after they were made are read back from the
 *   provider and settled (a webhook that never came); one past its expiry is expired at the
 *   provider first, so its order fails and gives its points back.
 * Passes run one at a time per process: every `pollMs`, and at once on `nudge()`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Writes } from '../../../platform/events.ts';
import { ProviderUnavailable, type PaymentProvider } from '../../../payments/provider.ts';
import { PollingWorker } from '../../../platform/polling-worker.ts';
import { applyRefundOutcome } from './refunds.ts';
import { settleCheckout } from './settle.ts';
import {
  claimDueRefunds,
  findCheckoutOfOrder,
  openCheckoutsBefore,
  scheduleRefundRetry,
  setProviderRefund,
  settleRefundIf,
  type RefundRow,
} from './payment-queries.ts';

const REFUND_BATCH = 10;
const REFUND_LEASE_SECONDS = 120;
const MAX_REFUND_ATTEMPTS = 8;
const MAX_BACKOFF_SECONDS = 3600;
/** A checkout is looked at by the sweeper once it is this old (its webhook is late). */
export const SWEEP_AFTER_MS = 5 * 60_000;
const SWEEP_BATCH = 50;

export interface PassSummary {
  refunded: number;
  retried: number;
  swept: number;
}

function reasonOf(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').slice(0, 500) || 'unknown error';
}

export class PaymentsWorker extends PollingWorker<PassSummary> {
  constructor(
    private readonly writes: Writes,
    private readonly provider: PaymentProvider,
    private readonly settings: { pollMs: number; retryBaseSeconds: number; clock: () => Date },
    private readonly log: FastifyBaseLogger,
  ) {
    super('payments worker', settings.pollMs, log);
  }

  protected async pass(): Promise<PassSummary> {
    const summary: PassSummary = { refunded: 0, retried: 0, swept: 0 };
    while (!this.isStopped) {
      const due = await claimDueRefunds(this.writes.db, this.settings.clock(), REFUND_BATCH, REFUND_LEASE_SECONDS);
      for (const refund of due) summary[(await this.makeRefund(refund)) ? 'refunded' : 'retried'] += 1;
      if (due.length < REFUND_BATCH) break;
    }
    if (!this.isStopped) summary.swept = await this.sweep();
    return summary;
  }

  /** One refund at the provider; true once the provider has it. */
  private async makeRefund(refund: RefundRow): Promise<boolean> {
    const now = this.settings.clock();
    const checkout = await findCheckoutOfOrder(this.writes.db, refund.restaurantId, refund.orderId);
    try {
      if (!checkout?.paymentId) throw new Error('The order has no card payment at the provider to refund.');
      const state = await this.provider.createRefund({
        accountId: checkout.accountId,
        paymentId: checkout.paymentId,
        amountMinor: refund.amountMinor,
        refundId: refund.id,
        orderId: refund.orderId,
      });
      await setProviderRefund(this.writes.db, refund.id, state.providerRefundId);
      await applyRefundOutcome(this.writes, refund, state, now);
      return true;
    } catch (err) {
      const reason = reasonOf(err);
      if (refund.attempts >= MAX_REFUND_ATTEMPTS) {
        this.log.error({ refundId: refund.id, orderId: refund.orderId, attempts: refund.attempts, reason }, 'refund failed for good');
        await settleRefundIf(this.writes.db, refund.restaurantId, refund.id, 'Failed', `unsent-${refund.id}`, now, reason);
        return false;
      }
      const delay = Math.min(this.settings.retryBaseSeconds * 2 ** Math.max(0, refund.attempts - 1), MAX_BACKOFF_SECONDS);
      const level = err instanceof ProviderUnavailable ? 'warn' : 'error';
      this.log[level]({ refundId: refund.id, orderId: refund.orderId, attempts: refund.attempts, retryInSeconds: delay, reason }, 'refund not made; will retry');
      await scheduleRefundRetry(this.writes.db, refund.id, new Date(now.getTime() + delay * 1000), reason);
      return false;
    }
  }

  /** Settles checkouts whose webhook is late; expires those past their time. Answers how many changed. */
  async sweep(): Promise<number> {
    const now = this.settings.clock();
    const late = await openCheckoutsBefore(this.writes.db, new Date(now.getTime() - SWEEP_AFTER_MS), SWEEP_BATCH);
    let changed = 0;
    for (const checkout of late) {
      if (this.isStopped) break;
      try {
        let state = await this.provider.retrieveCheckout(checkout.accountId, checkout.sessionId);
        // The session's expiry is on the provider's clock, the real one.
        if (state.state === 'open' && checkout.expiresAt.getTime() <= Date.now()) {
          await this.provider.expireCheckout(checkout.accountId, checkout.sessionId);
          state = await this.provider.retrieveCheckout(checkout.accountId, checkout.sessionId);
        }
        const outcome = await settleCheckout(this.writes, checkout, state, now, this.log);
        if (outcome === 'live' || outcome === 'failed') changed += 1;
      } catch (err) {
        this.log.warn({ orderId: checkout.orderId, reason: reasonOf(err) }, 'could not reconcile a checkout; will try again');
      }
    }
    return changed;
  }
}
