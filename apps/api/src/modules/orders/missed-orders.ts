/**
 * Missed orders (issue 29): a durable timer on the server. Every process sweeps (every 15 s) for
 * orders still waiting for the kitchen MISSED_ORDER_DEFAULTS.rejectMinutes after they were placed,
 * and rejects each through the ordinary move (refund of a paid order, the diner's e-mail and live
 * update, the board's). The move is a conditional update from Pending Confirmation, so of several
 * processes sweeping at once one rejects an order and the others find it moved on; the timer is
 * the orders' own placing time, so a restart loses nothing.
 */
import { MISSED_ORDER_DEFAULTS, MISSED_ORDER_REASON } from '@platter/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { findMissedOrders } from './queries.ts';
import { changeOrderStatus } from './status-changes.ts';

const SWEEP_BATCH = 50;

/** Rejects the orders due now; answers how many this call rejected. */
export async function sweepMissedOrders(app: FastifyInstance, now: Date): Promise<number> {
  const due = await findMissedOrders(app.db, new Date(now.getTime() - MISSED_ORDER_DEFAULTS.rejectMinutes * 60_000), SWEEP_BATCH);
  let rejected = 0;
  for (const order of due) {
    try {
      await changeOrderStatus(app, order.restaurantId, order.id, 'Cancelled by Restaurant', {
        now,
        by: 'staff',
        fromStatus: 'Pending Confirmation',
        notes: MISSED_ORDER_REASON,
      });
      rejected += 1;
    } catch (err) {
      // Accepted, or rejected by another process, in the meantime: nothing to do.
      if (err instanceof AppError && (err.code === 'ORDER_MOVED_ON' || err.code === 'CONFLICT')) continue;
      throw err;
    }
  }
  return rejected;
}

/** Sweeps every `everySeconds` (MISSED_ORDER_SWEEP_SECONDS; 0: never, for tests that sweep themselves). */
export function attachMissedOrders(app: FastifyInstance, everySeconds: number): void {
  if (everySeconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = sweepMissedOrders(app, app.clock())
        .catch((err: unknown) => app.log.error({ err }, 'missed orders sweep failed'))
        .finally(schedule);
    }, everySeconds * 1000);
    timer.unref();
  };
  app.addHook('onReady', async () => schedule());
  app.addHook('preClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
