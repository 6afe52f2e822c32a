/**
 * What every change to a promotion in the back office shares: loading promotions as the editor
 * sees them (inside the change's transaction, so the audit's before/after and a 409's `current`
 * are what was stored), the checks only the database can make, and forgetting the restaurant's
 * offers on every process after a change.
 */
import { API_MESSAGES_EN_GB } from '@platter/domain';
import { promotionCreateBody, type EditablePromotion, type PromotionFields } from '@platter/domain';
import type { Executor } from '../../db/client.ts';
import type { PromotionRow } from '../../db/schema.ts';
import { editorNames, refusedFields, type MenuEdit } from '../catalog/index.ts';
import { presentEditablePromotion } from './editor-presenters.ts';
import { knownProductIds, listAllPromotions, promotionNamed, promotionWithCode, promotionsInUse } from './editor-queries.ts';
import { countRedemptions, findPromotion } from './queries.ts';

export const PROMOTION_NOT_FOUND = API_MESSAGES_EN_GB['promotions.notFound'];

type FieldError = { field: string; message: string };

/** The rows as the editor sees them: with their uses so far, whether anything refers to them, and who changed them last. */
export async function editablePromotions(db: Executor, restaurantId: string, rows: PromotionRow[], now: Date): Promise<EditablePromotion[]> {
  const ids = rows.map((r) => r.id);
  const counts = await countRedemptions(db, restaurantId, ids, null);
  const uses = new Map([...counts].map(([id, c]) => [id, c.total]));
  // Used now means in use; only the others need the orders asked.
  const inUse = await promotionsInUse(db, restaurantId, ids.filter((id) => (uses.get(id) ?? 0) === 0));
  const names = await editorNames(db, rows.map((r) => r.updatedBy));
  return rows.map((row) => presentEditablePromotion(row, { uses, inUse, names, now }));
}

/** Every promotion of the restaurant as the editor lists them. */
export async function allEditablePromotions(db: Executor, restaurantId: string, now: Date): Promise<EditablePromotion[]> {
  return editablePromotions(db, restaurantId, await listAllPromotions(db, restaurantId), now);
}

export async function loadEditablePromotion(
  db: Executor,
  restaurantId: string,
  promotionId: string,
  now: Date,
): Promise<{ row: PromotionRow; promotion: EditablePromotion } | null> {
  const row = await findPromotion(db, restaurantId, promotionId);
  if (!row) return null;
  const [promotion] = await editablePromotions(db, restaurantId, [row], now);
  return { row, promotion: promotion! };
}

/**
 * A whole promotion (a new one, or a change laid over the stored one) judged by the domain's rules,
 * the tenant file's: a 400 naming each field that breaks one.
 */
export function validPromotion(candidate: unknown): PromotionFields {
  const parsed = promotionCreateBody.safeParse(candidate);
  if (parsed.success) return parsed.data;
  throw refusedFields(parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })));
}

/**
 * What the database must confirm: a name no other promotion has (the tenant file names them by
 * name), a code no other holds whatever its case (diners type it in any case), and the
 * restaurant's own dishes.
 */
export async function refuseUnconfirmed(tx: Executor, restaurantId: string, promotionId: string | null, body: PromotionFields): Promise<void> {
  const errors: FieldError[] = [];
  if (await promotionNamed(tx, restaurantId, body.name, promotionId)) {
    errors.push({ field: 'name', message: `must be unique: another promotion is named "${body.name}"` });
  }
  if (body.couponCode !== null) {
    const holder = await promotionWithCode(tx, restaurantId, body.couponCode, promotionId);
    if (holder) errors.push(codeTaken(body.couponCode, holder.name));
  }
  const known = await knownProductIds(tx, restaurantId, body.applicableProductIds.map((id) => id.toLowerCase()));
  body.applicableProductIds.forEach((id, i) => {
    if (!known.has(id.toLowerCase())) errors.push({ field: `applicableProductIds.${i}`, message: 'names no dish of this restaurant' });
  });
  if (errors.length) throw refusedFields(errors);
}

export function codeTaken(code: string, holder: string | null): FieldError {
  const by = holder ? `"${holder}" already uses it` : 'another promotion already uses it';
  return { field: 'couponCode', message: `must be unique: ${by} (codes are matched whatever their case, so ${code.toUpperCase()} and ${code.toLowerCase()} are one code)` };
}

/**
 * After a change: the restaurant's catalogue cache (which keeps its automatic offers beside the
 * menu an order is priced against) and the pages built on it are forgotten here and, over Redis,
 * on every other process (platform/invalidation.ts), as a menu change does.
 */
export function forgetOffers(edit: MenuEdit): void {
  edit.app.catalogCache.invalidate(edit.restaurantId);
}
