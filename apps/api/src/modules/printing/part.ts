/**
 * The printers part (docs/reference/tenancy.md, "The restaurant's parts"): the printing module
 * owns `restaurant_printers`; others read and write it only through these (index.ts).
 */
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { findPrintersPart, storePrintersPart, type PrintersPart } from './queries.ts';

export type { PrintersPart };

/** The restaurant's printers as stored (uncached: the back office's section, the tenant file). */
export async function loadPrintersPart(db: Executor, restaurantId: string): Promise<PrintersPart> {
  const part = await findPrintersPart(db, restaurantId);
  if (!part) throw AppError.notFound(apiMessage('restaurant.notFound'));
  return part;
}

/** Sets them; the caller invalidates the restaurant directory after its commit. */
export async function storePrinters(db: Executor, restaurantId: string, part: PrintersPart): Promise<void> {
  await storePrintersPart(db, restaurantId, part);
}
