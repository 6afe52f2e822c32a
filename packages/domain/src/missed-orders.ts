/**
 * Missed orders (issue 29): an order nobody accepts is rejected by itself after a while, with a
 * reason the diner reads. The restaurant's own minutes are a setting still to come; these are
 * the defaults the issue names.
 */
export const MISSED_ORDER_DEFAULTS = { alertMinutes: 3, rejectMinutes: 10 } as const;

/** The reason the diner is told (live, and in the cancellation e-mail). */
export const MISSED_ORDER_REASON = 'The restaurant could not accept your order in time';
