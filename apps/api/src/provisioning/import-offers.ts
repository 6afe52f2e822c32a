/**
 * Importing promotions and the home page's slides, matched by name and title (plan.ts). A
 * promotion the file drops is deleted unless an order or a redemption refers to it (deleting it
 * would also delete the redemptions that count towards usage limits): then it is switched off and
 * gives up its coupon code, so a new promotion may take the code.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { highlights, promotions } from '../db/schema.ts';
import { promotionsInUse } from '../modules/promotions/index.ts';
import type { MenuContext } from './import-menu.ts';
import { changesOf, countPlan, planList } from './plan.ts';
import { highlightFields, promotionFields } from './rows.ts';
import type { TenantFile } from './schema.ts';

/** A change by the import: the back office's version rises (a change made in a tab opened before is stale), made by nobody there. */
const imported = (now: Date) => ({ updatedAt: now, version: sql`${promotions.version} + 1`, updatedBy: null });

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export async function syncPromotions(context: MenuContext, file: TenantFile, productIds: ReadonlyMap<string, string>): Promise<void> {
  const { tx, restaurantId, now, log } = context;
  const rows = (await tx.select().from(promotions).where(eq(promotions.restaurantId, restaurantId))).sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || byId(a, b),
  );
  const plan = planList(rows, (r) => r.name, file.promotions, (p) => p.name, (p) => promotionFields(p, productIds));
  const changes = changesOf(log, 'promotions');
  countPlan(changes, plan);

  // Leftovers first, then codes that move: the per-restaurant unique coupon code must hold after every statement.
  const inUse = await promotionsInUse(tx, restaurantId, plan.leftovers.map((r) => r.id));
  const unused = plan.leftovers.filter((r) => !inUse.has(r.id)).map((r) => r.id);
  const stillOn = plan.leftovers.filter((r) => inUse.has(r.id) && (r.isActive || r.couponCode !== null)).map((r) => r.id);
  if (unused.length) await tx.delete(promotions).where(inArray(promotions.id, unused));
  if (stillOn.length) {
    await tx.update(promotions).set({ isActive: false, couponCode: null, ...imported(now) }).where(inArray(promotions.id, stillOn));
  }
  changes.removed += unused.length;
  changes.deactivated += stillOn.length;

  const movingCodes = plan.updates.filter((u) => u.diff.couponCode !== undefined).map((u) => u.id);
  if (movingCodes.length) {
    await tx
      .update(promotions)
      .set({ couponCode: null })
      .where(and(inArray(promotions.id, movingCodes), isNotNull(promotions.couponCode)));
  }
  for (const { id, diff } of plan.updates) await tx.update(promotions).set({ ...diff, ...imported(now) }).where(eq(promotions.id, id));
  if (plan.inserts.length) await tx.insert(promotions).values(plan.inserts.map((r) => ({ ...r, restaurantId })));
}

export async function syncHighlights(context: MenuContext, file: TenantFile, productIds: ReadonlyMap<string, string>): Promise<void> {
  const { tx, restaurantId, now, log } = context;
  const rows = (await tx.select().from(highlights).where(eq(highlights.restaurantId, restaurantId))).sort(
    (a, b) => a.displayOrder - b.displayOrder || a.createdAt.getTime() - b.createdAt.getTime() || byId(a, b),
  );
  const plan = planList(rows, (r) => r.title, file.highlights, (h) => h.title, (h, i) => highlightFields(h, i, productIds));
  const changes = changesOf(log, 'highlights');
  countPlan(changes, plan);
  if (plan.leftovers.length) {
    await tx.delete(highlights).where(inArray(highlights.id, plan.leftovers.map((r) => r.id)));
    changes.removed += plan.leftovers.length;
  }
  for (const { id, diff } of plan.updates) await tx.update(highlights).set({ ...diff, updatedAt: now }).where(eq(highlights.id, id));
  if (plan.inserts.length) await tx.insert(highlights).values(plan.inserts.map((r) => ({ ...r, restaurantId })));
}
