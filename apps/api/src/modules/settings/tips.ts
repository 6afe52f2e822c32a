/** Tips (issue 30): whether diners may add a tip at checkout, the presets, a custom amount, and on which order types. */
import type { TipsSettings } from '@platter/domain';
import type { SettingsSectionDefinition } from './section-edit.ts';

export const tipsSection: SettingsSectionDefinition<TipsSettings> = {
  id: 'tips',
  read: (row) => ({ tips: row.tips }),
  write: (value) => ({ tips: value.tips }),
};
