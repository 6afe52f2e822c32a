/**
 * The order e-mails, queued inside each order writer's transaction (an outbox writer, see
 * platform/events.ts): order.placed → order_received (the diner) + new_order (the restaurant's
 * contact address, when it has one); order.status_changed → order_status (the diner) for
 * Confirmed, Ready for Pickup, Out for Delivery and Cancelled by Restaurant. The addresses come
 * from the rows the writer holds (placing an order: the request's restaurant and diner), else
 * from one small select per event; nothing is sent here.
 */
import type { Executor } from '../../db/client.ts';
import type { OrderEvent } from '@platter/domain';
import type { DomainEvent, KnownRows, OutboxRow } from '../../platform/events.ts';
import { outboxRowsOf, type OutgoingMail } from './outbox.ts';
import { restaurantOrigin, type OriginConfig } from './origin.ts';
import { callerMailContext, orderMailContext } from './queries.ts';
import { isMailedStatus } from './templates/order-status.ts';

/** The reason staff gave with the change that led to the order's current status (its history's last entry). */
function latestNotes(event: OrderEvent): string | null {
  const history = event.order.statusHistory;
  for (let i = history.length - 1; i >= 0; i--) {
    const entry = history[i];
    if (entry && entry.status === event.order.status) return entry.notes;
  }
  return null;
}

function wantsMail(event: DomainEvent): event is OrderEvent {
  switch (event.type) {
    case 'restaurant.ordering_switched':
      return false;
    case 'order.placed':
      return true;
    case 'order.status_changed':
      return event.order.status !== event.from && isMailedStatus(event.order.status);
    case 'order.payment_changed':
      // The diner hears of a refund once it has gone through.
      return event.refund.status === 'Succeeded';
  }
}

/** The addresses from the rows the writer holds when they are the event's, else read. */
async function contextOf(reader: Executor, event: OrderEvent, known: KnownRows) {
  const { restaurant, diner } = known;
  if (restaurant?.id === event.restaurantId && diner?.id === event.userId) return { ...restaurant, dinerEmail: diner.email };
  // A phone or counter order is owned by the staff who took it, a guest's by an account that has no
  // mailbox: the e-mail to write to is on the order.
  if ((event.order.channel && event.order.channel !== 'online') || event.order.guest) return callerMailContext(reader, event.restaurantId, event.order._id);
  return orderMailContext(reader, event.restaurantId, event.userId);
}

async function messagesFor(reader: Executor, event: DomainEvent, config: OriginConfig, known: KnownRows): Promise<OutgoingMail[]> {
  if (!wantsMail(event)) return [];
  const restaurant = await contextOf(reader, event, known);
  if (!restaurant) return [];
  const diner = restaurant.dinerEmail;
  const origin = restaurantOrigin(restaurant, config);
  const { order } = event;
  // A guest's confirmation carries the link with its token (only the placing request knows it).
  const orderUrl = known.orderLink?.orderId === order._id ? known.orderLink.url : `${origin}/orders/${encodeURIComponent(order._id)}`;
  const messages: OutgoingMail[] = [];
  if (event.type === 'order.placed') {
    if (diner) messages.push({ restaurantId: event.restaurantId, kind: 'order_received', recipient: diner, payload: { order, orderUrl }, language: order.language ?? null });
    if (restaurant.contactEmail) {
      messages.push({
        restaurantId: event.restaurantId,
        kind: 'new_order',
        recipient: restaurant.contactEmail,
        // The kitchen's reply goes to the diner.
        replyTo: diner,
        payload: { order, staffUrl: `${origin}/staff` },
      });
    }
  } else if (event.type === 'order.payment_changed') {
    if (diner) messages.push({ restaurantId: event.restaurantId, kind: 'refund_issued', recipient: diner, payload: { order, orderUrl, refund: event.refund }, language: order.language ?? null });
  } else if (diner) {
    messages.push({ restaurantId: event.restaurantId, kind: 'order_status', recipient: diner, payload: { order, orderUrl, notes: latestNotes(event) }, language: order.language ?? null });
  }
  return messages;
}

/** The outbox writer app start registers once (`app.events.addOutboxWriter`). */
export function orderMailWriter(config: OriginConfig) {
  return async (reader: Executor, events: readonly DomainEvent[], known: KnownRows): Promise<OutboxRow[]> => {
    const messages: OutgoingMail[] = [];
    for (const event of events) messages.push(...(await messagesFor(reader, event, config, known)));
    return outboxRowsOf(messages);
  };
}

/** True when an event's commit queued mail (the worker is nudged after it). */
export function eventQueuesMail(event: DomainEvent): boolean {
  return wantsMail(event);
}
