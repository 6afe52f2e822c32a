/** order_waiting: to the restaurant's contact address, once, when an order has waited `alertMinutes` for the kitchen (issue 29). */
import type { MailPayloads } from '../outbox.ts';
import type { Brand, MailContent } from './content.ts';
import { t } from './i18n.ts';
import { formatWhen } from './order-details.ts';

export function orderWaiting({ orderNumber, customerName, placedAt, alertMinutes, rejectMinutes }: MailPayloads['order_waiting'], brand: Brand): MailContent {
  return {
    subject: t('orderWaiting.subject', { number: orderNumber, minutes: alertMinutes }),
    blocks: [
      { kind: 'heading', text: t('orderWaiting.heading', { number: orderNumber }) },
      { kind: 'paragraph', text: t('orderWaiting.intro', { customer: customerName, minutes: alertMinutes, rejectMinutes }) },
      { kind: 'details', rows: [{ label: t('orderWaiting.placedAt'), value: formatWhen(placedAt, brand.timeZone) }] },
      { kind: 'button', label: t('orderWaiting.openBoard'), url: `${brand.origin}/staff` },
    ],
  };
}
