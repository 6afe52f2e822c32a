import {
  ORDER_MESSAGES,
  localized,
  type Language,
  formatPrice,
  isWeekday,
  promotionDiscountMinor,
  promotionRefusal,
  promotionValueToMajor,
  toMajor,
  toMinor,
  type PromotionRefusal,
  type PromotionTerms,
  type PublicPromotion,
  type RewardPromotion,
  type ValidatedCoupon,
} from '@platter/domain';
import type { Database, Executor } from '../../db/client.ts';
import type { CatalogCache } from '../catalog/index.ts';
import type { PromotionRow, RestaurantRow } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { NOT_ENOUGH_POINTS, pointsBalance } from '../loyalty/index.ts';
import { countRedemptions, findPromotionByCode, listActivePromotions, listAutomaticOffers, listRewards } from './queries.ts';

/** A stored promotion's terms as pricing reads them: already in minor units, no trip through the wire's major units. */
export function termsOfRow(row: PromotionRow): PromotionTerms {
  return {
    type: row.type,
    value: row.discountValue,
    applicableProductIds: row.applicableProductIds,
    minOrderValueMinor: row.minOrderValueMinor,
    buyQuantity: row.buyQuantity,
    getQuantity: row.getQuantity,
  };
}

/** `language`: the diner's (name and description translated, else the default language's); null: the row's own texts (the editor). */
export function presentPromotion(stored: PromotionRow, language: Language | null = null): PublicPromotion {
  const row = language ? localized(stored, language, ['name', 'description']) : stored;
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    discountValue: promotionValueToMajor(row.type, row.discountValue),
    // A code the restaurant does not advertise is shared privately; never list it.
    couponCode: row.displayToCustomers ? row.couponCode : null,
    minOrderValue: row.minOrderValueMinor === null ? null : toMajor(row.minOrderValueMinor),
    applicableProductIds: row.applicableProductIds,
    pointsCost: row.pointsCost,
    buyQuantity: row.buyQuantity,
    getQuantity: row.getQuantity,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    activeDays: row.activeDays.filter(isWeekday),
    displayToCustomers: row.displayToCustomers,
  };
}

export async function publicPromotions(
  db: Database,
  restaurantId: string,
  options: { isValidNow?: boolean | undefined; displayToCustomers?: boolean | undefined; now?: Date; language?: Language },
): Promise<PublicPromotion[]> {
  const rows = await listActivePromotions(db, restaurantId, {
    validAt: options.isValidNow ? (options.now ?? new Date()) : undefined,
    displayedOnly: options.displayToCustomers,
  });
  return rows.map((row) => presentPromotion(row, options.language ?? null));
}

// ---- Coupons and rewards at checkout -------------------------------------------------------

/** Why a promotion cannot be used, as the diner reads it (ours; the spec gives only 'Invalid promo code.'). */
export function promotionRefusalMessage(refusal: PromotionRefusal, subject: 'code' | 'promotion'): string {
  const it = subject === 'code' ? 'This promo code' : 'This promotion';
  switch (refusal) {
    case 'inactive':
      return subject === 'code' ? ORDER_MESSAGES.invalidCoupon : 'This promotion is no longer available.';
    case 'notStarted':
      return `${it} is not valid yet.`;
    case 'expired':
      return `${it} has expired.`;
    case 'exhausted':
      return `${it} has reached its usage limit.`;
    case 'usedByYou':
      return `You have already used ${subject === 'code' ? 'this promo code' : 'this promotion'}.`;
    case 'notEnoughPoints':
      return NOT_ENOUGH_POINTS;
  }
}

export function belowMinimumMessage(minOrderValueMinor: number, currencySymbol: string, subject: 'code' | 'promotion'): string {
  const it = subject === 'code' ? 'This promo code' : 'This promotion';
  return `${it} needs a minimum order of ${formatPrice(toMajor(minOrderValueMinor), currencySymbol)}.`;
}

/** Refusals that would reveal to anyone that a hidden code exists. */
const HIDDEN_CODE_REFUSALS: ReadonlySet<PromotionRefusal> = new Set(['inactive', 'notStarted', 'expired', 'exhausted']);

/** The promotion's refusal for this diner now, counting its redemptions (and the diner's points). */
export async function refusalFor(
  db: Executor,
  promotion: PromotionRow,
  context: { userId: string | null; now: Date; userPoints: number },
): Promise<PromotionRefusal | null> {
  const counts = await countRedemptions(db, promotion.restaurantId, [promotion.id], context.userId);
  const uses = counts.get(promotion.id) ?? { total: 0, byUser: 0 };
  return promotionRefusal(promotion, {
    now: context.now,
    usesTotal: uses.total,
    usesByUser: uses.byUser,
    userPoints: context.userPoints,
  });
}

/**
 * POST /promotions/validate-coupon: the code's promotion when this diner may use it now on an
 * order of `orderSubtotal`. Unknown or switched-off codes are 404 COUPON_INVALID 'Invalid promo code.';
 * the other refusals are 422 (COUPON_UNAVAILABLE, COUPON_BELOW_MINIMUM) with their reason.
 */
