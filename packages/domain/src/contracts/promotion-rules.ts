/**
 * A promotion's rules: its fields' shapes and the rules across them (the discount a type takes,
 * buy-X-get-Y's quantities, the dishes a dish discount needs, the validity window). The tenant file
 * (apps/api/src/provisioning/schema.ts, dishes by name) and the back office's offers API
 * (promotion-editing.ts, /staff/promotions, dishes by id) both validate with these objects, so
 * there is one set of rules. Messages follow the field's path, as in menu-rules.ts.
 */
import { z } from 'zod';
import { PROMOTION_TYPES, isFixedAmountPromotion, isPercentagePromotion, type PromotionType } from '../promotion-types.ts';
import { WEEKDAYS } from '../weekdays.ts';
import { translationsSchema } from '../content-translations.ts';
import { hasWholeMinorUnits } from './common.ts';
import { menuCount, menuMoney, menuName, menuText } from './menu-rules.ts';

/** 2 to 40 letters, digits, - or _, starting with a letter or digit; matched case-insensitively. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{1,39}$/;
export const couponCodeSchema = z.string().regex(COUPON_CODE_PATTERN, 'must be 2 to 40 letters, digits, - or _');

const isoTime = z.iso.datetime({ offset: true, message: 'must be a date and time such as 2026-05-01T09:00:00Z' });
const usageLimit = menuCount(1, 1_000_000);
/** Bounded like a menu price, so a fixed amount's minor units always fit the column. */
const discountValue = z.number().min(0, 'must not be negative').max(1_000_000, 'must be at most 1000000');

/** An offer's diner-facing texts in other languages (content-translations.ts). */
export const promotionTranslations = translationsSchema({ name: menuText(200), description: menuText(2000) });

/** A promotion's own fields with the defaults a new one takes (the tenant file and the back office alike); its dishes are the caller's. */
export const promotionEntryFields = {
  name: menuName(),
  description: menuText(2000).default(''),
  translations: promotionTranslations.default({}),
  type: z.enum(PROMOTION_TYPES),
  discountValue: discountValue.default(0).meta({
    description: 'A whole percent for the percentage types, an amount in major units for the fixed types, 0 otherwise.',
  }),
  couponCode: couponCodeSchema
    .nullable()
    .default(null)
    .meta({ description: 'null: applied without a code. Matched case-insensitively; unique in the restaurant.' }),
  minOrderValue: menuMoney.nullable().default(null),
  pointsCost: menuCount(0, 1_000_000).default(0).meta({ description: '> 0 makes it a loyalty reward bought with points.' }),
  buyQuantity: menuCount(1, 1000).nullable().default(null).meta({ description: 'BuyXGetY only.' }),
  getQuantity: menuCount(1, 1000).nullable().default(null).meta({ description: 'BuyXGetY only.' }),
  validFrom: isoTime.nullable().default(null),
  validUntil: isoTime.nullable().default(null),
  activeDays: z
    .array(z.enum(WEEKDAYS))
    .max(7)
    .default([])
    .meta({ description: "Weekdays it applies on, in the restaurant's time zone; empty: every day." }),
  isActive: z.boolean().default(true),
  displayToCustomers: z.boolean().default(true),
  usageLimitTotal: usageLimit.nullable().default(null),
  usageLimitPerUser: usageLimit.nullable().default(null),
};

/** The fields a change may name, none required and without defaults. */
export const promotionChangeFields = {
  name: promotionEntryFields.name.optional(),
  description: menuText(2000).optional(),
  translations: promotionTranslations.optional(),
  type: promotionEntryFields.type.optional(),
  discountValue: discountValue.optional(),
  couponCode: couponCodeSchema.nullable().optional(),
  minOrderValue: menuMoney.nullable().optional(),
  pointsCost: menuCount(0, 1_000_000).optional(),
  buyQuantity: menuCount(1, 1000).nullable().optional(),
  getQuantity: menuCount(1, 1000).nullable().optional(),
  validFrom: isoTime.nullable().optional(),
  validUntil: isoTime.nullable().optional(),
  activeDays: z.array(z.enum(WEEKDAYS)).max(7).optional(),
  isActive: z.boolean().optional(),
  displayToCustomers: z.boolean().optional(),
  usageLimitTotal: usageLimit.nullable().optional(),
  usageLimitPerUser: usageLimit.nullable().optional(),
};

