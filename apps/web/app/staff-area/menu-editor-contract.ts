/**
 * The menu editor's contract with the API (issue 26), local to the editor until the domain's
 * contracts land: the shapes of GET /staff/menu, the category and dish writes, photo uploads and
 * the audit log, with the rules the form repeats before sending (the server decides). The lead
 * swaps these for the domain's in this one file.
 */
import { z } from 'zod';

/** The UK's 14 allergens, as the API names them. */
export { UK_ALLERGENS as ALLERGENS, DIETARY_LABELS } from '@platter/domain';

/**
 * Photos: the types the upload accepts and the largest file (the server's limit, checked first here).
 * HEIC too (the server decodes it with libheif, docs/reference/media.md): so iOS hands over the
 * iPhone's original rather than converting it to JPEG. Some browsers give a .heic file no type,
 * so the file input also names the extensions, and the check takes a typeless file by them.
 */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
export const PHOTO_EXTENSIONS = ['.heic', '.heif'] as const;
/** The file input's `accept`. */
export const PHOTO_ACCEPT = [...PHOTO_TYPES, ...PHOTO_EXTENSIONS].join(',');
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;

const who = z.object({ _id: z.string(), name: z.string() }).nullable();

/** A row's texts in other languages than the default: `{ "en-GB": { "name": "…" } }` (the domain's content-translations.ts). */
const translations = z.record(z.string(), z.record(z.string(), z.string())).default({});
export type EditorTranslations = Record<string, Record<string, string>>;

export const editorCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  displayOrder: z.number(),
  translations,
  version: z.number(),
  updatedAt: z.string(),
  updatedBy: who,
});
export type EditorCategory = z.infer<typeof editorCategorySchema>;

export const editorOptionValueSchema = z.object({
  _id: z.string(),
  label: z.string(),
  priceAdjustment: z.number(),
  isDefault: z.boolean(),
  translations,
});
export const editorOptionGroupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  minSelections: z.number(),
  maxSelections: z.number(),
  translations,
  values: z.array(editorOptionValueSchema),
});
export type EditorOptionGroup = z.infer<typeof editorOptionGroupSchema>;

/** The API names a dish's categories `categories` (as the public menu does); the editor's form calls them `categoryIds`. */
const withCategoryIds = (value: unknown): unknown =>
  value && typeof value === 'object' && !('categoryIds' in value) && 'categories' in value ? { ...value, categoryIds: (value as { categories: unknown }).categories } : value;

export const editorProductSchema = z.preprocess(withCategoryIds, z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  categoryIds: z.array(z.string()),
  allergens: z.array(z.string()),
  dietaryLabels: z.array(z.string()),
  isFeatured: z.boolean(),
  isAvailable: z.boolean(),
  isActive: z.boolean(),
  archivedAt: z.string().nullable(),
  displayOrder: z.number(),
  imageUrl: z.string().nullable(),
  mediaId: z.string().nullable(),
  options: z.array(editorOptionGroupSchema),
  translations,
  version: z.number(),
  updatedAt: z.string(),
  updatedBy: who,
}));
export type EditorProduct = z.infer<typeof editorProductSchema>;

/** GET /staff/menu */
export const staffMenuResponse = z.object({ data: z.object({ categories: z.array(editorCategorySchema), products: z.array(editorProductSchema) }) });
export type StaffMenu = z.infer<typeof staffMenuResponse>['data'];

/** POST /staff/menu/categories; PATCH adds `version`. */
export const categoryBody = z.object({ name: z.string(), description: z.string().optional(), isActive: z.boolean().optional() });
export type CategoryBody = z.infer<typeof categoryBody>;
export type CategoryPatch = Partial<CategoryBody> & { version: number };
export const categoryResponse = z.object({ data: z.object({ category: editorCategorySchema }) });
export const categoriesResponse = z.object({ data: z.object({ categories: z.array(editorCategorySchema) }) });

/** POST /staff/menu/products (options' and values' ids kept when they exist); PATCH adds `version`. */
export const productBody = z.object({
  name: z.string(),
  description: z.string(),
  price: z.number(),
  categoryIds: z.array(z.string()),
  allergens: z.array(z.string()),
  dietaryLabels: z.array(z.string()),
  isFeatured: z.boolean(),
  isAvailable: z.boolean(),
  isActive: z.boolean(),
  imageUrl: z.string().nullable().optional(),
  mediaId: z.string().nullable().optional(),
  translations: z.record(z.string(), z.record(z.string(), z.string())).optional(),
  options: z.array(
    z.object({
      _id: z.string().optional(),
      name: z.string(),
      minSelections: z.number(),
      maxSelections: z.number(),
      translations: z.record(z.string(), z.record(z.string(), z.string())).optional(),
      values: z.array(
        z.object({
          _id: z.string().optional(),
          label: z.string(),
          priceAdjustment: z.number(),
          isDefault: z.boolean(),
          translations: z.record(z.string(), z.record(z.string(), z.string())).optional(),
        }),
      ),
    }),
  ),
});
export type ProductBody = z.infer<typeof productBody>;
export type ProductPatch = Partial<ProductBody> & { version: number };
export const productResponse = z.object({ data: z.object({ product: editorProductSchema }) });
export const deleteProductResponse = z.object({ data: z.object({ outcome: z.enum(['deleted', 'archived']) }) });
export type DeleteOutcome = z.infer<typeof deleteProductResponse>['data']['outcome'];

/** 409 STALE_EDIT: someone saved first; `current` is the record as it is now. */
export const STALE_EDIT = 'STALE_EDIT';

/** POST /staff/media (multipart, field `file`). */
export const mediaResponse = z.object({
  data: z.object({ media: z.object({ id: z.string(), url: z.string(), width: z.number(), height: z.number(), variants: z.unknown() }) }),
});
export type UploadedMedia = z.infer<typeof mediaResponse>['data']['media'];

/** GET /staff/audit?limit=50&before= (Owner). */
export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  by: who,
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditResponse = z.object({ data: z.object({ entries: z.array(auditEntrySchema), nextBefore: z.string().nullable() }) });
export type AuditPage = z.infer<typeof auditResponse>['data'];
export const AUDIT_PAGE_SIZE = 50;

/** Who reads the audit log (the API's rule, repeated for the UI). */
export const ROLES_THAT_READ_AUDIT = ['Owner'] as const;
