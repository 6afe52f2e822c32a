/**
 * The realtime processor's map from domain events to rooms and wire events (architecture.md,
 * "Side effects and realtime"). Rooms are per restaurant: a diner's room is their orders at the
 * restaurant whose site they are on, so a diner of two restaurants never gets one restaurant's
 * order on the other's site, and staff get only their own restaurant's orders. The public room
 * is every storefront socket on the restaurant's site: it carries only what the storefront's
 * public configuration says anyway (whether online ordering is open), never an order.
 */
import { REALTIME_EVENTS, withoutStaffNames, type ClientType, type DomainEvent, type Order, type OrderingChanged } from '@platter/domain';

export function restaurantRoom(restaurantId: string): string {
  return `restaurant:${restaurantId}`;
}

export function dinerRoom(restaurantId: string, userId: string): string {
  return `restaurant:${restaurantId}:user:${userId}`;
}

/** Every storefront socket of the restaurant (public: nothing private goes here). */
export function publicRoom(restaurantId: string): string {
  return `restaurant:${restaurantId}:public`;
}

/** The rooms a socket joins as soon as it connects (a diner's own room waits for its request). */
export function roomsOnConnect(identity: { clientType: ClientType; restaurantId: string }): string[] {
  return identity.clientType === 'staff' ? [restaurantRoom(identity.restaurantId)] : [publicRoom(identity.restaurantId)];
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
      return [
        { rooms: [restaurantRoom(event.restaurantId)], event: REALTIME_EVENTS.orderStatusUpdated, payload: event.order },
        { rooms: [dinerRoom(event.restaurantId, event.userId)], event: REALTIME_EVENTS.orderStatusUpdated, payload: withoutStaffNames(event.order) },
      ];
    case 'restaurant.ordering_switched':
      return [
        {
          rooms: [restaurantRoom(event.restaurantId), publicRoom(event.restaurantId)],
          event: REALTIME_EVENTS.orderingChanged,
          payload: { isAcceptingOrders: event.isAcceptingOrders },
        },
      ];
  }
}
