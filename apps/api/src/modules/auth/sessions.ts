/**
 * Sessions: a refresh-token family per login. Each refresh rotates the token (the old one is
 * marked replaced); presenting a replaced token again means it leaked, so the whole family is
 * revoked and both holders must log in again.
 *
 * Except just after a rotation: two tabs (or a retry) refreshing with the same cookie at once
 * is normal, not theft. For REFRESH_GRACE_MS after a rotation the old token answers with the
 * same successor while that is still live. The successor is HMAC(secret, old token), so the
 * server can hand it out again without storing it: the database keeps only its SHA-256.
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { AccessTokens } from '../../platform/auth.ts';
import { sessionsEnded, type EventPublisher } from '../../platform/events.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { API_MESSAGES_EN_GB, apiMessage } from '@platter/domain';
import { findUserById, type UserRow } from '../users/index.ts';
import {
  deleteExpiredRefreshTokens,
  findRefreshTokenByHash,
  findRefreshTokenById,
  insertRefreshToken,
  markRotated,
  revokeFamily,
  type RefreshTokenRow,
} from './queries.ts';

/** The spec's refresh failure text (section 8), also the server's answer. */
export const SESSION_EXPIRED = API_MESSAGES_EN_GB['auth.sessionExpired'];

/** How long a just-rotated refresh token still answers with its successor instead of counting as reuse. */
export const REFRESH_GRACE_MS = 30_000;

export interface SessionContext {
  db: Database;
  tokens: AccessTokens;
  config: Pick<Config, 'REFRESH_TOKEN_TTL_DAYS' | 'JWT_SECRET'>;
  log: FastifyBaseLogger;
  /** An ended session is published (its live sockets close at once). */
  events: EventPublisher;
  /**
   * Real time unless a test moves it. Not `app.clock`: sessions live in real time, like the
   * access tokens' exp, whatever CLOCK_OFFSET_MS does to business rules.
   */
  clock?: Clock;
}

export interface IssuedSession {
  user: UserRow;
  accessToken: string;
  /** The opaque value for the cookie; only its SHA-256 is stored. */
  refreshToken: string;
}

function sessionExpired(): AppError {
  return new AppError('UNAUTHORIZED', apiMessage('auth.sessionExpired'));
}

function nowOf(ctx: SessionContext): Date {
  return ctx.clock ? ctx.clock() : new Date();
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The token that replaces `token` on rotation: recomputable for the grace answer, unguessable without the secret. */
function successorOf(ctx: SessionContext, token: string): string {
  return createHmac('sha256', ctx.config.JWT_SECRET).update(`refresh-successor:${token}`).digest('base64url');
}

function expiryFrom(now: Date, config: SessionContext['config']): Date {
  return new Date(now.getTime() + config.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000);
}

/** A new session (family) for a user who just proved who they are. */
export async function startSession(ctx: SessionContext, user: UserRow): Promise<IssuedSession> {
  const now = nowOf(ctx);
  await deleteExpiredRefreshTokens(ctx.db, user.id, now);
  const familyId = randomUUID();
  const refreshToken = newRefreshToken();
  await insertRefreshToken(ctx.db, {
    familyId,
    tokenHash: hashRefreshToken(refreshToken),
    userId: user.id,
    expiresAt: expiryFrom(now, ctx.config),
  });
  return { user, refreshToken, accessToken: await ctx.tokens.sign(user, familyId) };
}

/**
 * Trades a refresh token for a new pair. A token rotated less than REFRESH_GRACE_MS ago answers
 * with the same successor; any other replay of a rotated token revokes its family.
 */
export async function rotateSession(ctx: SessionContext, presented: string | undefined): Promise<IssuedSession> {
  if (!presented) throw sessionExpired();
  const now = nowOf(ctx);
  let current = await findRefreshTokenByHash(ctx.db, hashRefreshToken(presented));
  if (!current) throw sessionExpired();

  if (!current.revokedAt) {
    if (current.expiresAt.getTime() <= now.getTime()) throw sessionExpired();
    const user = await findUserById(ctx.db, current.userId);
    if (!user) throw sessionExpired();

    const refreshToken = successorOf(ctx, presented);
    const nextId = randomUUID();
    const { id, familyId } = current;
    const rotated = await ctx.db.transaction(async (tx) => {
      // Only one of two concurrent uses of the same token can win this update.
      if (!(await markRotated(tx, id, nextId, now))) return false;
      await insertRefreshToken(tx, {
        id: nextId,
        familyId,
        tokenHash: hashRefreshToken(refreshToken),
        userId: user.id,
        expiresAt: expiryFrom(now, ctx.config),
      });
      return true;
    });
    if (rotated) return { user, refreshToken, accessToken: await ctx.tokens.sign(user, familyId) };
    // A concurrent use won (its transaction has committed): answer as a replay of a rotated token.
    current = await findRefreshTokenByHash(ctx.db, hashRefreshToken(presented));
    if (!current?.revokedAt) throw sessionExpired();
  }
  return replayed(ctx, presented, current, now);
}

/** A revoked token presented again: the grace answer, or reuse. */
async function replayed(ctx: SessionContext, presented: string, row: RefreshTokenRow, now: Date): Promise<IssuedSession> {
  // Revoked without a successor: the session was ended (logout, password change), not rotated.
  if (!row.replacedById || !row.revokedAt) throw sessionExpired();

  if (now.getTime() - row.revokedAt.getTime() < REFRESH_GRACE_MS) {
    const refreshToken = successorOf(ctx, presented);
    const successor = await findRefreshTokenById(ctx.db, row.replacedById);
    const live =
      successor !== null &&
      !successor.revokedAt &&
      successor.expiresAt.getTime() > now.getTime() &&
      successor.tokenHash === hashRefreshToken(refreshToken);
    if (live) {
      const user = await findUserById(ctx.db, row.userId);
      if (!user) throw sessionExpired();
      return { user, refreshToken, accessToken: await ctx.tokens.sign(user, row.familyId) };
    }
  }

  await endFamily(ctx, row.familyId, now);
  ctx.log.warn({ userId: row.userId, sessionId: row.familyId }, 'refresh token reused; session revoked');
  throw sessionExpired();
}

/** Ends the session a refresh token (or, lacking one, an access token's session id) belongs to. */
export async function endSession(ctx: SessionContext, presented: string | undefined, sessionId: string | null): Promise<void> {
  const row = presented ? await findRefreshTokenByHash(ctx.db, hashRefreshToken(presented)) : null;
  const familyId = row?.familyId ?? sessionId;
  if (familyId) await endFamily(ctx, familyId, nowOf(ctx));
}

/** Revokes a session and, once that has committed, publishes it: its live sockets close at once. */
async function endFamily(ctx: SessionContext, familyId: string, now: Date): Promise<void> {
  await ctx.events.commit(ctx.db, async (tx) => {
    await revokeFamily(tx, familyId, now);
    return { value: undefined, events: sessionsEnded([familyId]) };
  });
}
