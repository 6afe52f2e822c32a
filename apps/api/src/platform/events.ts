/**
 * The one publisher of domain events (architecture.md, "Side effects and realtime").
 *
 * Every writer (placing, moving or cancelling an order) writes through `events.commit`: its work
 * writes, then returns its value and the events it caused (`{ value, events }`, built from what
 * was stored); only once the write has committed are those events handed to the subscribers (the
 * realtime processor, the mail worker's nudge). A write that fails (work throws) publishes
 * nothing, and nothing is ever emitted from a route handler or inside a transaction.
 *
 * Subscribers run after the writer's answer is decided: a subscriber that throws or rejects is
 * logged and never fails the write that caused the event.
 *
 * Outbox writers make rows of events (the e-mail outbox) stored with the change itself, so a
 * message exists exactly when its change does. A writer says how it writes:
 * - in a transaction (status changes): `work` gets the transaction, and the rows of the events it
 *   returns are stored in that transaction after it;
 * - in one statement (placing an order): `work` gets the database and `outbox`, asks
 *   `outbox.rowsFor` for the rows of the events it is about to cause and stores them with its one
 *   statement (or in a transaction it opens itself). The rows are made before the statement: what
 *   only the statement decides (the order's number) the statement sets into them.
 * Outbox writers only make rows; sending happens later, from the outbox's own worker.
 */
import type { DomainEvent } from '@platter/domain';
import type { Database, Executor, Transaction } from '../db/client.ts';

export type { DomainEvent };
export type EventHandler = (event: DomainEvent) => void | Promise<void>;

/**
 * Sessions a write ended (logout, a password change or reset, a reused refresh token): the live
 * channel closes their sockets at once, on every process. Not a domain event: no outbox row, and
 * only `onSessionsEnded` subscribers hear it.
 */
export interface SessionsEnded {
  type: 'sessions.ended';
  /** Refresh-token families (an access token's `sid`). */
  sessionIds: string[];
}

export function sessionsEnded(sessionIds: string[]): SessionsEnded[] {
  return sessionIds.length > 0 ? [{ type: 'sessions.ended', sessionIds }] : [];
}
export type SessionsEndedHandler = (event: SessionsEnded) => void | Promise<void>;

/**
 * People who are no longer on a restaurant's staff (removed from its team): their live sockets on
 * that restaurant's site leave the staff room at once, on every process. Not a domain event either:
 * their sessions go on (they may still order as diners); only `onStaffAccessEnded` subscribers hear it.
 */
export interface StaffAccessEnded {
  type: 'staff.access_ended';
  restaurantId: string;
  userIds: string[];
}

export function staffAccessEnded(restaurantId: string, userIds: string[]): StaffAccessEnded[] {
  return userIds.length > 0 ? [{ type: 'staff.access_ended', restaurantId, userIds }] : [];
}
export type StaffAccessEndedHandler = (event: StaffAccessEnded) => void | Promise<void>;

/** What a write may cause. */
export type CausedEvent = DomainEvent | SessionsEnded | StaffAccessEnded;

function isDomainEvent(event: CausedEvent): event is DomainEvent {
  return event.type !== 'sessions.ended' && event.type !== 'staff.access_ended';
}

/**
 * Rows the writer already holds that an outbox writer would otherwise read inside the
 * transaction (each read there is a round trip with the restaurant's order counter locked):
 * the request's restaurant and its signed-in diner.
 */
export interface KnownRows {
  restaurant?: { id: string; slug: string; customDomains: string[]; contactEmail: string };
  diner?: { id: string; email: string };
  /** A guest's order (issue 30): its link with the token, known only to the request that placed it. */
  orderLink?: { orderId: string; url: string };
}

/** A row of the outbox (the mail module's is the one there is: modules/mail/index.ts). */
export interface OutboxRow {
  restaurantId: string;
  kind: string;
  recipient: string;
  replyTo?: string | null;
  payload: Record<string, unknown>;
  language?: string | null;
}

/** Stores outbox rows in the writer's transaction: the outbox module's, handed in by app.ts (platform reads no module's table). */
export type OutboxStore = (tx: Transaction, rows: OutboxRow[]) => Promise<void>;

/**
 * Turns events into outbox rows, reading through `reader` (the writer's transaction, or the
 * database before a one-statement write) only what `known` does not hold. A failure fails the write.
 */
export type OutboxWriter = (reader: Executor, events: readonly DomainEvent[], known: KnownRows) => Promise<OutboxRow[]>;

/**
 * Writes rows of its own (print jobs) for the events of a change, inside that change's
 * transaction. Run for transaction writers only (a move, a refund): placing an order's one
 * statement causes nothing that prints. A failure fails the write.
 */
export type JobWriter = (tx: Transaction, events: readonly DomainEvent[]) => Promise<void>;

/** What a writer's work gives back once it has written: its result and what it caused. */
export interface Committed<T> {
  value: T;
  events: CausedEvent[];
}