export async function validateCoupon(
  db: Database,
  restaurant: Pick<RestaurantRow, 'id' | 'currencySymbol'>,
  input: { couponCode: string; orderSubtotal?: number | undefined },
  context: { userId: string | null; now: Date },
): Promise<ValidatedCoupon> {
  const row = await findPromotionByCode(db, restaurant.id, input.couponCode);
  if (!row || !row.isActive) throw new AppError('COUPON_INVALID', apiMessage('order.invalidCoupon'));
  const userPoints = row.pointsCost > 0 && context.userId ? await pointsBalance(db, restaurant.id, context.userId) : 0;
  const refusal = await refusalFor(db, row, { userId: context.userId, now: context.now, userPoints });
  // A code the restaurant does not advertise gives nothing away to a guesser: not yet valid,
  // expired and used up read exactly like a code that does not exist.
  if (refusal && !row.displayToCustomers && HIDDEN_CODE_REFUSALS.has(refusal)) throw new AppError('COUPON_INVALID', apiMessage('order.invalidCoupon'));
  if (refusal)
    throw new AppError('COUPON_UNAVAILABLE', promotionRefusalMessage(refusal, 'code'), [
      { field: 'couponCode', message: promotionRefusalMessage(refusal, 'code') },
    ]);

  const subtotalMinor = input.orderSubtotal === undefined ? null : toMinor(input.orderSubtotal);
  if (subtotalMinor !== null && row.minOrderValueMinor !== null && subtotalMinor < row.minOrderValueMinor) {
    const message = belowMinimumMessage(row.minOrderValueMinor, restaurant.currencySymbol, 'code');
    throw new AppError('COUPON_BELOW_MINIMUM', message, [{ field: 'orderSubtotal', message }]);
  }

  const wire = presentPromotion(row);
  let discountAmount: number | null = null;
  if (
    subtotalMinor !== null &&
    (row.type === 'PercentageDiscountOrder' || row.type === 'FixedAmountDiscountOrder' || row.type === 'FreeShipping')
  ) {
    discountAmount = toMajor(promotionDiscountMinor(termsOfRow(row), [], subtotalMinor));
  }
  return {
    promotionId: row.id,
    name: row.name,
    description: row.description,
    discountValue: wire.discountValue,
    // The diner typed it: echo the stored spelling even when the code is not advertised.
    couponCode: row.couponCode ?? input.couponCode,
    type: row.type,
    minOrderValue: wire.minOrderValue,
    applicableProductIds: row.applicableProductIds,
    buyQuantity: row.buyQuantity,
    getQuantity: row.getQuantity,
    pointsCost: row.pointsCost,
    discountAmount,
  };
}

/** GET /promotions/rewards: rewards valid now, cheapest first, each flagged for this diner. */
export async function rewardsFor(
  db: Database,
  restaurantId: string,
  userId: string,
  now: Date,
): Promise<{ rewardsPromotions: RewardPromotion[]; points: number }> {
  const [rows, points] = await Promise.all([listRewards(db, restaurantId, now), pointsBalance(db, restaurantId, userId)]);
  const counts = await countRedemptions(
    db,
    restaurantId,
    rows.map((r) => r.id),
    userId,
  );
  const rewardsPromotions = rows.map((row) => {
    const uses = counts.get(row.id) ?? { total: 0, byUser: 0 };
    const refusal = promotionRefusal(row, { now, usesTotal: uses.total, usesByUser: uses.byUser, userPoints: points });
    return { ...presentPromotion(row), isRedeemable: refusal === null, pointsNeeded: Math.max(0, row.pointsCost - points) };
  });
  return { rewardsPromotions, points };
}

/**
 * GET /promotions/automatic and the order's pricing: the offers that apply by themselves and this
 * diner (null: a guest) may still have now, i.e. in their validity window and not used up in all
 * or by them. Weekdays, minimums and products are the pricing's to judge (`priceOrderWithOffers`).
 *
 * The restaurant's automatic offers are kept in the catalogue cache beside the menu an order is
 * priced against: like the menu, they change by an import (docs/provisioning.md) or in the back
 * office (/staff/promotions), which forgets them on every process at once. Their validity is
 * judged here at `now` by the domain's rule; usage counts are always read live.
 */
export async function automaticOffersFor(
  db: Executor,
  catalog: CatalogCache,
  restaurantId: string,
  userId: string | null,
  now: Date,
): Promise<PromotionRow[]> {
  const offers = await catalog.getOrLoadValue(restaurantId, 'automaticOffers', () => listAutomaticOffers(db, restaurantId));
  const rows = offers.filter((row) => promotionRefusal(row, { now, usesTotal: 0, usesByUser: 0, userPoints: 0 }) === null);
  const limited = rows.filter((r) => r.usageLimitTotal !== null || r.usageLimitPerUser !== null);
  if (limited.length === 0) return rows;
  const counts = await countRedemptions(
    db,
    restaurantId,
    limited.map((r) => r.id),
    userId,
  );
  return rows.filter((row) => {
    const uses = counts.get(row.id) ?? { total: 0, byUser: 0 };
    return promotionRefusal(row, { now, usesTotal: uses.total, usesByUser: uses.byUser, userPoints: 0 }) === null;
  });
}
