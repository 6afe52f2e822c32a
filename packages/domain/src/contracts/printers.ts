import { z } from 'zod';
import { PAPER_WIDTHS, TICKET_KINDS } from '../tickets.ts';
import { envelope } from './common.ts';

/**
 * A receipt printer on the restaurant's network (issue 29), as the tenant file names it:
 * `printers: [{ name, host, port, paperWidth: 58 | 80, autoPrint, tickets: ['kitchen', 'packing'] }]`.
 * ESC/POS over raw TCP (port 9100 by default); the API's processes must be able to reach it
 * (docs/deploy.md, "Network printers").
 */
export const printerSchema = z.strictObject({
  name: z.string({ message: 'must be text' }).trim().min(1, 'is required').max(60, 'must be at most 60 characters').meta({ description: 'Unique per restaurant, e.g. Kitchen or Pass.' }),
  host: z
    .string({ message: 'must be text' })
    .trim()
    .min(1, 'is required')
    .max(253, 'is too long')
    // A name (a final dot allowed), or an address; an IPv6 literal too, so that every spelling of a
    // refused address reaches the API's printer address rule and is refused by it, with its code.
    .regex(/^(?:(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[?[0-9A-Fa-f.:]*:[0-9A-Fa-f.:]*(?:%[A-Za-z0-9_.-]+)?\]?)$/, 'must be a host name or IPv4 address, e.g. 192.168.1.50')
    .meta({ description: "The printer's address as the API's processes reach it: checked by the printer address rule (docs/reference/security-and-limits.md, \"Printers\")." }),
  port: z.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be 1–65535').max(65535, 'must be 1–65535').default(9100),
  paperWidth: z.union(PAPER_WIDTHS.map((w) => z.literal(w)), { message: 'must be 58 or 80 (mm)' }),
  autoPrint: z.boolean({ message: 'must be true or false' }).default(true).meta({ description: 'Print its tickets when an order is accepted.' }),
  tickets: z
    .array(z.enum(TICKET_KINDS, { message: "must be 'kitchen' or 'packing'" }))
    .min(1, 'names at least one ticket')
    .max(TICKET_KINDS.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, 'names each ticket once')
    .default(['kitchen']),
});
export type Printer = z.output<typeof printerSchema>;

/** Two printers may not share a name, whatever its case (the board and a reprint name a printer by it). */
function eachNameOnce(printers: { name: string }[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  printers.forEach((printer, index) => {
    const key = printer.name.toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'Each printer has its own name.' });
    seen.add(key);
  });
}

export const printersSchema = z.array(printerSchema).max(10, 'At most 10 printers.').superRefine(eachNameOnce);

/** A print job as the board sees it: printed, waiting for its printer, or in doubt. */
export const printJobSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  printerName: z.string(),
  ticket: z.enum(TICKET_KINDS),
  cause: z.enum(['accept', 'reprint']),
  /** `printed`; `waiting` (not printed yet: queued, or its printer could not be reached and it is retried); `uncertain` (interrupted: may not have printed, reprint if not). */
  state: z.enum(['printed', 'waiting', 'uncertain']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  printedAt: z.iso.datetime().nullable(),
});
export type PrintJob = z.infer<typeof printJobSchema>;

/** POST /staff/orders/{id}/print: every printer and its tickets by default, or one printer's. */
export const reprintBody = z
  .object({
    printer: z.string().trim().min(1).max(60).optional(),
    tickets: z.array(z.enum(TICKET_KINDS, { message: "must be 'kitchen' or 'packing'" })).min(1).max(2).optional(),
  })
  .default({});

export const printJobsResponse = envelope({ jobs: z.array(printJobSchema) });
export type PrintJobsResponse = z.infer<typeof printJobsResponse>;

/**
 * The back office's printers (issue 29): at most 5. Which addresses the server may connect to is
 * the API's printer address rule (it resolves names), the same for the back office and the tenant
 * file: a refused address answers 400 PRINTER_ADDRESS_NOT_ALLOWED (issue 40).
 */
export const MAX_BACK_OFFICE_PRINTERS = 5;

export const backOfficePrintersSchema = z
  .array(printerSchema)
  .max(MAX_BACK_OFFICE_PRINTERS, `At most ${MAX_BACK_OFFICE_PRINTERS} printers.`)
  .superRefine(eachNameOnce);

/** POST /staff/settings/printers/test-print: a test page on one of the saved printers, by name. */
export const testPrintBody = z.object({ printer: z.string({ message: 'must be text' }).trim().min(1, 'is required').max(60, 'must be at most 60 characters') });

/**
 * A test page as the back office follows it: `waiting` (queued, or being sent), `printed` (the
 * printer took it), `failed` (the printer could not be reached: nothing was sent; tried once) or
 * `uncertain` (interrupted while sending: it may not have printed).
 */
export const testPrintSchema = z.object({
  _id: z.string(),
  printerName: z.string(),
  state: z.enum(['waiting', 'printed', 'failed', 'uncertain']),
  createdAt: z.iso.datetime(),
  printedAt: z.iso.datetime().nullable(),
});
export type TestPrint = z.infer<typeof testPrintSchema>;
export const testPrintResponse = envelope({ testPrint: testPrintSchema });
export type TestPrintResponse = z.infer<typeof testPrintResponse>;
export const testPrintParams = z.object({ id: z.uuid() });
