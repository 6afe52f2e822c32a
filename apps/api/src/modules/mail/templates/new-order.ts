/** new_order: to the restaurant's contact address when an order comes in. */
import type { MailPayloads } from '../outbox.ts';
import type { Brand, MailContent } from './content.ts';
import { t } from './i18n.ts';
import { orderDetails, orderItems, orderTotals } from './order-details.ts';

export function newOrder({ order, staffUrl }: MailPayloads['new_order'], brand: Brand): MailContent {
  const number = order.orderNumber;
  return {
    subject: t('newOrder.subject', { number }),
    blocks: [
      { kind: 'heading', text: t('newOrder.heading', { number }) },
      { kind: 'paragraph', text: t('newOrder.intro', { customer: order.customerName }) },
      orderDetails(order, brand.timeZone, { forStaff: true }),
      orderItems(order),
      orderTotals(order),
      { kind: 'button', label: t('newOrder.openBoard'), url: staffUrl },
    ],
  };
}
