/** Reprinting an order on demand, and the jobs the board shows (printed or not). */
import type { PrintJob, TicketKind } from '@platter/domain';
import { loadOrder } from '../orders/index.ts';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { jobsFor } from './jobs.ts';
import { insertPrintJobs, jobsOfRestaurantSince, type OrderPrintJobRow } from './queries.ts';
import type { AppDeps } from '../../platform/deps.ts';

/** What printing's use cases take: the database, the clock, and the print worker to nudge. */
type PrintDeps = Pick<AppDeps, 'db' | 'clock'> & { printing: { nudge(): void } };

const DAY_MS = 86_400_000;

export function presentPrintJob(job: OrderPrintJobRow): PrintJob {
  return {
    _id: job.id,
    orderId: job.orderId,
    printerName: job.printerName,
    ticket: job.ticket,
    cause: job.cause,
    state: job.status === 'printed' ? 'printed' : job.status === 'uncertain' ? 'uncertain' : 'waiting',
    attempts: job.attempts,
    lastError: job.lastError,
    createdAt: job.createdAt.toISOString(),
    printedAt: job.printedAt?.toISOString() ?? null,
  };
}

export async function recentPrintJobs(app: PrintDeps, restaurantId: string): Promise<PrintJob[]> {
  const rows = await jobsOfRestaurantSince(app.db, restaurantId, new Date(app.clock().getTime() - DAY_MS));
  return rows.map(presentPrintJob);
}

export async function reprintOrder(
  app: PrintDeps,
  restaurantId: string,
  orderId: string,
  asked: { printer?: string | undefined; tickets?: TicketKind[] | undefined },
): Promise<PrintJob[]> {
  const jobs = await app.db.transaction(async (tx) => {
    const order = await loadOrder(tx, restaurantId, orderId, true);
    const rows = await jobsFor(tx, order, 'reprint', app.clock(), (printer) =>
      asked.printer && printer.name.toLowerCase() !== asked.printer.toLowerCase() ? [] : printer.tickets.filter((t) => !asked.tickets || asked.tickets.includes(t)),
    );
    if (rows.length === 0) {
      throw new AppError('CONFLICT', asked.printer ? apiMessage('printing.noPrinterNamed', { name: asked.printer }) : apiMessage('printing.noPrinter'));
    }
    await insertPrintJobs(tx, rows);
    return rows;
  });
  app.printing.nudge();
  const queued = await jobsOfRestaurantSince(app.db, restaurantId, new Date(app.clock().getTime() - DAY_MS));
  return queued.filter((j) => j.orderId === orderId && j.cause === 'reprint').slice(-jobs.length).map(presentPrintJob);
}
