/**
 * Which tickets to print, laid out when the job is made: on accept, each printer set to print by
 * itself gets its tickets (a job writer, in the accept's transaction, so the job exists exactly when
 * the accept does); on demand, the printers asked for. The order is the one the event carries.
 */
import { ticketLines, type Order, type Printer, type TicketKind } from '@platter/domain';
import type { Executor, Transaction } from '../../db/client.ts';
import type { DomainEvent } from '../../platform/events.ts';
import { allergensOf, insertPrintJobs, printersOf, type NewPrintJob } from './queries.ts';

/** `now`: the app's clock when the job is made (due from then), not the database's. */
export async function jobsFor(
  db: Executor,
  order: Order,
  cause: 'accept' | 'reprint',
  now: Date,
  choose: (printer: Printer) => readonly TicketKind[],
): Promise<NewPrintJob[]> {
  const restaurant = await printersOf(db, order.restaurantId);
  if (!restaurant || restaurant.printers.length === 0) return [];
  const wanted = restaurant.printers.flatMap((printer) => choose(printer).map((ticket) => ({ printer, ticket })));
  if (wanted.length === 0) return [];
  const productIds = order.items.flatMap((item) => (item.productId ? [item.productId] : []));
  const allergens = await allergensOf(db, order.restaurantId, productIds);
  return wanted.map(({ printer, ticket }) => ({
    restaurantId: order.restaurantId,
    orderId: order._id,
    orderVersion: order.statusHistory.length,
    cause,
    printerName: printer.name,
    ticket,
    // In the restaurant's language, its clock and money (issue 40): a Portuguese kitchen reads Portuguese.
    lines: ticketLines({ order, kind: ticket, paperWidth: printer.paperWidth, timeZone: restaurant.timeZone, language: restaurant.languages.default, allergens }),
    nextAttemptAt: now,
    createdAt: now,
  }));
}

/** True for the event that auto-prints: an order accepted. */
export function isAccept(event: DomainEvent): event is Extract<DomainEvent, { type: 'order.status_changed' }> {
  return event.type === 'order.status_changed' && event.order.status === 'Confirmed' && event.from !== 'Confirmed';
}

/** The job writer app start registers (`app.events.addJobWriter`). */
export async function acceptTickets(tx: Transaction, events: readonly DomainEvent[]): Promise<void> {
  for (const event of events) {
    if (!isAccept(event)) continue;
    // Made at the accept's own time (the app's clock, which the history entry carries).
    const acceptedAt = new Date(event.order.statusHistory.at(-1)?.changedAt ?? event.order.updatedAt);
    await insertPrintJobs(tx, await jobsFor(tx, event.order, 'accept', acceptedAt, (printer) => (printer.autoPrint ? printer.tickets : [])));
  }
}
