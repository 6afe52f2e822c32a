/** Kitchen capacity (issue 28): the slots' length, lead and travel time and the caps per slot (null: no capacity rules). */
import type { CapacitySettings } from '@platter/domain';
import type { SettingsSectionDefinition } from './section-edit.ts';

export const capacitySection: SettingsSectionDefinition<CapacitySettings> = {
  id: 'capacity',
  read: (row) => ({ capacity: row.capacity ?? null }),
  write: (value) => ({ capacity: value.capacity }),
};
