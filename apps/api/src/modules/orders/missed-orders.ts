/**
 * Missed orders (issue 29): a durable timer on the server. Every process sweeps (every 15 s) for
 * orders still waiting for the kitchen. Past the restaurant's `alertMinutes` the order is marked
 * alerted by a conditional update (one process wins) that queues the restaurant's one e-mail in
 * the same transaction; the board shows the alert from the order's own age. Past `rejectMinutes`
 * it rejects each through the ordinary move (refund of a paid order, the diner's e-mail and live
 * update, the board's). The move is a conditional update from Pending Confirmation, so of several
 * processes sweeping at once one rejects an order and the others find it moved on; the timer is
 * the order's own `waiting_since` (the domain's `missedOrderClockFrom`: when it is due and the
 * restaurant open, never while it is closed; a card order's from its payment), so a restart loses
 * nothing. The rejection's reason is written in the language the diner ordered in.
 */
import { MISSED_ORDER_REASONS, isLanguage } from '@platter/domain';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueMail } from '../mail/index.ts';
import { claimWaitingAlert, findMissedOrders, findOrdersToAlert, restaurantAlertContact } from './missed-queries.ts';
import { changeOrderStatus } from './status-changes.ts';

const SWEEP_BATCH = 50;

/** What the sweep takes: the database, the publisher, and the mail worker to nudge. */
export type SweepDeps = Pick<AppDeps, 'db' | 'events'> & { mail: { nudge(): void } };

/**
 * Alerts the kitchens of the orders that have waited their restaurant's `alertMinutes`: each
 * order once, whichever processes sweep (a restaurant without a contact address gets no e-mail,
 * the board still shows the alert). Answers how many orders this call claimed.
 */
export async function alertWaitingOrders(app: SweepDeps, now: Date): Promise<number> {
  const due = await findOrdersToAlert(app.db, now, SWEEP_BATCH);
  let claimed = 0;
  for (const order of due) {
    const mailed = await app.db.transaction(async (tx) => {
      const waiting = await claimWaitingAlert(tx, order.restaurantId, order.id, now);
      if (!waiting) return null;
      claimed += 1;
      const restaurant = await restaurantAlertContact(tx, order.restaurantId);
      if (!restaurant?.contactEmail) return false;
      await enqueueMail(tx, [
        {
          restaurantId: order.restaurantId,
          kind: 'order_waiting',
          recipient: restaurant.contactEmail,
          payload: { ...waiting, placedAt: waiting.placedAt.toISOString(), ...restaurant.missedOrders },
        },
      ]);
      return true;
    });
    if (mailed) app.mail.nudge();
  }
  return claimed;
}

/** Alerts the kitchens of orders waiting too long, then rejects the orders due; answers how many this call rejected. */
export async function sweepMissedOrders(app: SweepDeps, now: Date): Promise<number> {
  await alertWaitingOrders(app, now);
  const due = await findMissedOrders(app.db, now, SWEEP_BATCH);
  let rejected = 0;
  for (const order of due) {
    try {
      await changeOrderStatus(app, order.restaurantId, order.id, 'Cancelled by Restaurant', {
        now,
        by: 'staff',
        fromStatus: 'Pending Confirmation',
        // In the language the diner ordered in: the order page and the cancellation e-mail show it.
        notes: MISSED_ORDER_REASONS[isLanguage(order.language) ? order.language : 'en-GB'],
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
