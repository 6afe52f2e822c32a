/** order_status: to the diner when the restaurant confirms, readies, sends out or cancels the order. */
import { fulfilment, type OrderStatus } from '@platter/domain';
import type { MailPayloads } from '../outbox.ts';
import { brandName, type Block, type Brand, type MailContent } from './content.ts';
import { t } from './i18n.ts';
import { formatWhen, orderItems, orderTotals } from './order-details.ts';

/** The statuses a diner hears about by e-mail; every other move is only on the live order page. */
export const MAILED_STATUSES = ['Confirmed', 'Ready for Pickup', 'Out for Delivery', 'Cancelled by Restaurant'] as const satisfies readonly OrderStatus[];
export type MailedStatus = (typeof MAILED_STATUSES)[number];

export function isMailedStatus(status: OrderStatus): status is MailedStatus {
  return (MAILED_STATUSES as readonly OrderStatus[]).includes(status);
}

export function orderStatus({ order, orderUrl, notes }: MailPayloads['order_status'], brand: Brand): MailContent {
  const status = order.status;
  if (!isMailedStatus(status)) throw new Error(`No e-mail for the status ${status}`);
  const number = order.orderNumber;
  const texts = `orderStatus.${status}`;
  const blocks: Block[] = [
    { kind: 'heading', text: t(`${texts}.heading`) },
    { kind: 'paragraph', text: t('common.greeting', { name: order.customerName }) },
    { kind: 'paragraph', text: t(`${texts}.intro`, { restaurant: brandName(brand), number }) },
  ];
  if (status === 'Confirmed' && order.pickupTimeEstimate) {
    blocks.push({ kind: 'details', rows: [{ label: t(`orderStatus.${fulfilment(order.orderType).words.promise}`), value: formatWhen(order.pickupTimeEstimate, brand.timeZone) }] });
  }
  if (status === 'Cancelled by Restaurant') {
    blocks.push(notes?.trim() ? { kind: 'quote', label: t('orderStatus.reason'), text: notes } : { kind: 'paragraph', text: t('orderStatus.noReason') });
  }
  blocks.push(orderItems(order), orderTotals(order), { kind: 'button', label: t('order.viewOrder'), url: orderUrl });
  return { subject: t(`${texts}.subject`, { number }), blocks };
}
