/** Hours and closures: the weekly hours (several openings a day) and the special dates. */
import type { HoursSettings } from '@platter/domain';
import { loadCalendarPart, storeCalendar } from '../calendar/index.ts';
import type { SettingsSectionDefinition } from './section-edit.ts';

export const hoursSection: SettingsSectionDefinition<HoursSettings> = {
  id: 'hours',
  // The calendar module's part (restaurant_calendars), written under the section's lock and stamp.
  rows: {
    load: async (db, row) => {
      const { openingHours, specialDates } = await loadCalendarPart(db, row.id);
      return { openingHours, specialDates };
    },
    store: (tx, value, row) =>
      storeCalendar(tx, row.id, {
        openingHours: value.openingHours,
        specialDates: [...value.specialDates].sort((a, b) => a.date.localeCompare(b.date)),
      }),
  },
};