/** For a one-statement writer: the outbox rows of the events it is about to cause, to store with its change. */
export interface Outbox {
  rowsFor(events: readonly DomainEvent[]): Promise<OutboxRow[]>;
}

/** Work that writes in the transaction the publisher opens; its events' outbox rows are stored after it, in it. */
export type TransactionWork<T> = (tx: Transaction) => Promise<Committed<T>>;
/** Work that writes in one statement of its own (or a transaction it opens) carrying the rows `outbox` made. */
export type StatementWork<T> = (db: Database, outbox: Outbox) => Promise<Committed<T>>;

/** A one-statement writer's rows in hand, which the outbox writers need not read. */
export interface OneStatement {
  known: KnownRows;
}

interface EventLog {
  error(details: object, message: string): void;
}

export class EventPublisher {
  private readonly handlers = new Set<EventHandler>();
  private readonly sessionHandlers = new Set<SessionsEndedHandler>();
  private readonly staffAccessHandlers = new Set<StaffAccessEndedHandler>();
  private readonly outboxWriters = new Set<OutboxWriter>();
  private readonly jobWriters = new Set<JobWriter>();

  constructor(
    private readonly log: EventLog,
    private readonly storeOutbox: OutboxStore = async () => {
      throw new Error('outbox rows to store, but no outbox store was handed in (new EventPublisher(log, store))');
    },
  ) {}

  /** Adds a subscriber; the returned function removes it. */
  subscribe(handler: EventHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  /** Adds a subscriber to ended sessions; the returned function removes it. */
  onSessionsEnded(handler: SessionsEndedHandler): () => void {
    this.sessionHandlers.add(handler);
    return () => this.sessionHandlers.delete(handler);
  }

  /** Adds a subscriber to staff removed from a restaurant; the returned function removes it. */
  onStaffAccessEnded(handler: StaffAccessEndedHandler): () => void {
    this.staffAccessHandlers.add(handler);
    return () => this.staffAccessHandlers.delete(handler);
  }

  /** Adds an outbox writer, run inside each writer's transaction; the returned function removes it. */
  addOutboxWriter(writer: OutboxWriter): () => void {
    this.outboxWriters.add(writer);
    return () => this.outboxWriters.delete(writer);
  }

  /** Adds a job writer, run inside each transaction writer's transaction; the returned function removes it. */
  addJobWriter(writer: JobWriter): () => void {
    this.jobWriters.add(writer);
    return () => this.jobWriters.delete(writer);
  }

  /**
   * Runs `work`, which writes and returns `{ value, events }`; publishes the events once the write
   * has committed and answers the value. Without `oneStatement`, `work` runs in a transaction and
   * its events' outbox rows are stored in it after it; with it, `work` stores the rows
   * `outbox.rowsFor` makes with its own statement (see the top of this file).
   */
  commit<T>(db: Database, work: TransactionWork<T>): Promise<T>;
  commit<T>(db: Database, work: StatementWork<T>, oneStatement: OneStatement): Promise<T>;
  async commit<T>(db: Database, work: TransactionWork<T> | StatementWork<T>, oneStatement?: OneStatement): Promise<T> {
    const { value, events } = oneStatement
      ? await (work as StatementWork<T>)(db, { rowsFor: (caused) => this.outboxRowsFor(db, caused, oneStatement.known) })
      : await db.transaction(async (tx) => {
          const committed = await (work as TransactionWork<T>)(tx);
          const domainEvents = committed.events.filter(isDomainEvent);
          const rows = await this.outboxRowsFor(tx, domainEvents, {});
          if (rows.length > 0) await this.storeOutbox(tx, rows);
          for (const writer of this.jobWriters) await writer(tx, domainEvents);
          return committed;
        });
    this.publish(events);
    return value;
  }

  private async outboxRowsFor(reader: Executor, events: readonly DomainEvent[], known: KnownRows): Promise<OutboxRow[]> {
    const rows: OutboxRow[] = [];
    for (const writer of this.outboxWriters) rows.push(...(await writer(reader, events, known)));
    return rows;
  }

  private publish(events: readonly CausedEvent[]): void {
    for (const event of events) {
      if (isDomainEvent(event)) for (const handler of this.handlers) this.deliver(event, () => handler(event));
      else if (event.type === 'sessions.ended') for (const handler of this.sessionHandlers) this.deliver(event, () => handler(event));
      else for (const handler of this.staffAccessHandlers) this.deliver(event, () => handler(event));
    }
  }

  /** Runs one subscriber; one that throws or rejects is logged and never fails the write. */
  private deliver(event: CausedEvent, run: () => void | Promise<void>): void {
    const failed = (err: unknown) =>
      this.log.error({ err, event: event.type, ...('order' in event ? { orderId: event.order._id } : {}), ...('sessionIds' in event ? { sessionIds: event.sessionIds } : {}) }, 'an event subscriber failed');
    try {
      const result = run();
      if (result instanceof Promise) result.catch(failed);
    } catch (err) {
      failed(err);
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
