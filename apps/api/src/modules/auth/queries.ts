import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { emailVerifications, passwordResetTokens, refreshTokens, type EmailVerificationRow } from '../../db/schema.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Executor,
  values: { id?: string; familyId: string; tokenHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshTokenByHash(db: Database, tokenHash: string): Promise<RefreshTokenRow | null> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

export async function findRefreshTokenById(db: Database, id: string): Promise<RefreshTokenRow | null> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id)).limit(1);
  return row ?? null;
}

/** Marks a live token as rotated; false when it was already revoked (a concurrent or replayed use). */
export async function markRotated(db: Executor, id: string, replacedById: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now, replacedById })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Executor, familyId: string, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Every session of the user but `keepFamilyId` (after a password change); all of them without one
 * (after a reset). Answers the sessions it ended.
 */
export async function revokeOtherFamilies(db: Executor, userId: string, keepFamilyId: string | null): Promise<string[]> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        keepFamilyId === null ? undefined : ne(refreshTokens.familyId, keepFamilyId),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((row) => row.familyId))];
}

/** Housekeeping at each login: expired rows are no use for reuse detection any more. */
export async function deleteExpiredRefreshTokens(db: Database, userId: string, now = new Date()): Promise<void> {
  await db.delete(refreshTokens).where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, now)));
}

export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;

/** Ends the user's unused reset links (a newer request, or a completed reset, replaces them). */
export async function supersedeResetTokens(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ supersededAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt), isNull(passwordResetTokens.supersededAt)));
}

export async function insertResetToken(
  db: Executor,
  values: { userId: string; tokenHash: string; expiresAt: Date; requestedFromRestaurantId: string },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

export async function findResetTokenByHash(db: Executor, tokenHash: string): Promise<PasswordResetTokenRow | null> {
  const [row] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** Spends a live token; false when it was used, superseded or expired meanwhile (of two concurrent resets, one wins). */
export async function spendResetToken(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.id, id),
        isNull(passwordResetTokens.usedAt),
        isNull(passwordResetTokens.supersededAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}

export async function insertEmailVerification(
  tx: Executor,
  values: { userId: string; email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(emailVerifications).values(values);
}

/** Spends an unused, unexpired link (one statement: of two clicks one wins); null when there is none. */
export async function spendEmailVerification(db: Executor, tokenHash: string, now: Date): Promise<EmailVerificationRow | null> {
  const [row] = await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(and(eq(emailVerifications.tokenHash, tokenHash), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, now)))
    .returning();
  return row ?? null;
}

