/** Printers' addresses as the back office and the tenant file save them: each judged by the printer address rule. */
import { AppError } from '../../platform/errors.ts';
import { PrinterAddressRefused, type PrinterAddressRule } from './address-rule.ts';

/** The first printer whose address the rule refuses, with why; null when every one is allowed. */
export async function refusedPrinterAddress(rule: PrinterAddressRule, printers: readonly { host: string }[]): Promise<{ index: number; refusal: PrinterAddressRefused } | null> {
  const verdicts = await Promise.all(printers.map((printer) => rule.check(printer.host).then(() => null, (err: unknown) => err)));
  const index = verdicts.findIndex((verdict) => verdict !== null);
  if (index < 0) return null;
  const refusal = verdicts[index];
  if (!(refusal instanceof PrinterAddressRefused)) throw refusal;
  return { index, refusal };
}

/** 400 PRINTER_ADDRESS_NOT_ALLOWED on `printers.N.host` for the first refused printer (the back office). */
export async function refusePrinterAddresses(rule: PrinterAddressRule, printers: readonly { host: string }[]): Promise<void> {
  const refused = await refusedPrinterAddress(rule, printers);
  if (!refused) return;
  const { index, refusal } = refused;
  throw new AppError('PRINTER_ADDRESS_NOT_ALLOWED', refusal.message, [{ field: `printers.${index}.host`, message: refusal.message }]);
}
