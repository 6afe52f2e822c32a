/**
 * The realtime processor's map from domain events to rooms and wire events (architecture.md,
 * "Side effects and realtime"). Rooms are per restaurant: a diner's room is their orders at the
 * restaurant whose site they are on, so a diner of two restaurants never gets one restaurant's
 * order on the other's site, and staff get only their own restaurant's orders. A pause or resume
 * goes to the staff room; storefront pages hear it on GET /restaurant/live (ordering-stream.ts),
 * not on a socket.
 */
import { REALTIME_EVENTS, withoutStaffNames, type ClientType, type DomainEvent, type Order, type OrderingChanged } from '@platter/domain';

export function restaurantRoom(restaurantId: string): string {
  return `restaurant:${restaurantId}`;
}

export function dinerRoom(restaurantId: string, userId: string): string {
  return `restaurant:${restaurantId}:user:${userId}`;
}

/** One member's staff sockets on one restaurant's site: closed together when they leave its team. */
export function staffMemberRoom(restaurantId: string, userId: string): string {
  return `restaurant:${restaurantId}:staff:${userId}`;
}

/** The rooms a socket joins as soon as it connects (a diner's own room waits for its request). */
export function roomsOnConnect(identity: { clientType: ClientType; restaurantId: string; userId: string }): string[] {
  return identity.clientType === 'staff' ? [restaurantRoom(identity.restaurantId), staffMemberRoom(identity.restaurantId, identity.userId)] : [];
}

export type Delivery =
  | { rooms: string[]; event: (typeof REALTIME_EVENTS)['orderCreated' | 'orderStatusUpdated']; payload: Order }
  | { rooms: string[]; event: (typeof REALTIME_EVENTS)['orderingChanged']; payload: OrderingChanged };

/** Where each event goes, and as what. The diner's copy of an order does not name the staff. */
export function deliveriesFor(event: DomainEvent): Delivery[] {
  switch (event.type) {
    case 'order.placed':
      return [{ rooms: [restaurantRoom(event.restaurantId)], event: REALTIME_EVENTS.orderCreated, payload: event.order }];
    case 'order.status_changed':
      // A verified payment moves an order out of Awaiting Payment: the kitchen hears of it as
      // placed (order.placed, published with it); only the diner's page hears the move.
      if (event.from === 'Awaiting Payment') {
        return [{ rooms: [dinerRoom(event.restaurantId, event.userId)], event: REALTIME_EVENTS.orderStatusUpdated, payload: withoutStaffNames(event.order) }];
      }
      return [
        { rooms: [restaurantRoom(event.restaurantId)], event: REALTIME_EVENTS.orderStatusUpdated, payload: event.order },
        { rooms: [dinerRoom(event.restaurantId, event.userId)], event: REALTIME_EVENTS.orderStatusUpdated, payload: withoutStaffNames(event.order) },
      ];
    case 'order.payment_changed':
      return [
        { rooms: [restaurantRoom(event.restaurantId)], event: REALTIME_EVENTS.orderStatusUpdated, payload: event.order },
        { rooms: [dinerRoom(event.restaurantId, event.userId)], event: REALTIME_EVENTS.orderStatusUpdated, payload: withoutStaffNames(event.order) },
      ];
    case 'restaurant.ordering_switched':
      return [
        {
          rooms: [restaurantRoom(event.restaurantId)],
          event: REALTIME_EVENTS.orderingChanged,
          payload: { isAcceptingOrders: event.isAcceptingOrders },
        },
      ];
  }
}
