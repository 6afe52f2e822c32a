/**
 * The print worker: sends due print jobs to their printers, outside any request or transaction.
 *
 * Exactly once: a job is claimed by one worker (queries.ts) and marked `sending` once the printer
 * has answered the connection, before any byte goes out. A printer that cannot be reached (off,
 * unplugged, wrong address) has received nothing, so the job is retried with backoff (5 s,
 * doubling, at most a minute) and the board shows it as not printed meanwhile. A job cut short
 * while sending (the connection broke, the process was killed and its lease ran out) may have
 * printed part or all of the ticket: it is never printed again by itself, it is shown as not
 * printed, and staff reprint it if it did not come out. Two tickets of one order never come out
 * because of a retry.
 */
import { connect, type Socket } from 'node:net';
import type { Printer } from '@platter/domain';
import type { Database } from '../../db/client.ts';
import { PollingWorker } from '../../platform/polling-worker.ts';
import type { PrinterAddressRule } from './address-rule.ts';
import { encodeTicket } from './escpos.ts';
import { claimDueJobs, markAbandonedSends, markFailed, markPrinted, markSending, markUncertain, printersOf, scheduleRetry, type PrintJobRow } from './queries.ts';

const LEASE_MS = 60_000;
const BATCH_SIZE = 20;
const CONNECT_TIMEOUT_MS = 3_000;
const SEND_TIMEOUT_MS = 10_000;
const RETRY_BASE_MS = 5_000;
const RETRY_MAX_MS = 60_000;

interface WorkerLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface PrintSummary {
  printed: number;
  retried: number;
  uncertain: number;
  /** Test pages whose printer could not be reached (tried once). */
  failed: number;
}

export function printRetryDelayMs(attempt: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1), RETRY_MAX_MS);
}

/** Not printed, nothing sent: `message` is what staff see (no socket details), `detail` what the log keeps. */
class NotReached extends Error {
  constructor(
    message: string,
    readonly detail: string,
  ) {
    super(message);
  }
}

/**
 * A connection to the printer: its host judged by the printer address rule, then a connection to
 * exactly the address that was judged (an IP address: the socket looks nothing up again).
 */
async function open(printer: Printer, rule: PrinterAddressRule): Promise<Socket> {
  const staffSee = `${printer.name} could not be reached.`;
  let address: string;
  try {
    [address = ''] = await rule.check(printer.host);
  } catch (err) {
    throw new NotReached(staffSee, `address refused: ${err instanceof Error ? err.message : String(err)}`);
  }
  return new Promise((resolve, reject) => {
    const socket = connect({ host: address, port: printer.port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new NotReached(staffSee, `${address}:${printer.port} did not answer`));
    }, CONNECT_TIMEOUT_MS);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('error', (err) => {
      clearTimeout(timer);
      reject(new NotReached(staffSee, `${address}:${printer.port}: ${err.message}`));
    });
  });
}

function send(socket: Socket, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => socket.destroy(new Error('The printer stopped taking the ticket.')), SEND_TIMEOUT_MS);
    socket.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    socket.end(bytes, () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export class PrintWorker extends PollingWorker<PrintSummary> {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date,
    pollMs: number,
    private readonly log: WorkerLog,
    private readonly addresses: PrinterAddressRule,
  ) {
    super('print worker', pollMs, log);
  }

  protected async pass(): Promise<PrintSummary> {
    const summary: PrintSummary = { printed: 0, retried: 0, uncertain: 0, failed: 0 };
    summary.uncertain += await markAbandonedSends(this.db, this.clock());
    while (!this.isStopped) {
      const now = this.clock();
      const jobs = await claimDueJobs(this.db, now, new Date(now.getTime() + LEASE_MS), BATCH_SIZE);
      if (jobs.length === 0) break;
      // One printer takes one connection at a time: its jobs go in turn, printers side by side.
      const byPrinter = new Map<string, PrintJobRow[]>();
      for (const job of jobs) byPrinter.set(`${job.restaurantId}/${job.printerName}`, [...(byPrinter.get(`${job.restaurantId}/${job.printerName}`) ?? []), job]);
      await Promise.all(
        [...byPrinter.values()].map(async (queue) => {
          for (const job of queue) summary[await this.print(job)] += 1;
        }),
      );
      if (jobs.length < BATCH_SIZE) break;
    }
    return summary;
  }

  private async print(job: PrintJobRow): Promise<keyof PrintSummary> {
    const restaurant = await printersOf(this.db, job.restaurantId);
    const printer = restaurant?.printers.find((p) => p.name === job.printerName);
    let socket: Socket;
    try {
      if (!printer) throw new NotReached(`No printer named ${job.printerName} any more.`, 'no such printer');
      socket = await open(printer, this.addresses);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const detail = err instanceof NotReached ? err.detail : reason;
      if (job.cause === 'test') {
        // The owner is waiting for the answer: it is final, and they try again once the printer is fixed.
        this.log.warn({ printJobId: job.id, reason, detail }, 'test page not printed');
        await markFailed(this.db, job, reason);
        return 'failed';
      }
      this.log.warn({ printJobId: job.id, attempts: job.attempts, reason, detail }, 'ticket not printed; will retry');
      await scheduleRetry(this.db, job, new Date(this.clock().getTime() + printRetryDelayMs(job.attempts)), reason);
      return 'retried';
    }
    if (!(await markSending(this.db, job))) {
      // Another worker has it now (this one's lease ran out): send nothing.
      socket.destroy();
      return 'retried';
    }
    try {
      await send(socket, encodeTicket(job.lines));
    } catch (err) {
      const reason = `Printing was interrupted; the ticket may not have printed (${err instanceof Error ? err.message : String(err)}).`;
      this.log.error({ printJobId: job.id, reason }, 'ticket may not have printed');
      await markUncertain(this.db, job, reason);
      return 'uncertain';
    }
    await markPrinted(this.db, job, this.clock());
    return 'printed';
  }
}
