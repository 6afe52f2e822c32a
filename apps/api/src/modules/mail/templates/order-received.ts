/** order_received: to the diner, right after the order is placed. */
import type { MailPayloads } from '../outbox.ts';
import { brandName, type Brand, type MailContent } from './content.ts';
import { t } from './i18n.ts';
import { orderDetails, orderItems, orderTotals } from './order-details.ts';

export function orderReceived({ order, orderUrl }: MailPayloads['order_received'], brand: Brand): MailContent {
  const number = order.orderNumber;
  return {
    subject: t('orderReceived.subject', { number }),
    blocks: [
      { kind: 'heading', text: t('orderReceived.heading') },
      { kind: 'paragraph', text: t('common.greeting', { name: order.customerName }) },
      { kind: 'paragraph', text: t('orderReceived.intro', { restaurant: brandName(brand), number }) },
      orderDetails(order, brand.timeZone, { forStaff: false }),
      orderItems(order),
      orderTotals(order),
      { kind: 'button', label: t('order.viewOrder'), url: orderUrl },
    ],
  };
}
