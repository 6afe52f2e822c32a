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

/** One order's followers without an account (a guest's link, issue 30): they hear that order only. */
export function orderRoom(restaurantId: string, orderId: string): string {
  return `restaurant:${restaurantId}:order:${orderId}`;
}

/** The diner's copy goes to their room and to the order's own (a guest following it by its link). */
function dinerRooms(restaurantId: string, userId: string, orderId: string): string[] {
  return [dinerRoom(restaurantId, userId), orderRoom(restaurantId, orderId)];
}

/** One member's staff sockets on one restaurant's site: closed together when they leave its team. */
export function staffMemberRoom(restaurantId: string, userId: string): string {
  return `restaurant:${restaurantId}:staff:${userId}`;
}

/** The rooms a socket joins as soon as it connects (a diner's own room waits for its request). */
export function roomsOnConnect(identity: { clientType: ClientType; restaurantId: string; userId: string; guestOrderId?: string | null }): string[] {
  if (identity.guestOrderId) return [orderRoom(identity.restaurantId, identity.guestOrderId)];
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
        return [{ rooms: dinerRooms(event.restaurantId, event.userId, event.order._id), event: REALTIME_EVENTS.orderStatusUpdated, payload: withoutStaffNames(event.order) }];
      }
      return [
        { rooms: [restaurantRoom(event.restaurantId)], event: REALTIME_EVENTS.orderStatusUpdated, payload: event.order },
        { rooms: dinerRooms(event.restaurantId, event.userId, event.order._id), event: REALTIME_EVENTS.orderStatusUpdated, payload: withoutStaffNames(event.order) },
      ];
    case 'order.payment_changed':
      return [
        { rooms: [restaurantRoom(event.restaurantId)], event: REALTIME_EVENTS.orderStatusUpdated, payload: event.order },
        { rooms: dinerRooms(event.restaurantId, event.userId, event.order._id), event: REALTIME_EVENTS.orderStatusUpdated, payload: withoutStaffNames(event.order) },
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
