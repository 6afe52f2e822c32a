/**
 * Look: the logo, cover picture, tab icon and the theme's colours as the owner chose them. The
 * storefront serves the colours contrast-checked (theme-contrast.ts), so a colour that would not
 * read is shown moved, never refused; the back office shows what it moves and why.
 */
import type { LookSettings } from '@platter/domain';
import type { SettingsSectionDefinition } from './section-edit.ts';

export const lookSection: SettingsSectionDefinition<LookSettings> = {
  id: 'look',
  read: (row) => ({ logoUrl: row.logoUrl, coverImageUrl: row.coverImageUrl, faviconUrl: row.themeSettings.faviconUrl ?? null, theme: row.theme }),
  write: (value, row) => ({
    logoUrl: value.logoUrl,
    coverImageUrl: value.coverImageUrl,
    themeSettings: { ...row.themeSettings, faviconUrl: value.faviconUrl },
    theme: value.theme,
  }),
};
