import type { StaffRole } from '@platter/domain';

/** What the settings page hands each section (the sections' registry is routes/staff-settings-sections.ts). */
export interface SettingsSectionProps {
  role: StaffRole;
}
