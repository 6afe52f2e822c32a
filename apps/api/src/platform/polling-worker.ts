/**
 * A worker over a durable queue in the database (the mail outbox, refunds to make, print jobs):
 * passes run one at a time per process, every `pollMs` and at once on `nudge()` (called after the
 * write that queued work has committed); a drain asked for while a pass runs shares the next pass.
 * The timer never keeps the process alive by itself, and `stop()` ends polling and waits, at most
 * STOP_WAIT_MS, for the pass in flight. What a pass claims, and how, is the subclass's `pass()`.
 */
const STOP_WAIT_MS = 5_000;

export interface WorkerErrorLog {
  error(details: object, message: string): void;
}

export abstract class PollingWorker<Summary> {
  private timer: NodeJS.Timeout | undefined;
  /** The pass running (or last run); the next pass chains after it. */
  private chain: Promise<unknown> = Promise.resolve();
  /** A pass queued but not yet started: further drains share it. */
  private queued: Promise<Summary> | null = null;
  private stopped = false;

  /** `name` says whose pass failed in the log ("mail worker"). */
  protected constructor(
    private readonly name: string,
    private readonly pollMs: number,
    private readonly errorLog: WorkerErrorLog,
  ) {}

  /** One pass over what is due now. */
  protected abstract pass(): Promise<Summary>;

  /** Housekeeping after a timed pass (the mail outbox prunes old messages); nothing by default. */
  protected afterTimedPass(): Promise<unknown> {
    return Promise.resolve();
  }

  /** True once `stop()` was called: a long housekeeping loop ends early. */
  protected get isStopped(): boolean {
    return this.stopped;
  }

  /** Starts polling. */
  start(): void {
    this.stopped = false;
    this.schedule();
  }

  /** Wakes the worker now (a cheap in-process call; errors are logged). */
  nudge(): void {
    if (this.stopped) return;
    this.drain().catch((err: unknown) => this.errorLog.error({ err }, `${this.name} pass failed`));
  }

  /** Runs a pass after the one in flight; resolves with what it did. */
  drain(): Promise<Summary> {
    if (this.queued) return this.queued;
    const next = this.chain.then(() => {
      this.queued = null;
      return this.pass();
    });
    this.queued = next;
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** Stops polling and waits (briefly) for the pass in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([this.chain, new Promise((resolve) => (timeout = setTimeout(resolve, STOP_WAIT_MS)))]);
    clearTimeout(timeout);
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.drain()
        .then(() => this.afterTimedPass())
        .catch((err: unknown) => this.errorLog.error({ err }, `${this.name} pass failed`))
        .finally(() => this.schedule());
    }, this.pollMs);
    this.timer.unref();
  }
}
