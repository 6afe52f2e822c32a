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
