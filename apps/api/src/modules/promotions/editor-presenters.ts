/** Promotion rows → the back office's shapes (contracts/promotion-editing.ts), and back: the fields a body sets. */
import {
  compactTranslations,
  isWeekday,
  promotionState,
  promotionValueToMajor,
  promotionValueToMinor,
  toMajor,
  toMinor,
  type EditablePromotion,
  type Editor,
  type PromotionFields,
} from '@platter/domain';
import type { PromotionRow, promotions } from '../../db/schema.ts';
import { presentPromotion } from './service.ts';

/** What the list adds to a row: its uses, whether anything refers to it, and who changed it last. */
export interface PromotionExtras {
  uses: ReadonlyMap<string, number>;
  inUse: ReadonlySet<string>;
  names: ReadonlyMap<string, string>;
  now: Date;
}

function editorOf(userId: string | null, names: ReadonlyMap<string, string>): Editor | null {
  if (userId === null) return null;
  const name = names.get(userId);
  return name === undefined ? null : { _id: userId, name };
}

export function presentEditablePromotion(row: PromotionRow, extras: PromotionExtras): EditablePromotion {
  const uses = extras.uses.get(row.id) ?? 0;
  return {
    ...presentPromotion(row),
    couponCode: row.couponCode,
    translations: compactTranslations(row.translations),
    isActive: row.isActive,
    usageLimitTotal: row.usageLimitTotal,
    usageLimitPerUser: row.usageLimitPerUser,
    state: promotionState(row, extras.now),
    uses,
    inUse: uses > 0 || extras.inUse.has(row.id),
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: editorOf(row.updatedBy, extras.names),
  };
}

/** A stored promotion as a body would give it (wire units): what a change is laid over. */
export function fieldsOf(row: PromotionRow): PromotionFields {
  return {
    name: row.name,
    description: row.description,
    translations: compactTranslations(row.translations),
    type: row.type,
    discountValue: promotionValueToMajor(row.type, row.discountValue),
    couponCode: row.couponCode,
    minOrderValue: row.minOrderValueMinor === null ? null : toMajor(row.minOrderValueMinor),
    applicableProductIds: row.applicableProductIds,
    pointsCost: row.pointsCost,
    buyQuantity: row.buyQuantity,
    getQuantity: row.getQuantity,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    activeDays: row.activeDays.filter(isWeekday),
    isActive: row.isActive,
    displayToCustomers: row.displayToCustomers,
    usageLimitTotal: row.usageLimitTotal,
    usageLimitPerUser: row.usageLimitPerUser,
  };
}

/**
 * The row's columns for a valid body: discount_value a whole percent or minor units
 * (`promotionValueToMinor`), money in minor units, dishes stored as the database writes a uuid,
 * each weekday once. As the tenant import stores a promotion (provisioning/rows.ts).
 */
export function rowFieldsOf(body: PromotionFields): Omit<typeof promotions.$inferInsert, 'restaurantId'> {
  return {
    name: body.name,
    description: body.description,
    translations: compactTranslations(body.translations),
    type: body.type,
    discountValue: promotionValueToMinor(body.type, body.discountValue),
    couponCode: body.couponCode,
    minOrderValueMinor: body.minOrderValue === null ? null : toMinor(body.minOrderValue),
    applicableProductIds: body.applicableProductIds.map((id) => id.toLowerCase()),
    pointsCost: body.pointsCost,
    buyQuantity: body.buyQuantity,
    getQuantity: body.getQuantity,
    validFrom: body.validFrom === null ? null : new Date(body.validFrom),
    validUntil: body.validUntil === null ? null : new Date(body.validUntil),
    activeDays: [...new Set(body.activeDays)],
    isActive: body.isActive,
    displayToCustomers: body.displayToCustomers,
    usageLimitTotal: body.usageLimitTotal,
    usageLimitPerUser: body.usageLimitPerUser,
  };
}
