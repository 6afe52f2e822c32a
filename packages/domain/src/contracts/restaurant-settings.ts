/**
 * The back office's settings (issue 27): each section of a restaurant's own settings is read and
 * changed whole, on the version it was read at (a change on an older version answers 409
 * STALE_EDIT naming who changed it and when, as the menu editor does). The sections' bodies use the
 * tenant file's own schemas, so a setting has one set of rules wherever it is written.
 */
import { z } from 'zod';
import { apiErrorSchema, envelope } from './common.ts';
import { editorSchema } from './menu-editing.ts';
import { openingHoursSchema, specialDatesSchema } from './restaurant.ts';

/** The sections of the restaurant's row that the back office changes, each versioned on its own. */
export const SETTINGS_SECTION_IDS = ['hours'] as const;
export type SettingsSectionId = (typeof SETTINGS_SECTION_IDS)[number];

/** A section's version, when and by whom it last changed (null: never changed in the back office). */
export const settingsStampSchema = z.object({
  version: z.number().int().min(1),
  updatedAt: z.iso.datetime().nullable(),
  updatedBy: editorSchema.nullable(),
});
export type SettingsStamp = z.infer<typeof settingsStampSchema>;

/** As stored on the restaurant's row: the stamp of each section changed so far. */
export type SettingsStamps = Partial<Record<SettingsSectionId, { version: number; at: string; by: { id: string; name: string } | null }>>;

/** A change names the version it was made on. */
const versioned = { version: z.number().int().min(1, 'version is the section version you read.') };

/** Hours and closures: the weekly hours (several openings a day) and the special dates. */
export const hoursSettingsSchema = z.object({
  openingHours: openingHoursSchema,
  specialDates: specialDatesSchema,
});
export type HoursSettings = z.infer<typeof hoursSettingsSchema>;
export const hoursSettingsBody = hoursSettingsSchema.extend(versioned);
export type HoursSettingsBody = z.infer<typeof hoursSettingsBody>;
export const hoursSettingsResponse = envelope({ settings: hoursSettingsSchema, stamp: settingsStampSchema });
export type HoursSettingsResponse = z.infer<typeof hoursSettingsResponse>;
export const staleHoursEditSchema = apiErrorSchema.extend({ current: z.object({ settings: hoursSettingsSchema, stamp: settingsStampSchema }).optional() });
