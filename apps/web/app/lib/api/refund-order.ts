import { type RefundBody, refundResponse } from '@platter/domain';
import { i18n } from '../../i18n/index.ts';
import { http } from '../http.ts';

/**
 * POST /staff/orders/{id}/refunds {amount? (major units), lines?, reason} (Owner and Manager) →
 * 201 data {order, refund} and 'Refund requested.'. Neither amount nor lines refunds everything
 * still refundable. Refusals: 409 ORDER_NOT_PAID, 409 REFUND_EXCEEDS_PAID (its message names the
 * most that can still be refunded), 400 REFUND_LINES_INVALID, 400 with field errors.
 */
export function refundOrder(orderId: string, body: RefundBody) {
  return http.send(`/staff/orders/${encodeURIComponent(orderId)}/refunds`, { method: 'POST', body }, refundResponse, i18n.t('staff:refund.failed'));
}
