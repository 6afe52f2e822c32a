/**
 * Moments the journeys set both clocks to: the server's with `clockEnv` (server.ts), the
 * browser's with `page.clock.setFixedTime`. The demo restaurants' hours are in London time.
 */
const WEDNESDAY = 3;
const MONDAY = 1;

/** The next `weekday` (0 = Sunday) after today, at `utcHour`:00 UTC. */
export function nextWeekdayAt(weekday: number, utcHour: number, from = new Date()): Date {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + 1, utcHour));
  while (day.getUTCDay() !== weekday) day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/** Next Wednesday 13:00 UTC: The Golden Fork is open (12:00–22:30 London time, GMT or BST). */
export const nextWednesdayLunch = (from = new Date()): Date => nextWeekdayAt(WEDNESDAY, 13, from);

/** Next Monday 12:00 UTC: The Golden Fork is closed all Monday and opens Tuesday at 12:00. */
export const nextMondayNoon = (from = new Date()): Date => nextWeekdayAt(MONDAY, 12, from);
