/**
 * A guest's order (issue 30), after the checkout rules and the prices: a reward bought with
 * points needs an account; and, as there is no account to count per, guest orders to one
 * delivery address are throttled per minute (the per-e-mail throttle is the route's).
 */
import type { Database } from '../../../db/client.ts';
import type { PromotionRow } from '../../../db/schema.ts';
import { AppError } from '../../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { countGuestOrdersToAddress } from '../guest/guest-queries.ts';
import type { CheckedCheckout } from './checkout-check.ts';

export async function checkGuestOrder(
  db: Database,
  restaurantId: string,
  guest: { perAddressPerMinute: number },
  checkout: CheckedCheckout,
  now: Date,
): Promise<void> {
  const to = checkout.deliveryTo;
  if (!to) return;
  const recent = await countGuestOrdersToAddress(db, restaurantId, to, new Date(now.getTime() - 60_000));
  if (recent >= guest.perAddressPerMinute) throw new AppError('RATE_LIMITED', apiMessage('order.addressThrottled'));
}

/** Loyalty rewards are bought with an account's points: a guest's body naming one is refused (400). */
export function refuseRewardForGuest(promotion: PromotionRow | null): void {
  if (promotion && promotion.pointsCost > 0)
    throw new AppError('REWARD_NEEDS_ACCOUNT', apiMessage('order.rewardNeedsAccount'), [{ field: 'promotionId', message: apiMessage('order.rewardNeedsAccount') }]);
}
