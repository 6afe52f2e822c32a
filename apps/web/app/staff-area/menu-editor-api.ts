/**
 * The menu editor's calls (issue 26), one function per endpoint under /api/v1/staff/menu, the
 * photo upload and the audit log, each answer checked by the domain's contract
 * (packages/domain/src/contracts/menu-editing.ts, media.ts) through the signed-in client (bearer
 * token, one refresh on 401, for the upload too). Below, the editor's names for the domain's
 * types and the few rules the UI repeats before sending (the server decides).
 */
import { auditLogResponse, mediaResponse, PHOTO_LIMITS, productRemovedResponse, staffCategoriesResponse, staffCategoryResponse, staffMenuResponse, staffProductResponse, staffProductsResponse, type AuditLogResponse, type EditableCategory, type EditableProduct, type Media, type MenuCategoryChange, type MenuCategoryCreate, type MenuProductChangeFields, type MenuProductFields, type PRODUCT_REMOVAL_OUTCOMES, type StaffMenuResponse } from '@platter/domain';
import { i18n } from '../i18n/index.ts';
import { http } from '../lib/http.ts';

export { UK_ALLERGENS as ALLERGENS, DIETARY_LABELS, type AuditEntry } from '@platter/domain';

export type EditorCategory = EditableCategory;
export type EditorProduct = EditableProduct;
/** A row's texts in other languages than the default: `{ "en-GB": { "name": "…" } }` (the domain's content-translations.ts). */
export type EditorTranslations = Record<string, Record<string, string>>;
export type StaffMenu = StaffMenuResponse['data'];
export type CategoryBody = MenuCategoryCreate;
export type CategoryPatch = MenuCategoryChange;
/** What the dish form sends (the create body with its defaults filled in); a change names its version. */
export type ProductBody = MenuProductFields;
export type ProductPatch = MenuProductChangeFields;
export type DeleteOutcome = (typeof PRODUCT_REMOVAL_OUTCOMES)[number];
export type AuditPage = AuditLogResponse['data'];
export type UploadedMedia = Media;

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
export const PHOTO_MAX_BYTES = PHOTO_LIMITS.maxBytes;

/** 409 STALE_EDIT: someone saved first; `current` is the record as it is now. */
export const STALE_EDIT = 'STALE_EDIT';
export const AUDIT_PAGE_SIZE = 50;
/** Who reads the audit log (the API's rule, repeated for the UI). */
export const ROLES_THAT_READ_AUDIT = ['Owner'] as const;

const failed = () => i18n.t('staffMenu:saveFailed');


/** GET /staff/menu: every category and dish, hidden and archived ones too. */
export async function getStaffMenu(): Promise<StaffMenu> {
  return (await http.get('/staff/menu', staffMenuResponse, i18n.t('staffMenu:loadFailed'))).data;
}

export async function createCategory(body: CategoryBody): Promise<EditorCategory> {
  return (await http.send('/staff/menu/categories', { method: 'POST', body }, staffCategoryResponse, failed())).data.category;
}

export async function updateCategory(id: string, body: CategoryPatch): Promise<EditorCategory> {
  return (await http.send(`/staff/menu/categories/${encodeURIComponent(id)}`, { method: 'PATCH', body }, staffCategoryResponse, failed())).data.category;
}

/** PUT /staff/menu/categories/order {ids}: the categories in their new order. */
export async function orderCategories(ids: string[]): Promise<EditorCategory[]> {
  return (await http.send('/staff/menu/categories/order', { method: 'PUT', body: { ids } }, staffCategoriesResponse, failed())).data.categories;
}

export async function createProduct(body: ProductBody): Promise<EditorProduct> {
  return (await http.send('/staff/menu/products', { method: 'POST', body }, staffProductResponse, failed())).data.product;
}

export async function updateProduct(id: string, body: ProductPatch): Promise<EditorProduct> {
  return (await http.send(`/staff/menu/products/${encodeURIComponent(id)}`, { method: 'PATCH', body }, staffProductResponse, failed())).data.product;
}

/** PUT /staff/menu/products/order {categoryId, ids}: the dishes of one category in order. */
export async function orderProducts(categoryId: string, ids: string[]): Promise<void> {
  await http.send('/staff/menu/products/order', { method: 'PUT', body: { categoryId, ids } }, staffProductsResponse, failed());
}

/** DELETE /staff/menu/products/{id}: 'deleted', or 'archived' when orders refer to the dish. */
export async function deleteProduct(id: string): Promise<DeleteOutcome> {
  return (await http.send(`/staff/menu/products/${encodeURIComponent(id)}`, { method: 'DELETE' }, productRemovedResponse, failed())).data.outcome;
}

/** GET /staff/audit (Owner): 50 entries, newest first, before `before` when given. */
export async function getAuditPage(before: string | null): Promise<AuditPage> {
  const query = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  if (before) query.set('before', before);
  return (await http.get(`/staff/audit?${query}`, auditLogResponse, i18n.t('staffMenu:activity.loadFailed'))).data;
}

/**
 * POST /staff/media, multipart with the photo in `file`, reporting upload progress (0–1) (the
 * client sends a form as an XMLHttpRequest, since fetch cannot report an upload's progress).
 */
export async function uploadPhoto(file: File, onProgress: (fraction: number) => void): Promise<UploadedMedia> {
  const form = new FormData();
  form.append('file', file);
  const answer = await http.send('/staff/media', { method: 'POST', form, onUploadProgress: onProgress }, mediaResponse, i18n.t('staffMenu:photo.failed'));
  return answer.data.media;
}
