import type { Minor } from './money.ts';
import {
  priceOrder,
  promotionTerms,
  type OrderPricing,
  type OrderType,
  type PricedLineInput,
  type PromotionTerms,
} from './pricing.ts';
import type { PromotionType } from './promotion-types.ts';
import type { Weekday } from './weekdays.ts';
import { weekdayAt } from './opening-hours.ts';
import { orderTotalMinor } from './order-totals.ts';
import { fulfilment } from './fulfilment/index.ts';

/**
 * Offers that apply by themselves: a promotion shown to diners with no code and no points cost
 * ("Free Delivery on orders over £25", "Pizza Tuesday", "Nata Trio") is taken off whenever its
 * conditions hold (minimum order, products, weekdays in the restaurant's time zone). The rule
 * when several could apply (docs/reference/orders-and-money.md, "Promotions, offers and loyalty"):
 * - free delivery: the delivery fee is waived when any free-delivery offer's minimum is met;
 *   it adds to any discount;
 * - one discount on the food: the best single automatic discount for the diner, unless the
 *   diner applies a code or redeems a reward, which is used instead (never both);
 * - the summary names each discount; offers that only a bigger order would unlock say how
 *   much more is needed.
 * The checkout shows, and the server charges, exactly what `priceOrderWithOffers` returns.
 */

/** A promotion as the offer rules read it (the wire's `PublicPromotion` fits). */
export interface OfferPromotion {
  _id: string;
  name: string;
  type: PromotionType;
  discountValue: number;
  couponCode: string | null;
  minOrderValue: number | null;
  applicableProductIds: readonly string[];
  pointsCost: number;
  buyQuantity: number | null;
  getQuantity: number | null;
  displayToCustomers: boolean;
  activeDays: readonly Weekday[];
  /** Its terms in minor units when the caller holds them as stored (the server); else read from the wire values. */
  terms?: PromotionTerms;
}

/** True for a promotion that applies by itself: shown to diners, no code, no points. */
export function isAutomaticOffer(promotion: Pick<OfferPromotion, 'couponCode' | 'pointsCost' | 'displayToCustomers'>): boolean {
  return promotion.displayToCustomers && !promotion.couponCode && promotion.pointsCost === 0;
}

/** True when the offer runs on the weekday `at` falls on in `timeZone` (no days listed: every day). */
export function offerRunsOn(activeDays: readonly Weekday[], at: Date, timeZone: string): boolean {
  if (activeDays.length === 0) return true;
  return activeDays.includes(weekdayAt(at, timeZone));
}

export interface ChosenPromotion {
  promotionId: string;
  name: string;
  terms: PromotionTerms;
}

export type DiscountKind = 'discount' | 'freeDelivery';

export interface AppliedDiscount {
  promotionId: string;
  name: string;
  kind: DiscountKind;
  /** Taken off the food, or the delivery fee waived. */
  amountMinor: Minor;
  /** false: the code or reward the diner chose. */
  automatic: boolean;
}

export interface OfferShortfall {
  promotionId: string;
  name: string;
  kind: DiscountKind;
  /** How much more food would unlock it. */
  shortfallMinor: Minor;
}

export interface PricingWithOffers extends OrderPricing {
  /** Every discount in the total, the diner's choice first. */
  applied: AppliedDiscount[];
  /** Automatic offers that only a bigger order would unlock, nearest first. */
  shortfalls: OfferShortfall[];
  /** The best automatic discount the diner's code or reward is used instead of. */
  replaced: AppliedDiscount | null;
}

interface CandidateOffer {
  promotion: OfferPromotion;
  terms: PromotionTerms;
}

/**
 * Prices an order with the diner's chosen promotion (a code or a reward, or none) and the
 * restaurant's automatic offers at `at`. `offers` may hold any promotions: only automatic ones
 * running that day count, in the order given (the first wins a tie).
 */
