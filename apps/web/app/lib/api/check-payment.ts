import type { Order, OrderResponse } from '@platter/domain';
import { i18n } from '../../i18n/index.ts';
import { http } from '../http.ts';

/**
 * POST /orders/{id}/check-payment (the signed-in diner's own order, no body) → data.order as it
 * is now: the server asks the payment provider itself, so an order still 'Awaiting Payment' has
 * no verified payment yet; a paid one is 'Pending Confirmation' with its payment 'Paid'; an
 * expired checkout has failed it.
 */
export async function checkPayment(orderId: string): Promise<Order> {
  const { data } = await http.send<OrderResponse>(
    `/orders/${encodeURIComponent(orderId)}/check-payment`,
    { method: 'POST' },
    i18n.t('orders:payment.checkFailed'),
  );
  return data.order;
}
