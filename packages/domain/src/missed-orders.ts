/**
 * Missed orders (issue 29): an order nobody accepts alerts the kitchen after `alertMinutes` (the
 * board's banner, louder chime and tab title, and one e-mail to the restaurant) and is rejected by
 * itself after `rejectMinutes`, with a reason the diner reads. Each restaurant sets both (the
 * tenant file's `missedOrders`, the back office's Orders section); these are the defaults.
 */
import { z } from 'zod';

export const MISSED_ORDER_DEFAULTS = { alertMinutes: 3, rejectMinutes: 10 } as const;

/** The reason the diner is told (live, and in the cancellation e-mail). */
export const MISSED_ORDER_REASON = 'The restaurant could not accept your order in time';

/** The bounds: an alert within the hour, a rejection within four hours and after the alert. */
export const MISSED_ORDER_LIMITS = { alertMinutes: { min: 1, max: 60 }, rejectMinutes: { min: 2, max: 240 } } as const;

const minutes = (field: 'alertMinutes' | 'rejectMinutes', what: string) => {
  const { min, max } = MISSED_ORDER_LIMITS[field];
  const message = `${what} after whole minutes, ${min} to ${max}.`;
  return z.number({ message }).int({ message }).min(min, { message }).max(max, { message });
};

export const missedOrdersSchema = z
  .strictObject({
    alertMinutes: minutes('alertMinutes', 'The kitchen is alerted').meta({
      description: 'Minutes an order may wait for the kitchen before the board alerts (banner, louder chime, tab title) and the restaurant is e-mailed once.',
    }),
    rejectMinutes: minutes('rejectMinutes', 'An order is rejected by itself').meta({
      description: `Minutes an order may wait before it is rejected by itself with the reason "${MISSED_ORDER_REASON}".`,
    }),
  })
  .refine((m) => m.rejectMinutes > m.alertMinutes, { message: 'The automatic rejection must come later than the alert: the kitchen is alerted first.', path: ['rejectMinutes'] });
export type MissedOrderRules = z.infer<typeof missedOrdersSchema>;

/** True when an order placed at `placedAt` has waited long enough to alert the kitchen at `now`. */
export function isOrderOverdue(placedAt: Date, now: Date, rules: Pick<MissedOrderRules, 'alertMinutes'>): boolean {
  return now.getTime() - placedAt.getTime() >= rules.alertMinutes * 60_000;
}
