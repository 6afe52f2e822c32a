import { guestPlacedOrderResponse, IDEMPOTENCY_KEY_HEADER, type PlaceOrderBody } from '@platter/domain';
import { i18n } from '../../i18n/index.ts';
import { http } from '../http.ts';

/**
 * POST /orders with its Idempotency-Key (a retry with the same key answers the same order). An
 * order paid online answers `checkoutUrl` too: the provider's hosted page, where the diner pays. A
 * guest's order (issue 30) answers `orderUrl`: its page with the link's token.
 */
export function placeOrder(body: PlaceOrderBody, idempotencyKey: string) {
  return http.send(
    '/orders',
    { method: 'POST', body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
    guestPlacedOrderResponse,
    i18n.t('checkout:placeFailed'),
  );
}
