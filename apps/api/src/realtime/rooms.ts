/**
 * The realtime processor's map from domain events to rooms and wire events (architecture.md,
 * "Side effects and realtime"). Rooms are per restaurant: a diner's room is their orders at the
 * restaurant whose site they are on, so a diner of two restaurants never gets one restaurant's
 * order on the other's site, and staff get only their own restaurant's orders.
 */
import { REALTIME_EVENTS, type Order, type OrderEvent } from '@platter/domain';

export function restaurantRoom(restaurantId: string): string {
  return `restaurant:${restaurantId}`;
}

export function dinerRoom(restaurantId: string, userId: string): string {
  return `restaurant:${restaurantId}:user:${userId}`;
}

export interface Delivery {
  rooms: string[];
  event: (typeof REALTIME_EVENTS)['orderCreated' | 'orderStatusUpdated'];
  order: Order;
}

/** Where each event goes, and as what. */
export function deliveriesFor(event: OrderEvent): Delivery[] {
  switch (event.type) {
    case 'order.placed':
      return [{ rooms: [restaurantRoom(event.restaurantId)], event: REALTIME_EVENTS.orderCreated, order: event.order }];
    case 'order.status_changed':
      return [
        {
          rooms: [dinerRoom(event.restaurantId, event.userId), restaurantRoom(event.restaurantId)],
          event: REALTIME_EVENTS.orderStatusUpdated,
          order: event.order,
        },
      ];
  }
}