type Ctx = z.RefinementCtx;

function problem(ctx: Ctx, path: (string | number)[], message: string): void {
  ctx.addIssue({ code: 'custom', path, message });
}

/** What the rules across fields read of a promotion (its list of dishes is read by key). */
export interface PromotionRuleInput {
  type: PromotionType;
  discountValue: number;
  buyQuantity: number | null;
  getQuantity: number | null;
  validFrom: string | null;
  validUntil: string | null;
}

/**
 * A promotion's rules across fields: the percentage types take a whole percent from 1 to 100, the
 * fixed types an amount above 0 with at most 2 decimals, the others 0; buy-X-get-Y needs both
 * quantities and no other type takes them; a discount on dishes names at least one (it gives
 * nothing otherwise); the window ends after it starts. `dishesKey` names its list of dishes.
 */
export function checkPromotionEntry(dishesKey: string) {
  return (promotion: PromotionRuleInput & { [key: string]: unknown }, ctx: Ctx): void => {
    const { type, discountValue } = promotion;
    if (isPercentagePromotion(type)) {
      if (!Number.isInteger(discountValue) || discountValue < 1 || discountValue > 100) {
        problem(ctx, ['discountValue'], `must be a whole percent from 1 to 100 for ${type}`);
      }
    } else if (isFixedAmountPromotion(type)) {
      if (discountValue <= 0 || !hasWholeMinorUnits(discountValue)) {
        problem(ctx, ['discountValue'], `must be an amount above 0 with at most 2 decimals for ${type}`);
      }
    } else if (discountValue !== 0) {
      problem(ctx, ['discountValue'], `must be 0 for ${type}`);
    }
    for (const field of ['buyQuantity', 'getQuantity'] as const) {
      if (type === 'BuyXGetY' && promotion[field] === null) problem(ctx, [field], 'is required for BuyXGetY');
      if (type !== 'BuyXGetY' && promotion[field] !== null) problem(ctx, [field], 'must be null: it applies to BuyXGetY only');
    }
    const dishes = promotion[dishesKey];
    if ((type === 'PercentageDiscountProduct' || type === 'FixedAmountDiscountProduct') && Array.isArray(dishes) && dishes.length === 0) {
      problem(ctx, [dishesKey], `must name at least one dish for ${type}`);
    }
    if (promotion.validFrom && promotion.validUntil && Date.parse(promotion.validUntil) <= Date.parse(promotion.validFrom)) {
      problem(ctx, ['validUntil'], 'must be after validFrom');
    }
  };
}

/** A promotion in the tenant file: its dishes by name. */
export const promotionEntrySchema = z
  .strictObject({
    name: promotionEntryFields.name,
    description: promotionEntryFields.description,
    translations: promotionTranslations.optional(),
    type: promotionEntryFields.type,
    discountValue: promotionEntryFields.discountValue,
    couponCode: promotionEntryFields.couponCode,
    minOrderValue: promotionEntryFields.minOrderValue,
    applicableProducts: z.array(menuName()).max(1000).default([]).meta({ description: 'Names of products in this file; empty: every product.' }),
    pointsCost: promotionEntryFields.pointsCost,
    buyQuantity: promotionEntryFields.buyQuantity,
    getQuantity: promotionEntryFields.getQuantity,
    validFrom: promotionEntryFields.validFrom,
    validUntil: promotionEntryFields.validUntil,
    activeDays: promotionEntryFields.activeDays,
    isActive: promotionEntryFields.isActive,
    displayToCustomers: promotionEntryFields.displayToCustomers,
    usageLimitTotal: promotionEntryFields.usageLimitTotal,
    usageLimitPerUser: promotionEntryFields.usageLimitPerUser,
  })
  .superRefine(checkPromotionEntry('applicableProducts'));
