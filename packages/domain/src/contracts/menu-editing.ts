/**
 * The menu editor's API (`/staff/menu`, Owner and Manager): its bodies and answers. Every body is
 * built from the menu's rules (menu-rules.ts), the same objects the tenant file validates with.
 * Each category and dish carries `version`, raised by every change: a change names the version it
 * was made on, and one made on an older version is refused with 409 STALE_EDIT and the entity as
 * it is now (`current`), naming who changed it and when.
 */
import { z } from 'zod';
import type { TemplateMessage } from '../message-catalogues.ts';
import { categorySchema, optionGroupSchema, optionValueSchema, productSchema } from './catalog.ts';
import { apiErrorSchema, envelope, id, limitQuery } from './common.ts';
import {
  categoryEntrySchema,
  categoryTranslations,
  checkProductEntry,
  checkUnique,
  checkOptionGroup,
  menuName,
  menuText,
  optionGroupFields,
  optionGroupTranslations,
  optionValueFields,
  optionValueTranslations,
  optionValuesList,
  productChangeFields,
  productEntryFields,
  productTranslations,
} from './menu-rules.ts';

const version = z
  .number({ message: 'must be the version you loaded (a whole number)' })
  .int('must be a whole number')
  .min(1)
  .meta({ description: 'The version the change was made on: a different stored one answers 409 STALE_EDIT.' });

/** Who made the last change: null for the tenant file's import or a change made before the editor. */
export const editorSchema = z.object({ _id: id, name: z.string() });
export type Editor = z.infer<typeof editorSchema>;

const editState = {
  version: z.number().int().min(1),
  updatedAt: z.iso.datetime(),
  updatedBy: editorSchema.nullable(),
};

/** The `version` a change names (409 STALE_EDIT when it is not the stored one), and what every editable entity carries: shared by the back office's editors (menu, offers, team). */
export { version as editVersion, editState as editStateFields };

/** A category as the editor sees it: hidden ones too, its texts in the default language and its translations. */
export const editableCategorySchema = categorySchema.extend({ ...editState, translations: categoryTranslations });
export type EditableCategory = z.infer<typeof editableCategorySchema>;

/** An option group as the editor sees it: with its own and its values' translations. */
export const editableOptionGroupSchema = optionGroupSchema.extend({
  translations: optionGroupTranslations,
  values: z.array(optionValueSchema.extend({ translations: optionValueTranslations })),
});
export type EditableOptionGroup = z.infer<typeof editableOptionGroupSchema>;

/** A dish as the editor sees it: inactive and archived ones too; texts in the default language, with their translations. */
export const editableProductSchema = productSchema.extend({
  ...editState,
  translations: productTranslations,
  options: z.array(editableOptionGroupSchema),
  /** Set when a dish that orders refer to was deleted: kept, withdrawn (isActive false). */
  archivedAt: z.iso.datetime().nullable(),
  /** The photo in the media store, when it has one (imageUrl is what the storefront shows). */
  mediaId: z.string().nullable(),
});
export type EditableProduct = z.infer<typeof editableProductSchema>;

/** POST /staff/menu/categories: the tenant file's category entry. */
export const menuCategoryCreateBody = categoryEntrySchema;
export type MenuCategoryCreate = z.input<typeof menuCategoryCreateBody>;
export type MenuCategoryFields = z.output<typeof menuCategoryCreateBody>;

/** PATCH /staff/menu/categories/{id}. */
export const menuCategoryChangeBody = z.strictObject({
  version,
  name: menuName().optional(),
  description: menuText(2000).optional(),
  isActive: z.boolean().optional(),
  translations: categoryTranslations.optional(),
});
export type MenuCategoryChange = z.input<typeof menuCategoryChangeBody>;

const noRepeats = (ids: string[], ctx: z.RefinementCtx) => checkUnique(ctx, ids, (i) => [i]);

/** PUT /staff/menu/categories/order: every category of the restaurant, each once, in menu order. */
export const menuCategoryOrderBody = z.strictObject({
  ids: z.array(id).max(500).superRefine(noRepeats),
});

/** PUT /staff/menu/products/order: every dish of the category, each once, in menu order. */
export const menuProductOrderBody = z.strictObject({
  categoryId: id,
  ids: z.array(id).max(2000).superRefine(noRepeats),
});

/** A value as the editor sends it: with its `_id` when it exists (kept, so carts' choices stay valid). */
export const editedOptionValueSchema = z.strictObject({ _id: id.optional(), ...optionValueFields() });
/** A group as the editor sends it: with its `_id` when it exists; the tenant file's group rules. */
export const editedOptionGroupSchema = z
  .strictObject({ _id: id.optional(), ...optionGroupFields(), values: optionValuesList(editedOptionValueSchema) })
  .superRefine(checkOptionGroup);
export type EditedOptionGroup = z.output<typeof editedOptionGroupSchema>;

