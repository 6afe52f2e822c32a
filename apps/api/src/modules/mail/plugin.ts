/**
 * E-mail in the running app: the transport (SMTP or .eml files), the order e-mails' outbox writer,
 * and the worker, started with the app and stopped before the database closes. `app.mail.nudge()`
 * wakes the worker after a commit that queued mail (the order events do it here); `drain()`
 * sends everything due now (tests, scripts).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { eventQueuesMail, orderMailWriter } from './order-mail.ts';
import { createMailTransport } from './transport.ts';
import { MailWorker } from './worker.ts';

export type MailConfig = Pick<
  Config,
  'SMTP_URL' | 'MAIL_FROM' | 'MAIL_POLL_SECONDS' | 'MAIL_MAX_ATTEMPTS' | 'MAIL_RETRY_BASE_SECONDS' | 'DATA_DIR' | 'BASE_DOMAIN' | 'PORT'
>;

export function attachMail(app: FastifyInstance, config: MailConfig): MailWorker {
  const log = app.log.child({ module: 'mail' });
  const transport = createMailTransport(config, log);
  const worker = new MailWorker(
    app.db,
    transport,
    {
      pollMs: Math.round(config.MAIL_POLL_SECONDS * 1000),
      maxAttempts: config.MAIL_MAX_ATTEMPTS,
      retryBaseSeconds: config.MAIL_RETRY_BASE_SECONDS,
      mailFrom: config.MAIL_FROM,
      BASE_DOMAIN: config.BASE_DOMAIN,
      PORT: config.PORT,
    },
    log,
  );
  // Both stay for the app's life: an order committing during shutdown still gets its rows (sent
  // by the next process to run); a nudge after stop() does nothing.
  app.events.addOutboxWriter(orderMailWriter(config));
  app.events.subscribe((event) => {
    if (eventQueuesMail(event)) worker.nudge();
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => {
    await worker.stop();
    transport.close();
  });
  return worker;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail worker: `nudge()` after a commit that queued mail; `drain()` sends what is due now. */
    mail: MailWorker;
  }
}
