/**
 * The one publisher of domain events (architecture.md, "Side effects and realtime").
 *
 * A writer (placing, moving or cancelling an order) runs its transaction through
 * `events.commit(db, work)`: `work` returns its value and the events it caused, and only once the
 * transaction has committed are the events handed to the subscribers (the realtime processor,
 * later the e-mail worker). A transaction that rolls back (work throws) publishes nothing, and
 * nothing is ever emitted from a route handler or inside a transaction.
 *
 * Subscribers run after the writer's answer is decided: a subscriber that throws or rejects is
 * logged and never fails the write that caused the event.
 *
 * Outbox writers are the one exception to "after the commit": they turn the events into rows
 * (the e-mail outbox) stored with the change itself, so a message exists exactly when its change
 * does: in the writer's transaction (`commit`), or, for a writer whose events are known before
 * it writes (placing an order), handed to its one statement (`store`). They only make rows;
 * sending happens later, from the outbox's own worker.
 */
import type { OrderEvent } from '@platter/domain';
import type { Database, Executor, Transaction } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export type DomainEvent = OrderEvent;
export type EventHandler = (event: DomainEvent) => void | Promise<void>;

/**
 * Rows the writer already holds that an outbox writer would otherwise read inside the
 * transaction (each read there is a round trip with the restaurant's order counter locked):
 * the request's restaurant and its signed-in diner.
 */
export interface KnownRows {
  restaurant?: { id: string; slug: string; customDomains: string[]; contactEmail: string };
  diner?: { id: string; email: string };
}

/** A row of the outbox (the mail outbox is the one there is). */
export type OutboxRow = typeof mailOutbox.$inferInsert;

/**
 * Turns events into outbox rows, reading through `reader` (the writer's transaction, or the
 * database before a one-statement write) only what `known` does not hold. A failure fails the write.
 */
export type OutboxWriter = (reader: Executor, events: readonly DomainEvent[], known: KnownRows) => Promise<OutboxRow[]>;

/** What a writer's transaction gives back: its result and what it caused. */
export interface Committed<T> {
  value: T;
  events: DomainEvent[];
}

interface EventLog {
  error(details: object, message: string): void;
}

export class EventPublisher {
  private readonly handlers = new Set<EventHandler>();
  private readonly outboxWriters = new Set<OutboxWriter>();

  constructor(private readonly log: EventLog) {}

  /** Adds a subscriber; the returned function removes it. */
  subscribe(handler: EventHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  /** Adds an outbox writer, run inside each writer's transaction; the returned function removes it. */
  addOutboxWriter(writer: OutboxWriter): () => void {
    this.outboxWriters.add(writer);
    return () => this.outboxWriters.delete(writer);
  }

  /** Runs `work` in one transaction (with its outbox rows) and publishes its events after the commit. */
  async commit<T>(db: Database, work: (tx: Transaction) => Promise<Committed<T>>): Promise<T> {
    const { value, events } = await db.transaction(async (tx) => {
      const committed = await work(tx);
      const rows = await this.outboxRowsFor(tx, committed.events, {});
      if (rows.length > 0) await tx.insert(mailOutbox).values(rows);
      return committed;
    });
    this.publish(events);
    return value;
  }

  /**
   * For a writer whose events are known before it writes (placing an order): their outbox rows
   * are made first and handed to `write`, which stores them with its change (in one statement,
   * or in its own transaction), and the events are published once `write` has resolved. `write`
   * may complete what the store decides (the order's number) in the events' objects before then.
   */
  async store<T>(db: Database, events: DomainEvent[], known: KnownRows, write: (outbox: OutboxRow[]) => Promise<T>): Promise<T> {
    const value = await write(await this.outboxRowsFor(db, events, known));
    this.publish(events);
    return value;
  }

  private async outboxRowsFor(reader: Executor, events: readonly DomainEvent[], known: KnownRows): Promise<OutboxRow[]> {
    const rows: OutboxRow[] = [];
    for (const writer of this.outboxWriters) rows.push(...(await writer(reader, events, known)));
    return rows;
  }

  private publish(events: readonly DomainEvent[]): void {
    for (const event of events) {
      for (const handler of this.handlers) {
        const failed = (err: unknown) =>
          this.log.error({ err, event: event.type, orderId: event.order._id }, 'an event subscriber failed');
        try {
          const result = handler(event);
          if (result instanceof Promise) result.catch(failed);
        } catch (err) {
          failed(err);
        }
      }
    }
  }
}

/** What every writer needs: the database and the publisher (the Fastify app satisfies it). */
export interface Writes {
  db: Database;
  events: EventPublisher;
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventPublisher;
  }
}
