import {
  priceOrderWithOffers,
  pricedLineOf,
  promotionTerms,
  toMinor,
  type CartLine,
  type OrderType,
  type PricingWithOffers,
  type PublicPromotion,
  type PublicRestaurant,
} from '@platter/domain';

/** A code or reward the diner applied, as the pricing reads it. */
export type ChosenPromotionInput = Parameters<typeof promotionTerms>[0] & { promotionId: string; name: string };

/**
 * The cart priced as the server will charge it (`priceOrderWithOffers`): the diner's code or
 * reward, and the restaurant's automatic offers on the weekday `now` falls on in its time zone.
 * The cart page and checkout both price with it.
 */
export function priceCart(
  items: readonly CartLine[],
  orderType: OrderType,
  restaurant: Pick<PublicRestaurant, 'deliverySettings' | 'timeZone'>,
  chosen: ChosenPromotionInput | null,
  offers: readonly PublicPromotion[],
  now: Date,
): PricingWithOffers {
  const fee = restaurant.deliverySettings.delivery.fee;
  return priceOrderWithOffers({
    lines: items.map(pricedLineOf),
    orderType,
    deliveryFeeMinor: fee === null ? null : toMinor(fee),
    chosen: chosen ? { promotionId: chosen.promotionId, name: chosen.name, terms: promotionTerms(chosen) } : null,
    offers,
    at: now,
    timeZone: restaurant.timeZone,
  });
}
