/** The calendar module's public entry: all another module may use of it (eslint.config.js, "import-boundaries"). */
export { calendarOf, loadCalendarPart, storeCalendar, type CalendarPart } from './part.ts';
