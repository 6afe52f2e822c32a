/**
 * What happened to an order, as its writers report it (architecture.md, "Side effects and
 * realtime"): the place, move and cancel services return these, and the platform's publisher
 * hands them to subscribers (the realtime processor now, e-mail later) only after the
 * transaction that caused them has committed.
 */
import type { Order } from './contracts/order.ts';
import type { OrderStatus, StatusChanger } from './order-status.ts';

export interface OrderPlaced {
  type: 'order.placed';
  restaurantId: string;
  /** The diner who placed it. */
  userId: string;
  order: Order;
}

export interface OrderStatusChanged {
  type: 'order.status_changed';
  restaurantId: string;
  userId: string;
  order: Order;
  from: OrderStatus;
  changedBy: StatusChanger;
}

export type OrderEvent = OrderPlaced | OrderStatusChanged;

/**
 * Online ordering paused or resumed (PATCH /staff/restaurant/ordering). Public by nature: the
 * storefront's configuration says the same, so it may go to every storefront page.
 */
export interface OrderingSwitched {
  type: 'restaurant.ordering_switched';
  restaurantId: string;
  isAcceptingOrders: boolean;
}

/** Every event the writers report: the orders' and the restaurant's. */
export type DomainEvent = OrderEvent | OrderingSwitched;
