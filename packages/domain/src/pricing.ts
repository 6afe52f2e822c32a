import type { PromotionType } from './promotion-types.ts';
import { toMinor, type Minor } from './money.ts';
import { orderTotalMinor } from './order-totals.ts';
import { promotionValueToMinor } from './promotion-types.ts';
import { fulfilment, type OrderType } from './fulfilment/index.ts';

/**
 * Order pricing, in integer minor units: the one function the checkout shows and the server
 * charges. Rounding: a percentage is taken of a minor-unit amount and rounded half up to the
 * minor unit, once per promotion (not per line).
 */

export { ORDER_TYPES, type OrderType } from './fulfilment/index.ts';

/** A line as pricing reads it: prices in minor units, as stored (`pricedLineOf` reads a cart line). */
export interface PricedLineInput {
  productId: string;
  /** Base unit price. */
  priceMinor: Minor;
  selectedOptions: readonly { priceAdjustmentMinor: Minor }[];
  quantity: number;
}

/** A cart line (the wire's major units) → pricing's input: the one place its prices turn into minor units. */
export function pricedLineOf(line: {
  productId: string;
  price: number;
  selectedOptions: readonly { priceAdjustment: number }[];
  quantity: number;
}): PricedLineInput {
  return {
    productId: line.productId,
    priceMinor: toMinor(line.price),
    selectedOptions: line.selectedOptions.map((o) => ({ priceAdjustmentMinor: toMinor(o.priceAdjustment) })),
    quantity: line.quantity,
  };
}

/** A promotion's terms in minor units (see `promotionTerms` for the wire → minor conversion). */
export interface PromotionTerms {
  type: PromotionType;
  /** Whole percent for percentage types; minor units for fixed types; unused otherwise. */
  value: number;
  /** Empty = every product (BuyXGetY); required for the *Product types. */
  applicableProductIds: readonly string[];
  minOrderValueMinor: Minor | null;
  /** BuyXGetY: for every `buyQuantity` qualifying units bought, `getQuantity` more are free. */
  buyQuantity: number | null;
  getQuantity: number | null;
}

export interface PricedLine {
  productId: string;
  unitPriceMinor: Minor;
  quantity: number;
  itemSubtotalMinor: Minor;
}

export interface OrderPricing {
  lines: PricedLine[];
  subtotalMinor: Minor;
  discountMinor: Minor;
  deliveryFeeMinor: Minor;
  serviceFeeMinor: 0;
  taxesMinor: 0;
  totalMinor: Minor;
  /** Why the promotion gave nothing, when one was given. */
  promotionProblem: 'belowMinimum' | 'notApplicable' | null;
}

/** Wire promotion (major units) → terms in minor units. */
export function promotionTerms(promotion: {
  type: PromotionType;
  discountValue: number;
  applicableProductIds: readonly string[];
  minOrderValue: number | null;
  buyQuantity?: number | null;
  getQuantity?: number | null;
}): PromotionTerms {
  return {
    type: promotion.type,
    value: promotionValueToMinor(promotion.type, promotion.discountValue),
    applicableProductIds: promotion.applicableProductIds,
    minOrderValueMinor: promotion.minOrderValue === null ? null : toMinor(promotion.minOrderValue),
    buyQuantity: promotion.buyQuantity ?? null,
    getQuantity: promotion.getQuantity ?? null,
  };
}

function percentOf(amount: Minor, percent: number): Minor {
  return Math.round((amount * Math.min(Math.max(percent, 0), 100)) / 100);
}

export function priceLine(line: PricedLineInput): PricedLine {
  const unitPriceMinor = line.selectedOptions.reduce((sum, o) => sum + o.priceAdjustmentMinor, line.priceMinor);
  return { productId: line.productId, unitPriceMinor, quantity: line.quantity, itemSubtotalMinor: unitPriceMinor * line.quantity };
}

/**
 * What a promotion takes off, never more than what it applies to:
 * - PercentageDiscountOrder: value% of the subtotal.
 * - FixedAmountDiscountOrder: value, at most the subtotal.
 * - PercentageDiscountProduct: value% of the applicable lines' subtotal.
 * - FixedAmountDiscountProduct: value off each applicable unit, at most that unit's price.
 * - FreeShipping: nothing off the food; the delivery fee becomes 0 (see `priceOrder`).
 * - BuyXGetY: among qualifying units (applicable products, or all when none are listed), each
 *   complete group of X + Y units gets its Y cheapest units free.
 */
