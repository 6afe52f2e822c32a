import { z } from 'zod';
import { envelope, money } from './common.ts';
import { ORDER_TYPES } from '../pricing.ts';
import { ORDER_CHANNELS, TAKINGS_MAX_DAYS, TAKINGS_PAYMENTS, daysInRange, parseCalendarDate } from '../takings.ts';

// The back office's reports (issue 29): GET /staff/reports/takings and GET /staff/reports/orders.csv.

const calendarDate = (name: string) =>
  z
    .string({ message: `${name} is required, as YYYY-MM-DD.` })
    .trim()
    .refine((text) => parseCalendarDate(text) !== null, `${name} must be a date as YYYY-MM-DD, e.g. 2026-06-02.`);

/** `from` and `to` are days in the restaurant's time zone, both included. */
export const reportRangeFields = z.object({ from: calendarDate('from'), to: calendarDate('to') });

/** At most TAKINGS_MAX_DAYS days, `to` not before `from` (a refinement, added after a route extends the fields). */
export function checkReportRange({ from, to }: { from: string; to: string }, ctx: z.RefinementCtx): void {
  const [start, end] = [parseCalendarDate(from), parseCalendarDate(to)];
  if (!start || !end) return;
  const days = daysInRange(start, end);
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be the same day as from or later.' });
  else if (days > TAKINGS_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `A report covers at most ${TAKINGS_MAX_DAYS} days.` });
}

export const reportRangeQuery = reportRangeFields.superRefine(checkReportRange);
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;

/** Money figures of a group of orders (major units). */
const figures = {
  orders: z.number().int(),
  revenue: money,
};

export const takingsSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  currencyCode: z.string(),
  currencySymbol: z.string(),
  /** Orders that count (not awaiting payment, cancelled or failed). */
  orders: z.number().int(),
  /** What those orders came to: totals after discounts, delivery fees included. */
  revenue: money,
  discounts: money,
  deliveryFees: money,
  /** The diners' tips for the staff (part of revenue). */
  tips: money,
  /** Given back on those orders (card refunds). */
  refunds: money,
  /** Revenue less refunds. */
  net: money,
  /** Revenue over orders (0 without orders). */
  averageOrder: money,
  /** Cancelled by either side or failed: counted apart, with what they came to. */
  cancelled: z.object(figures),
  byFulfilment: z.array(z.object({ orderType: z.enum(ORDER_TYPES), ...figures })),
  /**
   * By how it was paid and collected (`takingsPaymentOf`): `card` (online, any collection, `orderType`
   * null), cash or card on delivery or on collection, and `other` methods per collection.
   * `paymentMethod`: the restaurant's name(s) of the method, ' / ' between two.
   */
  byPaymentMethod: z.array(z.object({ payment: z.enum(TAKINGS_PAYMENTS), paymentMethod: z.string(), orderType: z.enum(ORDER_TYPES).nullable(), ...figures })),
  byChannel: z.array(z.object({ channel: z.enum(ORDER_CHANNELS), ...figures })),
  /** Each day of the range that had orders, in order. */
  byDay: z.array(z.object({ date: z.string(), ...figures })),
  /** The ten dishes sold most (by quantity, then revenue). */
  topDishes: z.array(z.object({ name: z.string(), quantity: z.number().int(), revenue: money })),
});
export type Takings = z.infer<typeof takingsSchema>;

export const takingsResponse = envelope({ takings: takingsSchema });
export type TakingsResponse = z.infer<typeof takingsResponse>;
