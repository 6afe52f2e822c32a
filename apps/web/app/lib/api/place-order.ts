import { IDEMPOTENCY_KEY_HEADER, type OrderResponse, type PlaceOrderBody } from '@platter/domain';
import { i18n } from '../../i18n/index.ts';
import { http } from '../http.ts';

/** POST /orders with its Idempotency-Key (a retry with the same key answers the same order). */
export function placeOrder(body: PlaceOrderBody, idempotencyKey: string) {
  return http.send<OrderResponse & { message?: string }>(
    '/orders',
    { method: 'POST', body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
    i18n.t('checkout:placeFailed'),
  );
}
