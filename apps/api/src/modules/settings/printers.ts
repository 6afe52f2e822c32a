/** Printers (issue 29): the restaurant's receipt printers, as the tenant file's `printers`; their addresses judged by the printer address rule (issue 40). */
import type { PrintersSettings } from '@platter/domain';
import type { StaffMember } from '../../platform/auth.ts';
import { loadPrintersPart, refusePrinterAddresses, storePrinters, type PrinterAddressRule } from '../printing/index.ts';
import { changeSection, type SectionDeps, type SectionView, type SettingsSectionDefinition } from './section-edit.ts';

export const printersSection: SettingsSectionDefinition<PrintersSettings> = {
  id: 'printers',
  // The printing module's part (restaurant_printers), written under the section's lock and stamp.
  rows: {
    load: async (db, row) => ({ printers: (await loadPrintersPart(db, row.id)).printers }),
    store: (tx, value, row) => storePrinters(tx, row.id, { printers: value.printers }),
  },
};

/** Saves the printers on `version`: every address judged first (the rule resolves names: never inside the section's transaction). */
export async function savePrinters(app: SectionDeps & { printerAddresses: PrinterAddressRule }, staff: StaffMember, version: number, settings: PrintersSettings): Promise<SectionView<PrintersSettings>> {
  await refusePrinterAddresses(app.printerAddresses, settings.printers);
  return changeSection(app, staff, printersSection, version, settings);
}
