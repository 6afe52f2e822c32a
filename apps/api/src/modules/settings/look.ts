/**
 * Look: the logo, cover picture, tab icon and the theme's colours as the owner chose them. The
 * storefront serves the colours contrast-checked (theme-contrast.ts), so a colour that would not
 * read is shown moved, never refused; the back office shows what it moves and why.
 */
import type { LookSettings } from '@platter/domain';
import { loadLookPart, storeLook } from '../restaurants/index.ts';
import type { SettingsSectionDefinition } from './section-edit.ts';

export const lookSection: SettingsSectionDefinition<LookSettings> = {
  id: 'look',
  // The restaurants module's part (restaurant_looks), written under the section's lock and stamp.
  rows: {
    load: async (db, row) => {
      const look = await loadLookPart(db, row.id);
      return { logoUrl: look.logoUrl, coverImageUrl: look.coverImageUrl, faviconUrl: look.themeSettings.faviconUrl ?? null, theme: look.theme };
    },
    store: async (tx, value, row) => {
      const look = await loadLookPart(tx, row.id);
      await storeLook(tx, row.id, {
        logoUrl: value.logoUrl,
        coverImageUrl: value.coverImageUrl,
        themeSettings: { ...look.themeSettings, faviconUrl: value.faviconUrl },
        theme: value.theme,
      });
    },
  },
};
