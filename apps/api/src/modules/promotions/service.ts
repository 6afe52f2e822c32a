import { isPercentagePromotion, toMajor, type PublicPromotion } from '@platter/domain';
import type { Database } from '../../db/client.ts';
import type { PromotionRow } from '../../db/schema.ts';
import { listActivePromotions } from './queries.ts';

/** Stored discount_value → wire value: percent stays a percent, fixed amounts go to major units. */
export function discountValueOf(row: Pick<PromotionRow, 'type' | 'discountValue'>): number {
  if (isPercentagePromotion(row.type)) return row.discountValue;
  if (row.type === 'FixedAmountDiscountOrder' || row.type === 'FixedAmountDiscountProduct') {
    return toMajor(row.discountValue);
  }
  return 0;
}

export function presentPromotion(row: PromotionRow): PublicPromotion {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    discountValue: discountValueOf(row),
    // A code the restaurant does not advertise is shared privately; never list it.
    couponCode: row.displayToCustomers ? row.couponCode : null,
    minOrderValue: row.minOrderValueMinor === null ? null : toMajor(row.minOrderValueMinor),
    applicableProductIds: row.applicableProductIds,
    pointsCost: row.pointsCost,
    buyQuantity: row.buyQuantity,
    getQuantity: row.getQuantity,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    displayToCustomers: row.displayToCustomers,
  };
}

export async function publicPromotions(
  db: Database,
  restaurantId: string,
  options: { isValidNow?: boolean | undefined; displayToCustomers?: boolean | undefined; now?: Date },
): Promise<PublicPromotion[]> {
  const rows = await listActivePromotions(db, restaurantId, {
    validAt: options.isValidNow ? (options.now ?? new Date()) : undefined,
    displayedOnly: options.displayToCustomers,
  });
  return rows.map(presentPromotion);
}
