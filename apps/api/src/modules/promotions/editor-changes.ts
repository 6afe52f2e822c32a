/**
 * Creating and changing promotions in the back office. A change names the version it was made on
 * and is laid over the stored promotion, and the whole is judged by the tenant file's rules, so
 * the back office and `npm run tenant -- import` accept and refuse the same promotions. Each runs
 * in one transaction with its audit entry; then the offers are forgotten on every process.
 */
import type { EditablePromotion, PromotionChangeFields, PromotionFields } from '@platter/domain';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { recordAudit } from '../audit/index.ts';
import { refusedFields, staleEdit, type MenuEdit } from '../catalog/index.ts';
import {
  codeTaken,
  editablePromotions,
  forgetOffers,
  loadEditablePromotion,
  refuseUnconfirmed,
  validPromotion,
} from './editor-common.ts';
import { fieldsOf, rowFieldsOf } from './editor-presenters.ts';
import { insertPromotion, updatePromotionAt } from './editor-queries.ts';

/** Two saves of one code at once: the unique index refuses the second, in the same words as the check. */
async function codeRace<T>(body: PromotionFields, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err) && body.couponCode !== null) throw refusedFields([codeTaken(body.couponCode, null)]);
    throw err;
  }
}

export async function createPromotion(edit: MenuEdit, body: PromotionFields): Promise<EditablePromotion> {
  const { app, restaurantId, by } = edit;
  const now = app.clock();
  const promotion = await codeRace(body, () =>
    app.db.transaction(async (tx) => {
      await refuseUnconfirmed(tx, restaurantId, null, body);
      const row = await insertPromotion(tx, { ...rowFieldsOf(body), restaurantId, createdAt: now, updatedAt: now, updatedBy: by.id });
      const [created] = await editablePromotions(tx, restaurantId, [row], now);
      await recordAudit(tx, { restaurantId, by, action: 'created', entity: 'promotion', entityId: row.id, before: null, after: created!, at: now });
      return created!;
    }),
  );
  forgetOffers(edit);
  return promotion;
}

export async function changePromotion(edit: MenuEdit, promotionId: string, body: PromotionChangeFields): Promise<EditablePromotion> {
  const { app, restaurantId, by } = edit;
  const now = app.clock();
  const { version, ...changes } = body;
  let changed = false;
  const promotion = await app.db.transaction(async (tx) => {
    const stored = await loadEditablePromotion(tx, restaurantId, promotionId, now);
    if (!stored) throw AppError.notFound(apiMessage('promotions.notFound'));
    const before = stored.promotion;
    if (before.version !== version) throw staleEdit(edit, before);
    // Nothing to change: nothing happens (no new version that would make another tab's edit stale).
    if (Object.keys(changes).length === 0) return before;
    const whole = validPromotion({ ...fieldsOf(stored.row), ...changes });
    await refuseUnconfirmed(tx, restaurantId, promotionId, whole);
    const row = await codeRace(whole, () => updatePromotionAt(tx, restaurantId, promotionId, version, rowFieldsOf(whole), { now, userId: by.id }));
    // Changed between the read and the write by another request: refused as stale all the same.
    if (!row) throw staleEdit(edit, (await loadEditablePromotion(tx, restaurantId, promotionId, now))?.promotion ?? before);
    const [after] = await editablePromotions(tx, restaurantId, [row], now);
    await recordAudit(tx, { restaurantId, by, action: 'updated', entity: 'promotion', entityId: promotionId, before, after: after!, at: now });
    changed = true;
    return after!;
  });
  if (changed) forgetOffers(edit);
  return promotion;
}
