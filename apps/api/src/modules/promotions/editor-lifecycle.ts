/**
 * A promotion's life in the back office: paused and resumed (`isActive`), ended (its window closes
 * now: `endedWindow`), and deleted, or ended instead when an order or a redemption refers to it, so
 * its uses and the orders that name it stay whole. Each raises the version, runs in one transaction
 * with its audit entry, and the offers are forgotten on every process after it.
 */
import { endedWindow, type EditablePromotion } from '@platter/domain';
import { AppError } from '../../platform/errors.ts';
import { API_MESSAGES_EN_GB, apiMessage } from '@platter/domain';
import { recordAudit } from '../audit/index.ts';
import type { MenuEdit } from '../catalog/index.ts';
import { editablePromotions, forgetOffers, loadEditablePromotion } from './editor-common.ts';
import { deletePromotion, updatePromotionAt } from './editor-queries.ts';

export const ENDED_ALREADY = API_MESSAGES_EN_GB['promotions.endedAlready'];

type Move = 'pause' | 'resume' | 'end';

/** Pauses, resumes or ends the promotion; one already so is answered as it is (no new version). */
export async function movePromotion(edit: MenuEdit, promotionId: string, move: Move): Promise<EditablePromotion> {
  const { app, restaurantId, by } = edit;
  const now = app.clock();
  let changed = false;
  const promotion = await app.db.transaction(async (tx) => {
    const stored = await loadEditablePromotion(tx, restaurantId, promotionId, now);
    if (!stored) throw AppError.notFound(apiMessage('promotions.notFound'));
    const { row, promotion: before } = stored;
    if (before.state === 'ended') {
      if (move === 'end') return before;
      throw new AppError('CONFLICT', apiMessage('promotions.endedAlready'));
    }
    if ((move === 'pause' && !row.isActive) || (move === 'resume' && row.isActive)) return before;
    const set = move === 'end' ? endedWindow(row, now) : { isActive: move === 'resume' };
    const moved = await updatePromotionAt(tx, restaurantId, promotionId, row.version, set, { now, userId: by.id });
    if (!moved) throw new AppError('CONFLICT', apiMessage('promotions.changedMeanwhile'));
    const [after] = await editablePromotions(tx, restaurantId, [moved], now);
    const action = move === 'pause' ? 'paused' : move === 'resume' ? 'resumed' : 'ended';
    await recordAudit(tx, { restaurantId, by, action, entity: 'promotion', entityId: promotionId, before, after: after!, at: now });
    changed = true;
    return after!;
  });
  if (changed) forgetOffers(edit);
  return promotion;
}

/** Deletes a promotion nothing refers to; ends one that an order or a redemption refers to. */
export async function removePromotion(
  edit: MenuEdit,
  promotionId: string,
): Promise<{ outcome: 'deleted'; promotion: null } | { outcome: 'ended'; promotion: EditablePromotion }> {
  const { app, restaurantId, by } = edit;
  const now = app.clock();
  const result = await app.db.transaction(async (tx) => {
    const stored = await loadEditablePromotion(tx, restaurantId, promotionId, now);
    if (!stored) throw AppError.notFound(apiMessage('promotions.notFound'));
    const { row, promotion: before } = stored;
    if (before.inUse) {
      if (before.state === 'ended') return { outcome: 'ended' as const, promotion: before };
      const moved = await updatePromotionAt(tx, restaurantId, promotionId, row.version, endedWindow(row, now), { now, userId: by.id });
      if (!moved) throw new AppError('CONFLICT', apiMessage('promotions.changedMeanwhile'));
      const [after] = await editablePromotions(tx, restaurantId, [moved], now);
      await recordAudit(tx, { restaurantId, by, action: 'ended', entity: 'promotion', entityId: promotionId, before, after: after!, at: now });
      return { outcome: 'ended' as const, promotion: after! };
    }
    await deletePromotion(tx, restaurantId, promotionId);
    await recordAudit(tx, { restaurantId, by, action: 'deleted', entity: 'promotion', entityId: promotionId, before, after: null, at: now });
    return { outcome: 'deleted' as const, promotion: null };
  });
  forgetOffers(edit);
  return result;
}
