/**
 * Orders (issue 29): when an order nobody accepts alerts the kitchen, and when it is rejected by
 * itself; and (issue 30) whether guests may order without an account: who may place an order is
 * an ordering rule, so it lives with them, not with fulfilment (how the food reaches the diner).
 */
import type { OrdersSettings } from '@platter/domain';
import type { SettingsSectionDefinition } from './section-edit.ts';

export const ordersSection: SettingsSectionDefinition<OrdersSettings> = {
  id: 'orders',
  read: (row) => ({ missedOrders: row.missedOrders, guestCheckout: row.guestCheckout }),
  write: (value) => ({ missedOrders: value.missedOrders, guestCheckout: value.guestCheckout }),
};