export function priceOrderWithOffers(input: {
  lines: readonly PricedLineInput[];
  orderType: OrderType;
  deliveryFeeMinor: Minor | null;
  chosen?: ChosenPromotion | null;
  offers: readonly OfferPromotion[];
  at: Date;
  timeZone: string;
}): PricingWithOffers {
  const { lines, orderType, deliveryFeeMinor } = input;
  const chosen = input.chosen ?? null;
  const base = priceOrder({ lines, orderType, deliveryFeeMinor, promotion: chosen?.terms ?? null });
  const priceWith = (terms: PromotionTerms) => priceOrder({ lines, orderType, deliveryFeeMinor, promotion: terms });

  const running: CandidateOffer[] = input.offers
    .filter((p) => isAutomaticOffer(p) && offerRunsOn(p.activeDays, input.at, input.timeZone))
    .map((p) => ({ promotion: p, terms: p.terms ?? promotionTerms(p) }));

  const applied: AppliedDiscount[] = [];
  const shortfalls: OfferShortfall[] = [];
  const chosenApplies = chosen !== null && base.promotionProblem === null;
  if (chosen && chosenApplies) {
    const freeDelivery = chosen.terms.type === 'FreeShipping';
    applied.push({
      promotionId: chosen.promotionId,
      name: chosen.name,
      kind: freeDelivery ? 'freeDelivery' : 'discount',
      amountMinor: freeDelivery ? fulfilment(orderType).feeMinor(deliveryFeeMinor) : base.discountMinor,
      automatic: false,
    });
  }

  // One discount on the food: the best automatic one, unless the diner chose a discount.
  let best: { offer: CandidateOffer; discountMinor: Minor } | null = null;
  const locked: { shortfall: OfferShortfall; discountMinor: Minor }[] = [];
  for (const offer of running.filter((o) => o.terms.type !== 'FreeShipping')) {
    const priced = priceWith(offer.terms);
    if (priced.promotionProblem === null && priced.discountMinor > (best?.discountMinor ?? 0)) {
      best = { offer, discountMinor: priced.discountMinor };
    } else if (priced.promotionProblem === 'belowMinimum' && offer.terms.minOrderValueMinor !== null) {
      const shortfall: OfferShortfall = {
        promotionId: offer.promotion._id,
        name: offer.promotion.name,
        kind: 'discount',
        shortfallMinor: offer.terms.minOrderValueMinor - base.subtotalMinor,
      };
      locked.push({ shortfall, discountMinor: priceWith({ ...offer.terms, minOrderValueMinor: null }).discountMinor });
    }
  }
  const chosenIsDiscount = chosenApplies && chosen.terms.type !== 'FreeShipping';
  // Worth saying only when reaching it would beat the discount the diner gets now.
  const current = chosenIsDiscount ? base.discountMinor : (best?.discountMinor ?? 0);
  if (!chosenIsDiscount) shortfalls.push(...locked.filter((l) => l.discountMinor > current).map((l) => l.shortfall));
  let discountMinor = base.discountMinor;
  let replaced: AppliedDiscount | null = null;
  if (best) {
    const bestDiscount: AppliedDiscount = {
      promotionId: best.offer.promotion._id,
      name: best.offer.promotion.name,
      kind: 'discount',
      amountMinor: best.discountMinor,
      automatic: true,
    };
    if (chosenIsDiscount) replaced = bestDiscount;
    else {
      discountMinor = best.discountMinor;
      applied.push(bestDiscount);
    }
  }

  // Free delivery adds to any discount.
  let feeMinor = base.deliveryFeeMinor;
  if (fulfilment(orderType).chargesDeliveryFee && feeMinor > 0) {
    for (const offer of running.filter((o) => o.terms.type === 'FreeShipping')) {
      const minimum = offer.terms.minOrderValueMinor;
      if (minimum === null || base.subtotalMinor >= minimum) {
        applied.push({ promotionId: offer.promotion._id, name: offer.promotion.name, kind: 'freeDelivery', amountMinor: feeMinor, automatic: true });
        feeMinor = 0;
        break;
      }
      shortfalls.push({
        promotionId: offer.promotion._id,
        name: offer.promotion.name,
        kind: 'freeDelivery',
        shortfallMinor: minimum - base.subtotalMinor,
      });
    }
  }

  const waived = feeMinor === 0;
  return {
    ...base,
    discountMinor,
    deliveryFeeMinor: feeMinor,
    totalMinor: orderTotalMinor({ subtotalMinor: base.subtotalMinor, discountMinor, deliveryFeeMinor: feeMinor }),
    applied,
    // Free delivery already given makes its other thresholds moot.
    shortfalls: shortfalls.filter((s) => !(s.kind === 'freeDelivery' && waived)).sort((a, b) => a.shortfallMinor - b.shortfallMinor),
    replaced,
  };
}
