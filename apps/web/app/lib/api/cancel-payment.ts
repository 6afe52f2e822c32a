import { type Order, orderResponse } from '@platter/domain';
import { i18n } from '../../i18n/index.ts';
import { http } from '../http.ts';

/**
 * POST /orders/{id}/cancel-payment (the signed-in diner's own order, or a guest's with its token; no body) → data.order as it
 * is now: back through the provider's Back link, the order's checkout is expired at the provider,
 * so an order still 'Awaiting Payment' fails and frees its slot, points and promotion use at once
 * (one paid meanwhile is 'Pending Confirmation'; one the provider could not be reached for stays
 * 'Awaiting Payment').
 */
export async function cancelPayment(orderId: string, guestToken?: string | null): Promise<Order> {
  const query = guestToken ? `?token=${encodeURIComponent(guestToken)}` : '';
  const { data } = await http.send(
    `/orders/${encodeURIComponent(orderId)}/cancel-payment${query}`,
    { method: 'POST' },
    orderResponse,
    i18n.t('orders:payment.checkFailed'),
  );
  return data.order;
}
