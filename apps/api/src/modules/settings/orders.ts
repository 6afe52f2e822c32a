/** Orders (issue 29): when an order nobody accepts alerts the kitchen, and when it is rejected by itself. */
import type { OrdersSettings } from '@platter/domain';
import type { SettingsSectionDefinition } from './section-edit.ts';

export const ordersSection: SettingsSectionDefinition<OrdersSettings> = {
  id: 'orders',
  read: (row) => ({ missedOrders: row.missedOrders }),
  write: (value) => ({ missedOrders: value.missedOrders }),
};
