/** Hours and closures: the weekly hours (several openings a day) and the special dates. */
import type { HoursSettings } from '@platter/domain';
import type { SettingsSectionDefinition } from './section-edit.ts';

export const hoursSection: SettingsSectionDefinition<HoursSettings> = {
  id: 'hours',
  read: (row) => ({ openingHours: row.openingHours, specialDates: row.specialDates }),
  write: (value) => ({
    openingHours: value.openingHours,
    specialDates: [...value.specialDates].sort((a, b) => a.date.localeCompare(b.date)),
  }),
};
