import { IDEMPOTENCY_KEY_HEADER, placedOrderResponse, type StaffPlaceOrderBody } from '@platter/domain';
import { i18n } from '../../i18n/index.ts';
import { http } from '../http.ts';

/**
 * POST /staff/orders (Owner, Manager, Staff): a phone or counter order with its Idempotency-Key
 * (a retry with the same key answers the same order). 409 SLOT_FULL when the slot is full, unless
 * `overrideCapacity` takes it anyway (audited).
 */
export function placeStaffOrder(body: StaffPlaceOrderBody, idempotencyKey: string) {
  return http.send('/staff/orders', { method: 'POST', body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }, placedOrderResponse, i18n.t('staff:phoneOrder.failed'));
}
