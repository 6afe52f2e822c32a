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
    .regex(/^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/, 'must be a host name or IPv4 address, e.g. 192.168.1.50')
    .meta({ description: "The printer's address as the API's processes reach it." }),
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
 * The back office's printers (issue 29): the server opens raw TCP connections to every printer,
 * so what an owner or manager types there is bounded to the restaurant's own network: a private
 * IPv4 address (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16; never loopback, link-local such as the
 * cloud metadata address 169.254.169.254, or a public address) or a local host name (one label,
 * e.g. `kitchen-printer`, or ending in .local, .lan, .internal or .home.arpa); at most 5 printers.
 * The tenant file, written by whoever runs the deployment, keeps the looser rule above.
 */
export const MAX_BACK_OFFICE_PRINTERS = 5;
const LOCAL_NAME_SUFFIXES = ['.local', '.lan', '.internal', '.home.arpa'];

export function isLocalPrinterHost(host: string): boolean {
  const name = host.trim().toLowerCase();
  const ipv4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(name);
  if (ipv4) {
    const [a, b, c, d] = ipv4.slice(1).map(Number) as [number, number, number, number];
    if ([a, b, c, d].some((part) => part > 255)) return false;
    return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  if (/^\d+(\.\d+)*$/.test(name) || name === 'localhost' || name.endsWith('.localhost')) return false;
  return !name.includes('.') || LOCAL_NAME_SUFFIXES.some((suffix) => name.endsWith(suffix) && name.length > suffix.length);
}

export const LOCAL_PRINTER_HOST_MESSAGE =
  'must be an address on the restaurant’s own network: a private IPv4 address such as 192.168.1.50, or a local name such as kitchen-printer or pass.local.';

export const backOfficePrintersSchema = z
  .array(printerSchema.extend({ host: printerSchema.shape.host.refine(isLocalPrinterHost, LOCAL_PRINTER_HOST_MESSAGE) }))
  .max(MAX_BACK_OFFICE_PRINTERS, `At most ${MAX_BACK_OFFICE_PRINTERS} printers.`)
  .superRefine(eachNameOnce);
