/**
 * The opening calendar part (docs/reference/tenancy.md, "The restaurant's parts"): the calendar module owns
 * `restaurant_calendars` (the weekly hours and the special dates); others read and write it only through these (index.ts).
 */
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import type { PartSource } from '../../platform/tenant.ts';
import { findCalendarPart, storeCalendarPart, type CalendarPart } from './queries.ts';

export type { CalendarPart };

/** The restaurant's opening calendar as stored (uncached: the back office's section, the tenant file). */
export async function loadCalendarPart(db: Executor, restaurantId: string): Promise<CalendarPart> {
  const part = await findCalendarPart(db, restaurantId);
  if (!part) throw AppError.notFound(apiMessage('restaurant.notFound'));
  return part;
}

/** The restaurant's opening calendar, cached with the restaurant (app.restaurants.part). */
export function calendarOf(source: PartSource, restaurantId: string): Promise<CalendarPart> {
  return source.restaurants.part('calendar', restaurantId, () => loadCalendarPart(source.db, restaurantId));
}

/** Sets some of it; the caller invalidates the restaurant directory after its commit. */
export async function storeCalendar(db: Executor, restaurantId: string, part: Partial<CalendarPart>): Promise<void> {
  await storeCalendarPart(db, restaurantId, part);
}
