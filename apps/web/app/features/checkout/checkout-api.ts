import {
  IDEMPOTENCY_KEY_HEADER,
  type OrderResponse,
  type PlaceOrderBody,
  type RewardsResponse,
  type UserResponse,
  type ValidateCouponBody,
  type ValidateCouponResponse,
} from '@platter/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18n } from '../../i18n/index.ts';
import { http } from '../../lib/http.ts';
import { useSessionStore } from '../../lib/session-store.ts';

/** The same key the profile uses, so both pages share the diner's cached profile. */
export const meQueryKey = ['users', 'me'] as const;
export const rewardsQueryKey = ['promotions', 'rewards'] as const;

async function getMe() {
  const { data } = await http.get<UserResponse>('/users/me');
  useSessionStore.getState().setUser(data.user);
  return data.user;
}

export function useCheckoutUser() {
  return useQuery(queryOptions({ queryKey: meQueryKey, queryFn: getMe }));
}

async function getRewards() {
  const { data } = await http.get<RewardsResponse>('/promotions/rewards');
  return data;
}

/** GET /promotions/rewards: the rewards list and the diner's points. */
export function useRewards() {
  return useQuery({ queryKey: rewardsQueryKey, queryFn: getRewards, staleTime: 0 });
}

/** POST /promotions/validate-coupon. */
export async function validateCoupon(body: ValidateCouponBody) {
  const { data } = await http.send<ValidateCouponResponse>(
    '/promotions/validate-coupon',
    { method: 'POST', body },
    i18n.t('checkout:promo.invalid'),
  );
  return data;
}

/** POST /orders with its Idempotency-Key. */
export function placeOrder(body: PlaceOrderBody, idempotencyKey: string) {
  return http.send<OrderResponse & { message?: string }>(
    '/orders',
    { method: 'POST', body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
    i18n.t('checkout:placeFailed'),
  );
}
