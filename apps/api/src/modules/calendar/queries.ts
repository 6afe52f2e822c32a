/** The calendar module's SQL: its part of the restaurant (`restaurant_calendars`). Decides nothing. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { restaurantCalendars, type RestaurantCalendarRow } from '../../db/schema.ts';

/** The opening calendar part as stored (without its restaurant id). */
export type CalendarPart = Omit<RestaurantCalendarRow, 'restaurantId'>;

export async function findCalendarPart(db: Executor, restaurantId: string): Promise<CalendarPart | null> {
  const [row] = await db.select({ openingHours: restaurantCalendars.openingHours, specialDates: restaurantCalendars.specialDates }).from(restaurantCalendars).where(eq(restaurantCalendars.restaurantId, restaurantId));
  return row ?? null;
}

/** Sets the part (made with the restaurant, or changed). */
export async function storeCalendarPart(db: Executor, restaurantId: string, part: Partial<CalendarPart>): Promise<void> {
  await db.insert(restaurantCalendars).values({ restaurantId, ...part }).onConflictDoUpdate({ target: restaurantCalendars.restaurantId, set: part });
}
