/** refund_issued: to the diner when a refund of their card payment has gone through. */
import type { MailPayloads } from '../outbox.ts';
import { brandName, type Brand, type MailContent } from './content.ts';
import { t } from './i18n.ts';
import { orderItems, orderTotals, price } from './order-details.ts';

export function refundIssued({ order, orderUrl, refund }: MailPayloads['refund_issued'], brand: Brand): MailContent {
  const number = order.orderNumber;
  const amount = price(order, refund.amount);
  return {
    subject: t('refundIssued.subject', { amount, number }),
    blocks: [
      { kind: 'heading', text: t('refundIssued.heading') },
      { kind: 'paragraph', text: t('common.greeting', { name: order.customerName }) },
      { kind: 'paragraph', text: t('refundIssued.intro', { restaurant: brandName(brand), amount, number }) },
      { kind: 'quote', label: t('refundIssued.reason'), text: refund.reason },
      { kind: 'details', rows: [{ label: t('refundIssued.refunded'), value: price(order, order.paymentDetails.amountRefunded ?? refund.amount) }] },
      { kind: 'paragraph', text: t('refundIssued.timing') },
      orderItems(order),
      orderTotals(order),
      { kind: 'button', label: t('order.viewOrder'), url: orderUrl },
    ],
  };
}
