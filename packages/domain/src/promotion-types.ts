import { toMajor, toMinor } from './money.ts';

export const PROMOTION_TYPES = [
  'PercentageDiscountOrder',
  'FixedAmountDiscountOrder',
  'PercentageDiscountProduct',
  'FixedAmountDiscountProduct',
  'FreeShipping',
  'BuyXGetY',
] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];
export function isPercentagePromotion(type: PromotionType): boolean {
  return type === 'PercentageDiscountOrder' || type === 'PercentageDiscountProduct';
}

export function isFixedAmountPromotion(type: PromotionType): boolean {
  return type === 'FixedAmountDiscountOrder' || type === 'FixedAmountDiscountProduct';
}

/**
 * The one converter of a promotion's discount value between the wire and tenant files (a whole
 * percent, or money in major units) and storage and pricing (a whole percent, or minor units):
 * percentage types keep their percent, the fixed types convert their money, the others have no
 * value (0).
 */
export function promotionValueToMinor(type: PromotionType, discountValue: number): number {
  if (isPercentagePromotion(type)) return discountValue;
  return isFixedAmountPromotion(type) ? toMinor(discountValue) : 0;
}

/** The inverse of `promotionValueToMinor`: a stored value as the wire and tenant files write it. */
export function promotionValueToMajor(type: PromotionType, storedValue: number): number {
  if (isPercentagePromotion(type)) return storedValue;
  return isFixedAmountPromotion(type) ? toMajor(storedValue) : 0;
}
