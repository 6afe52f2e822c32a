/**
 * Orders (issue 29): when an order nobody accepts alerts the kitchen, and when it is rejected by
 * itself; and (issue 30) whether guests may order without an account: who may place an order is
 * an ordering rule, so it lives with them, not with fulfilment (how the food reaches the diner).
 */
import type { OrdersSettings } from '@platter/domain';
import { loadCapacityPart, storeCapacity } from '../capacity/index.ts';
import type { SettingsSectionDefinition } from './section-edit.ts';

export const ordersSection: SettingsSectionDefinition<OrdersSettings> = {
  id: 'orders',
  // The missed-order minutes are the capacity module's part; guest checkout is on the restaurant's row.
  rows: {
    load: async (db, row) => ({ missedOrders: (await loadCapacityPart(db, row.id)).missedOrders, guestCheckout: row.guestCheckout }),
    store: (tx, value, row) => storeCapacity(tx, row.id, { missedOrders: value.missedOrders }),
  },
  write: (value) => ({ guestCheckout: value.guestCheckout }),
};
