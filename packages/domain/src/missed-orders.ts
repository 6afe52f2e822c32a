/**
 * Missed orders (issue 29): an order nobody accepts alerts the kitchen after `alertMinutes` (the
 * board's banner, louder chime and tab title, and one e-mail to the restaurant) and is rejected by
 * itself after `rejectMinutes`, with a reason the diner reads. Each restaurant sets both (the
 * tenant file's `missedOrders`, the back office's Orders section); these are the defaults.
 */
import { z } from 'zod';
import type { Language } from './languages.ts';
import { nextOpeningSlot, type OpeningSchedule } from './opening-hours.ts';

export const MISSED_ORDER_DEFAULTS = { alertMinutes: 3, rejectMinutes: 10 } as const;

/** The reason the diner is told (live, and in the cancellation e-mail), in English. */
export const MISSED_ORDER_REASON = 'The restaurant could not accept your order in time';

/** The reason in the language the diner ordered in (the order's `language`): stored as the rejection's note, so the order page and the e-mail read it. */
export const MISSED_ORDER_REASONS: Record<Language, string> = {
  'en-GB': MISSED_ORDER_REASON,
  'pt-PT': 'O restaurante não conseguiu aceitar a sua encomenda a tempo',
};

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

/** True when an order waiting since `waitingSince` (its `missedOrderClockFrom`) has waited long enough to alert the kitchen at `now`. */
export function isOrderOverdue(waitingSince: Date, now: Date, rules: Pick<MissedOrderRules, 'alertMinutes'>): boolean {
  return now.getTime() - waitingSince.getTime() >= rules.alertMinutes * 60_000;
}

/**
 * When the missed-order clock starts for an order that reaches the kitchen at `placedAt` (placed,
 * or paid by card) (issue 40, C): when it is due for attention, and never while the restaurant
 * is closed. Due: at once for ASAP; a scheduled order when the kitchen must start on it (its time
 * minus the lead time), or at once if that has passed. Then the first moment from there the
 * restaurant is open: a pre-order placed overnight is not rejected before anyone is in.
 */
export function missedOrderClockFrom({
  schedule,
  timeZone,
  placedAt,
  scheduledAt,
  leadMinutes,
}: {
  schedule: OpeningSchedule;
  timeZone: string;
  placedAt: Date;
  /** A scheduled order's time (null: ASAP). */
  scheduledAt: Date | null;
  leadMinutes: number;
}): Date {
  const due = new Date(Math.max(placedAt.getTime(), scheduledAt ? scheduledAt.getTime() - leadMinutes * 60_000 : 0));
  return nextOpeningSlot(schedule, timeZone, due) ?? due;
}