const categoryIds = z.array(id).max(50);
const mediaId = z
  .string()
  .trim()
  .min(1, 'must not be blank')
  .max(200, 'must be at most 200 characters')
  .nullable()
  .meta({ description: "The dish's photo in the media store (POST /staff/media), or null." });
const options = z.array(editedOptionGroupSchema).max(50);

/** POST /staff/menu/products: the tenant file's dish fields and defaults; categories by id. */
export const menuProductCreateBody = z
  .strictObject({
    ...productEntryFields,
    categoryIds: categoryIds.default([]),
    mediaId: mediaId.default(null),
    options: options.default([]),
  })
  .superRefine(checkProductEntry('categoryIds'));
export type MenuProductCreate = z.input<typeof menuProductCreateBody>;
export type MenuProductFields = z.output<typeof menuProductCreateBody>;

/** PATCH /staff/menu/products/{id}: the version, and any of the fields; `options` replaces all groups. */
export const menuProductChangeBody = z
  .strictObject({
    version,
    ...productChangeFields,
    categoryIds: categoryIds.optional(),
    mediaId: mediaId.optional(),
    options: options.optional(),
  })
  .superRefine(checkProductEntry('categoryIds'));
export type MenuProductChange = z.input<typeof menuProductChangeBody>;
export type MenuProductChangeFields = z.output<typeof menuProductChangeBody>;

export const menuCategoryIdParams = z.object({
  id: z.string().trim().min(1, 'Category ID is required.').pipe(z.uuid({ message: 'Category not found.' })),
});

/** GET /staff/menu: the whole editable menu, in menu order. */
export const staffMenuResponse = envelope({
  categories: z.array(editableCategorySchema),
  products: z.array(editableProductSchema),
});
export type StaffMenuResponse = z.infer<typeof staffMenuResponse>;
export const staffCategoryResponse = envelope({ category: editableCategorySchema });
export const staffCategoriesResponse = envelope({ categories: z.array(editableCategorySchema) });
export const staffProductResponse = envelope({ product: editableProductSchema });
export const staffProductsResponse = envelope({ products: z.array(editableProductSchema) });

/** DELETE /staff/menu/products/{id}: deleted, or archived when orders refer to it. */
export const PRODUCT_REMOVAL_OUTCOMES = ['deleted', 'archived'] as const;
export const productRemovedResponse = envelope({ outcome: z.enum(PRODUCT_REMOVAL_OUTCOMES) });

/** A 409 STALE_EDIT: the refusal naming who changed it and when, and the entity as it is now. */
export const staleCategoryEditSchema = apiErrorSchema.extend({ current: editableCategorySchema.optional() });
export const staleProductEditSchema = apiErrorSchema.extend({ current: editableProductSchema.optional() });

/**
 * The words of a 409 STALE_EDIT: 'Changed by Margaret Hale at 14:05. Reload to see their change.';
 * `by.isYou` when the one refused made it (in another tab); `by` null for a change made outside the editor.
 * A template and its values, so the catalogue translates it whatever the name holds.
 */
export function staleEditMessage(by: { name: string; isYou: boolean } | null, at: string): TemplateMessage {
  if (by?.isYou) return { key: 'staleEdit.byYou', values: { at } };
  return by
    ? { key: 'staleEdit.byName', values: { name: by.name, at } }
    : { key: 'staleEdit.byNobody', values: { at } };
}

/**
 * What an audit entry records. The team (issue 27): an `invite` is `created` (sent, or sent again in
 * place of the one waiting: `before` holds that one) and `revoked`; a `member` (entityId: the
 * account's id) `joined`, `updated` (a new role) and `removed`. Offers: a `promotion` is also
 * `paused`, `resumed` and `ended`; the back office's settings sections (`hours`, `fulfilment`, `look`) are `updated`.
 */
export const AUDIT_ENTITIES = ['category', 'product', 'promotion', 'member', 'invite', 'hours', 'fulfilment', 'look', 'domains', 'slides', 'about', 'contact', 'busy', 'capacity', 'order', 'orders', 'printers', 'tips', 'languages', 'loyalty'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export const AUDIT_ACTIONS = ['created', 'updated', 'reordered', 'availability', 'deleted', 'archived', 'paused', 'resumed', 'ended', 'revoked', 'joined', 'removed', 'overbooked'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  _id: id,
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: id,
  /** The entity as the editor saw it before and after (null: it did not exist before / after). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  by: editorSchema.nullable(),
  at: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const MAX_AUDIT_LIMIT = 200;
/** GET /staff/audit: newest first; `before` is the previous page's `nextBefore`. */
export const auditListQuery = z.object({
  limit: limitQuery(50, MAX_AUDIT_LIMIT),
  before: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, 'before must be the nextBefore of the previous page.')
    .optional(),
});
export const auditLogResponse = envelope({
  entries: z.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.string().nullable(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponse>;
