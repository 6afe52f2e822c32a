/**
 * A test page on one of the restaurant's printers (the back office's "Test print"): queued through
 * the same durable print queue as tickets, so the worker prints it exactly once (one test page
 * waits per printer at a time: a second click or tab gets the same one), judged by the same
 * address rule, and followed by the owner until it printed or failed. Laid out in the restaurant's
 * language, with the characters tickets use (domain `testPageLines`).
 */
import { testPageLines, type TestPrint } from '@platter/domain';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { printersOf, queueTestJob, testJobOf, type PrintJobRow } from './queries.ts';
import type { AppDeps } from '../../platform/deps.ts';

/** What printing's use cases take: the database, the clock, and the print worker to nudge. */
type PrintDeps = Pick<AppDeps, 'db' | 'clock'> & { printing: { nudge(): void } };

export function presentTestPrint(job: PrintJobRow): TestPrint {
  const state = job.status === 'printed' ? 'printed' : job.status === 'failed' ? 'failed' : job.status === 'uncertain' ? 'uncertain' : 'waiting';
  return { _id: job.id, printerName: job.printerName, state, createdAt: job.createdAt.toISOString(), printedAt: job.printedAt?.toISOString() ?? null };
}

export async function queueTestPrint(app: PrintDeps, restaurantId: string, printerName: string): Promise<TestPrint> {
  const job = await app.db.transaction(async (tx) => {
    const restaurant = await printersOf(tx, restaurantId);
    const printer = restaurant?.printers.find((p) => p.name.toLowerCase() === printerName.toLowerCase());
    if (!restaurant || !printer) throw AppError.templated('CONFLICT', () => ({ key: 'printing.noSavedPrinter', values: { name: printerName } }));
    const now = app.clock();
    const lines = testPageLines({
      restaurantName: restaurant.name,
      printerName: printer.name,
      paperWidth: printer.paperWidth,
      at: now,
      timeZone: restaurant.timeZone,
      language: restaurant.languages.default,
      currencySymbol: restaurant.currencySymbol,
    });
    // When one already waits for this printer, that one is the answer (print_jobs_test_unique).
    return queueTestJob(tx, { restaurantId, orderId: null, orderVersion: 0, cause: 'test', printerName: printer.name, ticket: 'test', lines, nextAttemptAt: now, createdAt: now });
  });
  // Only if the one that waited finished between the insert and the read: asking again queues a new one.
  if (!job) throw new AppError('CONFLICT', apiMessage('printing.testPageBusy'));
  app.printing.nudge();
  return presentTestPrint(job);
}

export async function testPrintOf(app: PrintDeps, restaurantId: string, id: string): Promise<TestPrint> {
  const job = await testJobOf(app.db, restaurantId, id);
  if (!job) throw AppError.notFound(apiMessage('printing.noTestPage'));
  return presentTestPrint(job);
}
