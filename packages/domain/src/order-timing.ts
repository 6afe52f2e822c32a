/**
 * When an order may be placed for (spec section 4 "Order timing", section 5 "Scheduled
 * date-time", section 9 "Scheduling window"). The checkout page and the server both use these,
 * always in the restaurant's own time zone.
 *
 * - ASAP only while the restaurant is open.
 * - A scheduled time lies inside the opening hours, no more than 7 days ahead, and at least
 *   15 minutes ahead while the restaurant is open; while it is closed, the earliest time is the
 *   next opening (the spec: "minimum is now + 15 minutes when open, else the next opening time").
 *   The spec's other helper suggests 30 minutes; we use 15, the figure its constants table gives.
 */
import { hasScheduledHours, isClosureDay, isOpenAt, nextOpeningSlot, type OpeningSchedule } from './opening-hours.ts';

export const SCHEDULE_MIN_LEAD_MINUTES = 15;
export const SCHEDULE_MAX_DAYS = 7;

const MINUTE_MS = 60_000;

export type AsapProblem = 'closed' | null;

/** Why ASAP cannot be chosen now: the restaurant is closed (or has no opening hours). */
export function asapProblem(hours: OpeningSchedule, timeZone: string, now: Date): AsapProblem {
  return isOpenAt(hours, timeZone, now) ? null : 'closed';
}

/** The earliest time a diner may schedule for, or null when nothing opens within 7 days. */
export function earliestScheduledTime(hours: OpeningSchedule, timeZone: string, now: Date): Date | null {
  if (!hasScheduledHours(hours)) return null;
  if (isOpenAt(hours, timeZone, now)) {
    // The earliest time at least 15 minutes ahead that is still inside the hours.
    const soonest = new Date(now.getTime() + SCHEDULE_MIN_LEAD_MINUTES * MINUTE_MS);
    const next = nextOpeningSlot(hours, timeZone, soonest, SCHEDULE_MAX_DAYS);
    return next && next.getTime() <= latestScheduledTime(now).getTime() ? next : null;
  }
  return nextOpeningSlot(hours, timeZone, now, SCHEDULE_MAX_DAYS);
}

/** The latest time a diner may schedule for: 7 days ahead. */
export function latestScheduledTime(now: Date): Date {
  return new Date(now.getTime() + SCHEDULE_MAX_DAYS * 24 * 60 * MINUTE_MS);
}

export type ScheduleProblem =
  /** No opening hours: 'Scheduling is currently unavailable.' */
  | 'unavailable'
  /** Earlier than `earliestScheduledTime` (15 minutes ahead while open, else the next opening). */
  | 'tooSoon'
  /** More than 7 days ahead: 'You can schedule up to 7 days in advance.' */
  | 'tooFar'
  /** Outside the opening hours. */
  | 'closed'
  /** On a day a special date closes (Christmas): refused as RESTAURANT_CLOSED. */
  | 'closureDay'
  | null;

/** Why `at` cannot be the scheduled time of an order placed at `now`; null when it can. */
export function scheduleProblem(hours: OpeningSchedule, timeZone: string, now: Date, at: Date): ScheduleProblem {
  if (!hasScheduledHours(hours)) return 'unavailable';
  if (Number.isNaN(at.getTime())) return 'tooSoon';
  if (at.getTime() > latestScheduledTime(now).getTime()) return 'tooFar';
  const minLead = isOpenAt(hours, timeZone, now) ? now.getTime() + SCHEDULE_MIN_LEAD_MINUTES * MINUTE_MS : now.getTime();
  if (at.getTime() < minLead) return 'tooSoon';
  if (!isOpenAt(hours, timeZone, at)) return isClosureDay(hours, timeZone, at) ? 'closureDay' : 'closed';
  return null;
}
