/**
 * What happened to an order, as its writers report it (architecture.md, "Side effects and
 * realtime"): the place, move and cancel services return these, and the platform's publisher
 * hands them to subscribers (the realtime processor now, e-mail later) only after the
 * transaction that caused them has committed.
 */
import type { Order } from './contracts/order.ts';
import type { OrderRefund } from './contracts/order-refund.ts';
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

/**
 * A card payment's refund was requested or settled (the order carries every refund and what has
 * come back). The board and the diner's page hear it; a succeeded refund is e-mailed to the diner.
 */
export interface OrderPaymentChanged {
  type: 'order.payment_changed';
  restaurantId: string;
  userId: string;
  order: Order;
  refund: OrderRefund;
}

export type OrderEvent = OrderPlaced | OrderStatusChanged | OrderPaymentChanged;

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
