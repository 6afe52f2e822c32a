/**
 * Sessions: a refresh-token family per login. Each refresh rotates the token (the old one is
 * marked replaced); presenting a replaced token again means it leaked, so the whole family is
 * revoked and both holders must log in again.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { AccessTokens } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserById, type UserRow } from '../users/queries.ts';
import {
  deleteExpiredRefreshTokens,
  findRefreshTokenByHash,
  insertRefreshToken,
  markRotated,
  revokeFamily,
} from './queries.ts';

/** The spec's refresh failure text (section 8), also the server's answer. */
export const SESSION_EXPIRED = 'Session expired. Please log in again.';

export interface SessionContext {
  db: Database;
  tokens: AccessTokens;
  config: Pick<Config, 'REFRESH_TOKEN_TTL_DAYS'>;
  log: FastifyBaseLogger;
}

export interface IssuedSession {
  user: UserRow;
  accessToken: string;
  /** The opaque value for the cookie; only its SHA-256 is stored. */
  refreshToken: string;
}

function sessionExpired(): AppError {
  return new AppError('UNAUTHORIZED', SESSION_EXPIRED);
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

function expiryFrom(now: number, config: SessionContext['config']): Date {
  return new Date(now + config.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000);
}

/** A new session (family) for a user who just proved who they are. */
export async function startSession(ctx: SessionContext, user: UserRow): Promise<IssuedSession> {
  await deleteExpiredRefreshTokens(ctx.db, user.id);
  const familyId = randomUUID();
  const refreshToken = newRefreshToken();
  await insertRefreshToken(ctx.db, {
    familyId,
    tokenHash: hashRefreshToken(refreshToken),
    userId: user.id,
    expiresAt: expiryFrom(Date.now(), ctx.config),
  });
  return { user, refreshToken, accessToken: await ctx.tokens.sign(user, familyId) };
}

/** Trades a refresh token for a new pair; a replayed (already rotated) token revokes its family. */
export async function rotateSession(ctx: SessionContext, presented: string | undefined): Promise<IssuedSession> {
  if (!presented) throw sessionExpired();
  const current = await findRefreshTokenByHash(ctx.db, hashRefreshToken(presented));
  if (!current) throw sessionExpired();

  const reuse = async () => {
    await revokeFamily(ctx.db, current.familyId);
    ctx.log.warn({ userId: current.userId, sessionId: current.familyId }, 'refresh token reused; session revoked');
    return sessionExpired();
  };
  if (current.revokedAt) throw current.replacedById ? await reuse() : sessionExpired();
  if (current.expiresAt.getTime() <= Date.now()) throw sessionExpired();

  const user = await findUserById(ctx.db, current.userId);
  if (!user) throw sessionExpired();

  const refreshToken = newRefreshToken();
  const nextId = randomUUID();
  const rotated = await ctx.db.transaction(async (tx) => {
    // Only one of two concurrent uses of the same token can win this update.
    if (!(await markRotated(tx, current.id, nextId))) return false;
    await insertRefreshToken(tx, {
      id: nextId,
      familyId: current.familyId,
      tokenHash: hashRefreshToken(refreshToken),
      userId: user.id,
      expiresAt: expiryFrom(Date.now(), ctx.config),
    });
    return true;
  });
  if (!rotated) throw await reuse();
  return { user, refreshToken, accessToken: await ctx.tokens.sign(user, current.familyId) };
}

/** Ends the session a refresh token (or, lacking one, an access token's session id) belongs to. */
export async function endSession(ctx: SessionContext, presented: string | undefined, sessionId: string | null): Promise<void> {
  const row = presented ? await findRefreshTokenByHash(ctx.db, hashRefreshToken(presented)) : null;
  const familyId = row?.familyId ?? sessionId;
  if (familyId) await revokeFamily(ctx.db, familyId);
}
