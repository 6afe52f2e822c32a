/**
 * Work a route starts after it has answered (a password-reset request answers before it looks
 * the account up, so known and unknown e-mails take the same time). A failure is logged, never
 * thrown: the answer has gone. `idle()` waits for what is running (tests, and shutdown).
 */
import type { FastifyBaseLogger } from 'fastify';

export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();
  private readonly log: FastifyBaseLogger;

  constructor(log: FastifyBaseLogger) {
    this.log = log;
  }

  run(name: string, work: () => Promise<void>): void {
    const task = Promise.resolve()
      .then(work)
      .catch((err: unknown) => this.log.error({ err, task: name }, 'background task failed'))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Work that runs after the answer was sent (see platform/background.ts). */
    background: BackgroundTasks;
  }
}
