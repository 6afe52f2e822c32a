/** Printers (issue 29): the restaurant's receipt printers, as the tenant file's `printers`; the back office bounds the addresses (domain printers.ts). */
import type { PrintersSettings } from '@platter/domain';
import type { SettingsSectionDefinition } from './section-edit.ts';

export const printersSection: SettingsSectionDefinition<PrintersSettings> = {
  id: 'printers',
  read: (row) => ({ printers: row.printers }),
  write: (value) => ({ printers: value.printers }),
};
