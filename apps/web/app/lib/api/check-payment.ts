import { type Order, orderResponse } from '@platter/domain';
import { i18n } from '../../i18n/index.ts';
import { http } from '../http.ts';

/**
 * POST /orders/{id}/check-payment (the signed-in diner's own order, or a guest's with its token; no body) → data.order as it
 * is now: the server asks the payment provider itself, so an order still 'Awaiting Payment' has
 * no verified payment yet; a paid one is 'Pending Confirmation' with its payment 'Paid'; an
 * expired checkout has failed it.
 */
export async function checkPayment(orderId: string, guestToken?: string | null): Promise<Order> {
  // A guest's order is opened by its link's token (issue 30), not a session.
  const query = guestToken ? `?token=${encodeURIComponent(guestToken)}` : '';
  const { data } = await http.send(
    `/orders/${encodeURIComponent(orderId)}/check-payment${query}`,
    { method: 'POST' },
    orderResponse,
    i18n.t('orders:payment.checkFailed'),
  );
  return data.order;
}
