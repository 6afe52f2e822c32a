/**
 * The back office's offers API (`/staff/promotions`, Owner and Manager): its bodies and answers.
 * The bodies are built from the promotion's rules (promotion-rules.ts), the same objects the
 * tenant file validates with; dishes by id here, by name in the file. Each promotion carries
 * `version`, raised by every change: a change names the version it was made on, and one made on an
 * older version is refused with 409 STALE_EDIT and the promotion as it is now (`current`), as in
 * the menu editor (menu-editing.ts).
 */
import { z } from 'zod';
import { PROMOTION_STATES } from '../promotion-lifecycle.ts';
import { apiErrorSchema, envelope, id } from './common.ts';
import { checkUnique } from './menu-rules.ts';
import { editStateFields, editVersion } from './menu-editing.ts';
import { publicPromotionSchema } from './promotion.ts';
import { checkPromotionEntry, promotionChangeFields, promotionEntryFields, promotionTranslations } from './promotion-rules.ts';

/** A promotion as the back office sees it: paused, ended and unadvertised ones too, with its state and uses. */
export const editablePromotionSchema = publicPromotionSchema.extend({
  /** The code as stored, advertised or not. */
  couponCode: z.string().nullable(),
  /** The name and description in other languages than the default, as stored (only what was written). */
  translations: promotionTranslations,
  isActive: z.boolean(),
  usageLimitTotal: z.number().int().nullable(),
  usageLimitPerUser: z.number().int().nullable(),
  /** At the moment of the answer (promotion-lifecycle.ts). */
  state: z.enum(PROMOTION_STATES),
  /** Uses so far: orders that used it and were not cancelled (what the usage limits count). */
  uses: z.number().int().min(0),
  /** An order or a redemption refers to it: it can be ended, never deleted. */
  inUse: z.boolean(),
  createdAt: z.iso.datetime(),
  ...editStateFields,
});
export type EditablePromotion = z.infer<typeof editablePromotionSchema>;

const dishIds = z
  .array(id)
  .max(1000)
  .meta({ description: "The restaurant's dishes it applies to (the *Product types; BuyXGetY: empty for every dish)." });

const noRepeatedDishes = (promotion: { applicableProductIds?: string[] | undefined }, ctx: z.RefinementCtx) => {
  if (promotion.applicableProductIds) checkUnique(ctx, promotion.applicableProductIds, (i) => ['applicableProductIds', i]);
};

/** POST /staff/promotions: the tenant file's promotion fields and defaults; dishes by id. */
export const promotionCreateBody = z
  .strictObject({ ...promotionEntryFields, applicableProductIds: dishIds.default([]) })
  .superRefine(checkPromotionEntry('applicableProductIds'))
  .superRefine(noRepeatedDishes);
export type PromotionCreate = z.input<typeof promotionCreateBody>;
export type PromotionFields = z.output<typeof promotionCreateBody>;

/**
 * PATCH /staff/promotions/{id}: the version, and any of the fields. The rules across fields are
 * judged on the promotion as it would be after the change (the server merges, then validates with
 * `promotionCreateBody`).
 */
export const promotionChangeBody = z
  .strictObject({ version: editVersion, ...promotionChangeFields, applicableProductIds: dishIds.optional() })
  .superRefine(noRepeatedDishes);
export type PromotionChange = z.input<typeof promotionChangeBody>;
export type PromotionChangeFields = z.output<typeof promotionChangeBody>;

export const promotionIdParams = z.object({
  id: z.string().trim().min(1, 'Promotion ID is required.').pipe(z.uuid({ message: 'Promotion not found.' })),
});

/** GET /staff/promotions: newest first. */
export const staffPromotionsResponse = envelope({ promotions: z.array(editablePromotionSchema) });
export type StaffPromotionsResponse = z.infer<typeof staffPromotionsResponse>;
export const staffPromotionResponse = envelope({ promotion: editablePromotionSchema });
export type StaffPromotionResponse = z.infer<typeof staffPromotionResponse>;

/** DELETE /staff/promotions/{id}: deleted, or ended (kept, with its uses) when an order refers to it. */
export const PROMOTION_REMOVAL_OUTCOMES = ['deleted', 'ended'] as const;
export const promotionRemovedResponse = envelope({
  outcome: z.enum(PROMOTION_REMOVAL_OUTCOMES),
  /** The ended promotion; null when it was deleted. */
  promotion: editablePromotionSchema.nullable(),
});
export type PromotionRemovedResponse = z.infer<typeof promotionRemovedResponse>;

/** A 409 STALE_EDIT: who changed it and when, and the promotion as it is now. */
export const stalePromotionEditSchema = apiErrorSchema.extend({ current: editablePromotionSchema.optional() });
