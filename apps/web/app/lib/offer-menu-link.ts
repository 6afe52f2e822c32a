import type { PublicPromotion } from '@platter/domain';

/**
 * Where an offer's button goes (spec 2, Home's special offers): an offer on listed dishes opens
 * the menu filtered to them, 'View Items' (/menu?promo={id}); any other opens the menu,
 * 'Order Now'. Home and the promotions page both follow it.
 */
export function offerMenuLink(promotion: Pick<PublicPromotion, '_id' | 'applicableProductIds'>): {
  to: string;
  label: 'viewItems' | 'orderNow';
} {
  return promotion.applicableProductIds.length > 0
    ? { to: `/menu?promo=${encodeURIComponent(promotion._id)}`, label: 'viewItems' }
    : { to: '/menu', label: 'orderNow' };
}
