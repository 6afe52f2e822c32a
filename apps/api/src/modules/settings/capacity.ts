/** Kitchen capacity (issue 28): the slots' length, lead and travel time and the caps per slot (null: no capacity rules). */
import type { CapacitySettings } from '@platter/domain';
import { loadCapacityPart, storeCapacity } from '../capacity/index.ts';
import type { SettingsSectionDefinition } from './section-edit.ts';

export const capacitySection: SettingsSectionDefinition<CapacitySettings> = {
  id: 'capacity',
  // The capacity module's part (restaurant_capacity), written under the section's lock and stamp.
  rows: {
    load: async (db, row) => ({ capacity: (await loadCapacityPart(db, row.id)).capacity ?? null }),
    store: (tx, value, row) => storeCapacity(tx, row.id, { capacity: value.capacity }),
  },
};
