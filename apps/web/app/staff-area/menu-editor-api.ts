/**
 * The menu editor's calls (issue 26), one function per endpoint under /api/v1/staff/menu, the
 * photo upload and the audit log, each answer checked against contract.ts. Kept beside the
 * editor (not in lib/api) because their contract is still local; they use the signed-in
 * client (bearer token, one refresh on 401).
 */
import { i18n } from '../i18n/index.ts';
import { API_BASE, ApiRequestError } from '../lib/api-client.ts';
import { http, refreshAccessToken } from '../lib/http.ts';
import { useSessionStore } from '../lib/session-store.ts';
import {
  AUDIT_PAGE_SIZE,
  auditResponse,
  categoriesResponse,
  categoryResponse,
  deleteProductResponse,
  mediaResponse,
  productResponse,
  staffMenuResponse,
  type AuditPage,
  type CategoryBody,
  type CategoryPatch,
  type DeleteOutcome,
  type EditorCategory,
  type EditorProduct,
  type ProductBody,
  type ProductPatch,
  type StaffMenu,
  type UploadedMedia,
} from './menu-editor-contract.ts';

const failed = () => i18n.t('staffMenu:saveFailed');

/** The editor's cache: the whole menu as one entry, and the audit log's pages. */
export const menuEditorKeys = {
  all: ['staff', 'menu-editor'] as const,
  menu: () => [...menuEditorKeys.all, 'menu'] as const,
  audit: () => [...menuEditorKeys.all, 'audit'] as const,
};

/** GET /staff/menu: every category and dish, hidden and archived ones too. */
export async function getStaffMenu(): Promise<StaffMenu> {
  return staffMenuResponse.parse(await http.get('/staff/menu', i18n.t('staffMenu:loadFailed'))).data;
}

export async function createCategory(body: CategoryBody): Promise<EditorCategory> {
  return categoryResponse.parse(await http.send('/staff/menu/categories', { method: 'POST', body }, failed())).data.category;
}

export async function updateCategory(id: string, body: CategoryPatch): Promise<EditorCategory> {
  return categoryResponse.parse(await http.send(`/staff/menu/categories/${encodeURIComponent(id)}`, { method: 'PATCH', body }, failed())).data.category;
}

/** PUT /staff/menu/categories/order {ids}: the categories in their new order. */
export async function orderCategories(ids: string[]): Promise<EditorCategory[]> {
  return categoriesResponse.parse(await http.send('/staff/menu/categories/order', { method: 'PUT', body: { ids } }, failed())).data.categories;
}

export async function createProduct(body: ProductBody): Promise<EditorProduct> {
  return productResponse.parse(await http.send('/staff/menu/products', { method: 'POST', body }, failed())).data.product;
}

export async function updateProduct(id: string, body: ProductPatch): Promise<EditorProduct> {
  return productResponse.parse(await http.send(`/staff/menu/products/${encodeURIComponent(id)}`, { method: 'PATCH', body }, failed())).data.product;
}

/** PUT /staff/menu/products/order {categoryId, ids}: the dishes of one category in order. */
export async function orderProducts(categoryId: string, ids: string[]): Promise<void> {
  await http.send('/staff/menu/products/order', { method: 'PUT', body: { categoryId, ids } }, failed());
}

/** DELETE /staff/menu/products/{id}: 'deleted', or 'archived' when orders refer to the dish. */
export async function deleteProduct(id: string): Promise<DeleteOutcome> {
  return deleteProductResponse.parse(await http.send(`/staff/menu/products/${encodeURIComponent(id)}`, { method: 'DELETE' }, failed())).data.outcome;
}

/** GET /staff/audit (Owner): 50 entries, newest first, before `before` when given. */
export async function getAuditPage(before: string | null): Promise<AuditPage> {
  const query = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  if (before) query.set('before', before);
  return auditResponse.parse(await http.get(`/staff/audit?${query}`, i18n.t('staffMenu:activity.loadFailed'))).data;
}

function sendPhoto(file: File, token: string | null, onProgress: (fraction: number) => void): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}/staff/media`);
    request.setRequestHeader('accept', 'application/json');
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: request.status, body });
    };
    request.onerror = () => resolve({ status: 0, body: null });
    request.ontimeout = () => resolve({ status: 0, body: null });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/**
 * POST /staff/media, multipart with the photo in `file`, reporting upload progress (0–1): an
 * XMLHttpRequest, since fetch cannot report an upload's progress. A 401 refreshes the token once.
 */
export async function uploadPhoto(file: File, onProgress: (fraction: number) => void): Promise<UploadedMedia> {
  let answer = await sendPhoto(file, useSessionStore.getState().accessToken, onProgress);
  if (answer.status === 401) {
    const fresh = await refreshAccessToken();
    if (fresh) answer = await sendPhoto(file, fresh, onProgress);
  }
  if (answer.status >= 200 && answer.status < 300) return mediaResponse.parse(answer.body).data.media;
  throw new ApiRequestError(answer.status, answer.body as ConstructorParameters<typeof ApiRequestError>[1], i18n.t('staffMenu:photo.failed'));
}
