/**
 * Printing in the running app (issue 29): the job writer that queues an accepted order's tickets
 * in the accept's transaction, and the worker that prints them, started with the app, woken
 * after an accept or a reprint commits, stopped before the database closes.
 */
import type { FastifyInstance } from 'fastify';
import type { PrinterAddressRule } from './address-rule.ts';
import { acceptTickets, isAccept } from './jobs.ts';
import { PrintWorker } from './worker.ts';

const POLL_MS = 5_000;

export function attachPrinting(app: FastifyInstance, addresses: PrinterAddressRule): PrintWorker {
  app.decorate('printerAddresses', addresses);
  const worker = new PrintWorker(app.db, () => app.clock(), POLL_MS, app.log.child({ module: 'printing' }), addresses);
  app.events.addJobWriter(acceptTickets);
  app.events.subscribe((event) => {
    if (isAccept(event)) worker.nudge();
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());
  return worker;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The print worker: `drain()` prints what is due now (tests, scripts). */
    printing: PrintWorker;
    /** Which printer addresses the server may connect to (address-rule.ts): the back office, the worker. */
    printerAddresses: PrinterAddressRule;
  }
}
