/**
 * The mail worker: sends what the outbox holds, outside any request or order transaction.
 *
 * A pass claims due rows in one statement (FOR UPDATE SKIP LOCKED, queries.ts), sends them with
 * no transaction open, then marks the batch's sent ones together, and schedules each other one's
 * retry with exponential backoff (base × 2^(attempt−1), at most an hour), or marks it failed
 * after the last attempt. Several processes on one database each claim different rows, so every
 * message goes out once (a process that dies mid-send leaves its rows to be retried when their
 * lease ends: at least once).
 *
 * Passes run one at a time per process: every `pollMs`, and at once when `nudge()` is called
 * (after a commit that enqueued mail). A nudge during a pass queues one more pass, never more.
 */
import { isLanguage, type RestaurantLanguages } from '@platter/domain';
import type { Database } from '../../db/client.ts';
import { PollingWorker } from '../../platform/polling-worker.ts';
import type { MailOutboxRow } from '../../db/schema.ts';
import { brandOf, type BrandedRestaurant, type OriginConfig } from './origin.ts';
import { claimDueMail, markMailFailed, markMailSent, pruneSettledMail, restaurantsForMail, scheduleMailRetry, storedOrderNumbers } from './queries.ts';
import { renderMail } from './templates/index.ts';
import { senderAddress, type MailTransport, type OutgoingMessage } from './transport.ts';

const MAX_BACKOFF_SECONDS = 3600;
const MAX_ERROR_LENGTH = 500;
/** How long a claimed row stays with its worker (longer than a batch can take to send). */
const LEASE_SECONDS = 300;
const BATCH_SIZE = 25;
/** On shutdown, how long to wait for a pass in flight before letting go (its rows are retried after the lease). */
/**
 * The outbox keeps a sent message a week (what was sent, for support) and a failed one 30 days
 * (for a look at why), then forgets it: the rows carry whole orders and reset links. Pruned at
 * most once an hour per process, a bounded batch at a time.
 */
export const MAIL_RETENTION = { sentDays: 7, failedDays: 30 } as const;
const PRUNE_EVERY_MS = 3_600_000;
const PRUNE_BATCH = 500;
const PRUNE_MAX_BATCHES = 20;

export interface MailWorkerSettings extends OriginConfig {
  pollMs: number;
  maxAttempts: number;
  retryBaseSeconds: number;
  mailFrom: string;
}

interface WorkerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface DrainSummary {
  sent: number;
  retried: number;
  failed: number;
}

type MailRestaurant = BrandedRestaurant & { id: string; contactEmail: string; languages: RestaurantLanguages };

/** Seconds to wait after the `attempt`-th failed attempt (1-based). */
export function retryDelaySeconds(attempt: number, baseSeconds: number): number {
  return Math.min(baseSeconds * 2 ** Math.max(0, attempt - 1), MAX_BACKOFF_SECONDS);
}

function reasonOf(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_ERROR_LENGTH) || 'unknown error';
}

/** The id of the order an order e-mail is about (its payload's `order._id`), if it is one. */
function orderIdOf(payload: Record<string, unknown>): string | null {
  const order = payload['order'];
  return typeof order === 'object' && order !== null && typeof (order as { _id?: unknown })._id === 'string' ? (order as { _id: string })._id : null;
}

/**
 * The row with its order's number as stored: rows made by the placing statement carry a
 * provisional one (the statement takes the number), rows of earlier releases the number itself
 * (set into the payload then): both read the same once the stored number is put in.
 */
function withStoredNumber(row: MailOutboxRow, numbers: ReadonlyMap<string, string>): MailOutboxRow {
  const orderId = orderIdOf(row.payload);
  const number = orderId === null ? undefined : numbers.get(`${row.restaurantId}/${orderId}`);
  if (number === undefined) return row;
  return { ...row, payload: { ...row.payload, order: { ...(row.payload['order'] as object), orderNumber: number } } };
}

