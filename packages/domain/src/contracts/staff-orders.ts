import { z } from 'zod';
import { apiErrorSchema, envelope, limitQuery } from './common.ts';
import { ORDER_STATUSES } from '../order-status.ts';
import { orderSchema } from './order.ts';

// The staff board's calls: GET /staff/orders and PATCH /staff/orders/{id}/status.

export const BOARD_ORDERS_LIMIT = 200;

/** GET /staff/orders: `status` once or more (`?status=Confirmed&status=Preparing`, or comma-separated). */
export const boardOrdersQuery = z.object({
  status: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(','))))
    .pipe(
      z
        .array(z.string().trim().pipe(z.enum(ORDER_STATUSES, { message: 'status must be an order status.' })))
        .max(ORDER_STATUSES.length, 'Too many statuses.'),
    ),
  limit: limitQuery(BOARD_ORDERS_LIMIT, BOARD_ORDERS_LIMIT),
});

export const boardOrdersResponse = envelope({
  orders: z.array(orderSchema),
  /** More orders matched than `limit`; the oldest `limit` are listed. */
  truncated: z.boolean(),
  /** The restaurant's missed-order minutes (issue 29): the board alerts on an order waiting `alertMinutes`; it is rejected by itself at `rejectMinutes`. */
  missedOrders: z.object({ alertMinutes: z.number().int(), rejectMinutes: z.number().int() }),
});
export type BoardOrdersResponse = z.infer<typeof boardOrdersResponse>;

/**
 * GET /staff/orders/search (issue 40): any of the restaurant's orders, today's or past, by number
 * ('GF-000042', '#42', '42'), the diner's name (case and accents ignored) or phone digits; newest
 * first, a page at a time (`before`: the previous page's `nextCursor`).
 */
export const ORDER_SEARCH_MIN_LENGTH = 2;
export const ORDER_SEARCH_MAX_LENGTH = 60;
export const ORDER_SEARCH_PAGE = 20;
const SEARCH_TEXTS = {
  required: 'q is required: an order number, a name or a phone number.',
  tooShort: `Type at least ${ORDER_SEARCH_MIN_LENGTH} characters to search.`,
  tooLong: `A search is at most ${ORDER_SEARCH_MAX_LENGTH} characters.`,
  cursor: 'before must be the nextCursor of the previous page.',
} as const;
/** A page's end: the last order's placement instant and id. */
export const ORDER_SEARCH_CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export const orderSearchQuery = z.object({
  q: z
    .string({ message: SEARCH_TEXTS.required })
    .transform((text) => text.normalize('NFC').trim())
    .pipe(z.string().min(ORDER_SEARCH_MIN_LENGTH, SEARCH_TEXTS.tooShort).max(ORDER_SEARCH_MAX_LENGTH, SEARCH_TEXTS.tooLong)),
  before: z.string().regex(ORDER_SEARCH_CURSOR, SEARCH_TEXTS.cursor).optional(),
  limit: limitQuery(ORDER_SEARCH_PAGE, 50),
});
export type OrderSearchQuery = z.output<typeof orderSearchQuery>;

export const orderSearchResponse = envelope({
  /** Full orders as the board holds them, newest first. */
  orders: z.array(orderSchema),
  /** Pass as `before` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
  /**
   * Set when this page is short because the request read as many orders as it may: matches were
   * looked for back to this instant (the orders placed then and later); `nextCursor` searches further back.
   */
  searchedBack: z.iso.datetime().nullable(),
});
export type OrderSearchResponse = z.infer<typeof orderSearchResponse>;

/** PATCH /staff/orders/{id}/status: where staff move an order, with an optional note (a reason for the diner). */
export const READY_IN_MINUTES_MIN = 5;
export const READY_IN_MINUTES_MAX = 240;
/** The ready-in choices the staff board offers when accepting an order. */
export const READY_IN_MINUTES_CHOICES = [10, 15, 20, 30, 45, 60, 90] as const;

export const orderStatusChangeBody = z
  .object({
    status: z.enum(ORDER_STATUSES, {
      message: `Status must be one of: ${ORDER_STATUSES.join(', ')}.`,
    }),
    /**
     * The status the order had on the screen the move was made from (the board always sends it):
     * when the order has moved on since, the move is refused with 409 and the order as it is now.
     */
    fromStatus: z
      .enum(ORDER_STATUSES, { message: `fromStatus must be one of: ${ORDER_STATUSES.join(', ')}.` })
      .nullish()
      .transform((status) => status ?? null),
    notes: z
      .string({ message: 'Notes must be text.' })
      .trim()
      .max(500, 'Notes can be at most 500 characters.')
      .nullish()
      .transform((notes) => (notes ? notes : null)),
    /** With Confirmed: when the kitchen expects the order ready, in minutes from now (shown to the diner, e-mailed). */
    readyInMinutes: z
      .number({ message: 'Ready in must be a number of minutes.' })
      .int('Ready in must be a whole number of minutes.')
      .min(READY_IN_MINUTES_MIN, `Ready in must be at least ${READY_IN_MINUTES_MIN} minutes.`)
      .max(READY_IN_MINUTES_MAX, `Ready in must be at most ${READY_IN_MINUTES_MAX} minutes.`)
      .nullish()
      .transform((minutes) => minutes ?? null),
  })
  .refine((change) => change.readyInMinutes === null || change.status === 'Confirmed', {
    message: 'A ready time can only be given when confirming an order.',
    path: ['readyInMinutes'],
  });
export type OrderStatusChange = z.input<typeof orderStatusChangeBody>;

/** A move's 409: the refusal, and the order as it is now (when it exists), so the screen can show it. */
export const orderMoveConflictSchema = apiErrorSchema.extend({ order: orderSchema.optional() });
export type OrderMoveConflict = z.infer<typeof orderMoveConflictSchema>;