export function promotionDiscountMinor(terms: PromotionTerms, lines: readonly PricedLine[], subtotalMinor: Minor): Minor {
  const applies = (productId: string) => terms.applicableProductIds.includes(productId);
  // A cart that options make worth less than nothing (refused at checkout) earns no negative discount.
  const payable = Math.max(subtotalMinor, 0);
  switch (terms.type) {
    case 'PercentageDiscountOrder':
      return percentOf(payable, terms.value);
    case 'FixedAmountDiscountOrder':
      return Math.min(Math.max(terms.value, 0), payable);
    case 'PercentageDiscountProduct':
      return percentOf(
        lines.filter((l) => applies(l.productId)).reduce((sum, l) => sum + Math.max(l.itemSubtotalMinor, 0), 0),
        terms.value,
      );
    case 'FixedAmountDiscountProduct':
      return lines
        .filter((l) => applies(l.productId))
        .reduce((sum, l) => sum + Math.min(Math.max(terms.value, 0), Math.max(l.unitPriceMinor, 0)) * l.quantity, 0);
    case 'FreeShipping':
      return 0;
    case 'BuyXGetY': {
      const buy = terms.buyQuantity ?? 0;
      const get = terms.getQuantity ?? 0;
      if (buy < 1 || get < 1) return 0;
      const units = lines
        .filter((l) => terms.applicableProductIds.length === 0 || applies(l.productId))
        .flatMap((l) => Array.from({ length: l.quantity }, () => Math.max(l.unitPriceMinor, 0)))
        .sort((a, b) => a - b);
      const freeUnits = Math.floor(units.length / (buy + get)) * get;
      return units.slice(0, freeUnits).reduce((sum, price) => sum + price, 0);
    }
  }
}

/**
 * Prices an order: line subtotals, subtotal, discount, delivery fee (delivery only),
 * service fee and taxes 0, total = max(0, subtotal − discount + fee).
 */
export function priceOrder(input: {
  lines: readonly PricedLineInput[];
  orderType: OrderType;
  /** The restaurant's delivery fee; null when it does not deliver. */
  deliveryFeeMinor: Minor | null;
  promotion?: PromotionTerms | null;
}): OrderPricing {
  const lines = input.lines.map(priceLine);
  const subtotalMinor = lines.reduce((sum, l) => sum + l.itemSubtotalMinor, 0);
  let deliveryFeeMinor = fulfilment(input.orderType).feeMinor(input.deliveryFeeMinor);
  let discountMinor = 0;
  let promotionProblem: OrderPricing['promotionProblem'] = null;
  const promotion = input.promotion;
  if (promotion) {
    if (promotion.minOrderValueMinor !== null && subtotalMinor < promotion.minOrderValueMinor) {
      promotionProblem = 'belowMinimum';
    } else if (promotion.type === 'FreeShipping') {
      if (!fulfilment(input.orderType).chargesDeliveryFee) promotionProblem = 'notApplicable';
      deliveryFeeMinor = 0;
    } else {
      discountMinor = Math.min(promotionDiscountMinor(promotion, lines, subtotalMinor), Math.max(subtotalMinor, 0));
      if (discountMinor === 0) promotionProblem = 'notApplicable';
    }
  }
  return {
    lines,
    subtotalMinor,
    discountMinor,
    deliveryFeeMinor,
    serviceFeeMinor: 0,
    taxesMinor: 0,
    totalMinor: orderTotalMinor({ subtotalMinor, discountMinor, deliveryFeeMinor }),
    promotionProblem,
  };
}

/** Why a promotion cannot be used now; the server checks these with its own counts. */
export type PromotionRefusal = 'inactive' | 'notStarted' | 'expired' | 'exhausted' | 'usedByYou' | 'notEnoughPoints';

export function promotionRefusal(
  promotion: {
    isActive: boolean;
    validFrom: Date | null;
    validUntil: Date | null;
    usageLimitTotal: number | null;
    usageLimitPerUser: number | null;
    pointsCost: number;
  },
  context: { now: Date; usesTotal: number; usesByUser: number; userPoints: number },
): PromotionRefusal | null {
  if (!promotion.isActive) return 'inactive';
  if (promotion.validFrom && context.now < promotion.validFrom) return 'notStarted';
  // validUntil is the first moment it no longer applies (as the queries and `lastDay` read it).
  if (promotion.validUntil && context.now >= promotion.validUntil) return 'expired';
  if (promotion.usageLimitTotal !== null && context.usesTotal >= promotion.usageLimitTotal) return 'exhausted';
  if (promotion.usageLimitPerUser !== null && context.usesByUser >= promotion.usageLimitPerUser) return 'usedByYou';
  if (promotion.pointsCost > 0 && context.userPoints < promotion.pointsCost) return 'notEnoughPoints';
  return null;
}