export class MailWorker extends PollingWorker<DrainSummary> {
  private lastPrunedAt = 0;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly settings: MailWorkerSettings,
    private readonly log: WorkerLog,
  ) {
    super('mail worker', settings.pollMs, log);
  }

  /** Prunes the settled messages now and then, after a timed pass. */
  protected override afterTimedPass(): Promise<unknown> {
    return Date.now() - this.lastPrunedAt >= PRUNE_EVERY_MS ? this.prune() : Promise.resolve(0);
  }

  /** Deletes the settled messages past their retention (MAIL_RETENTION); answers how many went. */
  async prune(): Promise<number> {
    this.lastPrunedAt = Date.now();
    let pruned = 0;
    for (let batch = 0; batch < PRUNE_MAX_BATCHES && !this.isStopped; batch++) {
      const deleted = await pruneSettledMail(this.db, MAIL_RETENTION.sentDays, MAIL_RETENTION.failedDays, PRUNE_BATCH);
      pruned += deleted;
      if (deleted < PRUNE_BATCH) break;
    }
    if (pruned > 0) this.log.info({ pruned }, 'mail outbox pruned');
    return pruned;
  }

  protected async pass(): Promise<DrainSummary> {
    const summary: DrainSummary = { sent: 0, retried: 0, failed: 0 };
    while (!this.isStopped) {
      const rows = await claimDueMail(this.db, BATCH_SIZE, LEASE_SECONDS);
      if (rows.length === 0) break;
      const ids = [...new Set(rows.map((r) => r.restaurantId))];
      const restaurants = new Map((await restaurantsForMail(this.db, ids)).map((r) => [r.id, r] as const));
      const numbers = await storedOrderNumbers(this.db, rows.flatMap((row) => ((orderId) => (orderId === null ? [] : [{ restaurantId: row.restaurantId, orderId }]))(orderIdOf(row.payload))));
      const outcomes = await Promise.all(rows.map((row) => this.deliver(withStoredNumber(row, numbers), restaurants.get(row.restaurantId))));
      for (const outcome of outcomes) summary[outcome] += 1;
      await markMailSent(this.db, rows.filter((_row, i) => outcomes[i] === 'sent'));
      if (rows.length < BATCH_SIZE) break;
    }
    return summary;
  }

  private compose(row: MailOutboxRow, restaurant: MailRestaurant): OutgoingMessage {
    // The diner's e-mails in the language they ordered in; staff e-mails in the restaurant's default.
    const language = isLanguage(row.language) ? row.language : restaurant.languages.default;
    const rendered = renderMail(row.kind, row.payload, brandOf(restaurant, this.settings), language);
    return {
      id: row.id,
      from: { name: restaurant.name, address: senderAddress(this.settings.mailFrom) },
      to: row.recipient,
      replyTo: row.replyTo ?? (restaurant.contactEmail || null),
      ...rendered,
    };
  }

  private async deliver(row: MailOutboxRow, restaurant: MailRestaurant | undefined): Promise<keyof DrainSummary> {
    let message: OutgoingMessage;
    try {
      if (!restaurant) throw new Error('The restaurant no longer exists.');
      message = this.compose(row, restaurant);
    } catch (err) {
      // Retrying cannot fix a message that cannot be rendered.
      this.log.error({ mailId: row.id, kind: row.kind, err: { message: reasonOf(err) } }, 'mail could not be rendered; marked failed');
      await markMailFailed(this.db, row, reasonOf(err));
      return 'failed';
    }
    try {
      await this.transport.send(message);
    } catch (err) {
      const reason = reasonOf(err);
      if (row.attempts >= this.settings.maxAttempts) {
        this.log.error({ mailId: row.id, kind: row.kind, attempts: row.attempts, reason }, 'mail failed for good');
        await markMailFailed(this.db, row, reason);
        return 'failed';
      }
      const delay = retryDelaySeconds(row.attempts, this.settings.retryBaseSeconds);
      this.log.warn({ mailId: row.id, kind: row.kind, attempts: row.attempts, retryInSeconds: delay, reason }, 'mail not sent; will retry');
      await scheduleMailRetry(this.db, row, delay, reason);
      return 'retried';
    }
    // Marked with the rest of its batch.
    return 'sent';
  }
}
