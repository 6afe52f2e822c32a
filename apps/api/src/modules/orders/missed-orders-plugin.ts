/** The missed-orders sweep's timer, living with the app (missed-orders.ts has the sweep). */
import type { FastifyInstance } from 'fastify';
import { sweepMissedOrders } from './missed-orders.ts';

/** Sweeps every `everySeconds` (MISSED_ORDER_SWEEP_SECONDS; 0: never, for tests that sweep themselves). */
export function attachMissedOrders(app: FastifyInstance, everySeconds: number): void {
  if (everySeconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = sweepMissedOrders(app, app.clock())
        .catch((err: unknown) => app.log.error({ err }, 'missed orders sweep failed'))
        .finally(schedule);
    }, everySeconds * 1000);
    timer.unref();
  };
  app.addHook('onReady', async () => schedule());
  app.addHook('preClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
