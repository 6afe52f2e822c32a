/**
 * A promotion's life in the back office (docs/decisions.md, "Offers"): what kind it is, the state
 * it is in at a moment, what ending it does to its window, and its dates as the restaurant reads
 * them (whole days in its time zone). The server answers the state and the form reads the dates
 * with these, so the list, the form and the checkout agree.
 */
import { fromZonedInputValue, wallClockAt } from './zoned-time.ts';

/**
 * - code: the diner types it at checkout (couponCode);
 * - automatic: applies by itself when its conditions hold (no code, no points; `isAutomaticOffer`);
 * - reward: bought with loyalty points (pointsCost > 0).
 */
export const PROMOTION_KINDS = ['code', 'automatic', 'reward'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export function promotionKind(promotion: { couponCode: string | null; pointsCost: number }): PromotionKind {
  if (promotion.pointsCost > 0) return 'reward';
  return promotion.couponCode ? 'code' : 'automatic';
}

/**
 * - ended: its window closed (`validUntil` at or before now); ending an offer closes it now;
 * - paused: switched off (`isActive` false), to be resumed;
 * - scheduled: its window opens later (`validFrom` after now);
 * - live: diners can use it now (its usage limits and conditions permitting).
 * The first that holds, in this order: an ended offer stays ended whether paused or not.
 */
export const PROMOTION_STATES = ['scheduled', 'live', 'paused', 'ended'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

type Moment = Date | string | null;
const ms = (moment: Moment): number | null => (moment === null ? null : new Date(moment).getTime());

export function promotionState(promotion: { isActive: boolean; validFrom: Moment; validUntil: Moment }, now: Date): PromotionState {
  const until = ms(promotion.validUntil);
  if (until !== null && until <= now.getTime()) return 'ended';
  if (!promotion.isActive) return 'paused';
  const from = ms(promotion.validFrom);
  if (from !== null && from > now.getTime()) return 'scheduled';
  return 'live';
}

/**
 * The window of an offer ended at `now`: it closes now (an earlier end is kept). One that had not
 * started yet loses its start, so that the window stays a window (its end after its start).
 */
export function endedWindow(promotion: { validFrom: Date | null; validUntil: Date | null }, now: Date): { validFrom: Date | null; validUntil: Date } {
  const validUntil = promotion.validUntil && promotion.validUntil <= now ? promotion.validUntil : now;
  const validFrom = promotion.validFrom && promotion.validFrom >= validUntil ? null : promotion.validFrom;
  return { validFrom, validUntil };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' the day `instant` falls on in `timeZone`. */
function dateIn(instant: Date, timeZone: string): string {
  const w = wallClockAt(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month + 1)}-${pad(w.day)}`;
}

/** The first moment of `date` ('YYYY-MM-DD', a date input's value) in `timeZone`: an offer starting that day; null when malformed. */
export function offerStartOf(date: string, timeZone: string): Date | null {
  return DATE.test(date) ? fromZonedInputValue(`${date}T00:00`, timeZone) : null;
}

/**
 * The first moment after `date` in `timeZone`: an offer whose last day is `date` (validUntil is the
 * first moment it no longer applies); null when malformed.
 */
export function offerEndAfter(date: string, timeZone: string): Date | null {
  if (!DATE.test(date)) return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return offerStartOf(`${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`, timeZone);
}

/** The day an offer starts ('YYYY-MM-DD' in `timeZone`), for a date input. */
export function offerStartDate(validFrom: Date | string, timeZone: string): string {
  return dateIn(new Date(validFrom), timeZone);
}

/** The last day an offer applies ('YYYY-MM-DD' in `timeZone`): the day before its first moment out. */
export function offerLastDate(validUntil: Date | string, timeZone: string): string {
  return dateIn(new Date(new Date(validUntil).getTime() - 1), timeZone);
}
