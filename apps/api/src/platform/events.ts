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
 */
import type { OrderEvent } from '@platter/domain';
import type { Database, Transaction } from '../db/client.ts';

export type DomainEvent = OrderEvent;
export type EventHandler = (event: DomainEvent) => void | Promise<void>;

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

  constructor(private readonly log: EventLog) {}

  /** Adds a subscriber; the returned function removes it. */
  subscribe(handler: EventHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  /** Runs `work` in one transaction and publishes its events after the commit. */
  async commit<T>(db: Database, work: (tx: Transaction) => Promise<Committed<T>>): Promise<T> {
    const { value, events } = await db.transaction(work);
    this.publish(events);
    return value;
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
