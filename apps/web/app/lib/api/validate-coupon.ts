import { type ValidateCouponBody, validateCouponResponse } from '@platter/domain';
import { i18n } from '../../i18n/index.ts';
import { http } from '../http.ts';

/** POST /promotions/validate-coupon {couponCode, orderSubtotal} → data (the promotion the code names). */
export async function validateCoupon(body: ValidateCouponBody) {
  const { data } = await http.send(
    '/promotions/validate-coupon',
    { method: 'POST', body },
    validateCouponResponse,
    i18n.t('checkout:promo.invalid'),
  );
  return data;
}
