import { isPercentagePromotion, type PublicPromotion } from '@platter/domain';

function plainNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/**
 * The discount chip of an offer (Home's offers, the menu's promo banner), texts in `common`.
 * Spec: percentage types '{value}% OFF', others '{currency} {value} OFF'. Free delivery and
 * buy-X-get-Y carry no amount (their value is 0), so '£ 0 OFF' would mislead: they say what they give.
 */
export function discountLabel(
  t: (key: string, options?: Record<string, unknown>) => string,
  promotion: Pick<PublicPromotion, 'type' | 'discountValue' | 'buyQuantity' | 'getQuantity'>,
  currencySymbol: string,
): string {
  if (isPercentagePromotion(promotion.type)) return t('offers.percentOff', { value: plainNumber(promotion.discountValue) });
  if (promotion.type === 'FreeShipping' && promotion.discountValue === 0) return t('offers.freeDelivery');
  if (promotion.type === 'BuyXGetY' && promotion.buyQuantity && promotion.getQuantity) {
    return t('offers.buyGet', { buy: promotion.buyQuantity, get: promotion.getQuantity });
  }
  return t('offers.amountOff', { currency: currencySymbol, value: plainNumber(promotion.discountValue) });
}
