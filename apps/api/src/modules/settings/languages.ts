/** Languages (issue 31): the languages the storefront offers and its default. */
import type { LanguagesSettings } from '@platter/domain';
import type { SettingsSectionDefinition } from './section-edit.ts';

export const languagesSection: SettingsSectionDefinition<LanguagesSettings> = {
  id: 'languages',
  read: (row) => ({ languages: row.languages }),
  write: (value) => ({ languages: value.languages }),
};
