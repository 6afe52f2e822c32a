/**
 * The member's restaurants and the switch between them (issue 41). Restaurants are found by their
 * host and the refresh cookie is host-only, so opening another restaurant's staff area means going
 * to its address already signed in: a hand-off code (random, stored only as its SHA-256, good once
 * and for HANDOFF_TTL_SECONDS) is issued here for a restaurant the member may open, and redeemed on
 * that restaurant's host for a session of its own there. A code for a restaurant the member may
 * not open is never issued (404, as any other restaurant's row); one redeemed on another host, used,
 * expired or unknown answers the same 404.
 */
import { createHash, randomBytes } from 'node:crypto';
import { HANDOFF_TTL_SECONDS, ORGANISATION_MESSAGES, type AuthResponse, type StaffHandoffResponse, type StaffRestaurant } from '@platter/domain';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { STAFF_ONLY, staffRoleAt, staffRolesOf } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { TenantRestaurant } from '../../platform/tenant.ts';
import { presentSession, REFRESH_COOKIE, refreshCookieOptions, startSession, type SessionContext } from '../auth/index.ts';
import { restaurantOrigin } from '../mail/index.ts';
import { findUserById } from '../users/index.ts';
import { presentStaffRestaurant } from './presenters.ts';
import { deleteStaleHandoffs, insertHandoff, restaurantsByIds, spendHandoff } from './queries.ts';

export interface HandoffContext {
  db: Database;
  clock: () => Date;
  config: Pick<Config, 'BASE_DOMAIN' | 'PORT'>;
}

export function hashHandoffCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** GET /staff/restaurants: a diner (staff nowhere) is refused with 403, as at any staff call. */
export async function restaurantsOpenTo(db: Database, userId: string): Promise<StaffRestaurant[]> {
  const roles = await staffRolesOf(db, userId);
  if (roles.length === 0) throw new AppError('FORBIDDEN', STAFF_ONLY);
  const roleAt = new Map(roles.map((r) => [r.restaurantId, r.role]));
  const rows = await restaurantsByIds(db, [...roleAt.keys()]);
  return rows.map((row) => presentStaffRestaurant(row, roleAt.get(row.id)!));
}

/** POST /staff/restaurants/{restaurantId}/handoff. */
export async function issueHandoff(ctx: HandoffContext, userId: string, restaurantId: string): Promise<StaffHandoffResponse['data']> {
  const roles = await staffRolesOf(ctx.db, userId);
  if (roles.length === 0) throw new AppError('FORBIDDEN', STAFF_ONLY);
  if (!roles.some((r) => r.restaurantId === restaurantId)) throw AppError.notFound();
  const [target] = await restaurantsByIds(ctx.db, [restaurantId]);
  if (!target) throw AppError.notFound();
  const code = randomBytes(32).toString('base64url');
  const now = ctx.clock();
  const expiresAt = new Date(now.getTime() + HANDOFF_TTL_SECONDS * 1000);
  await ctx.db.transaction(async (tx) => {
    await deleteStaleHandoffs(tx, userId, now);
    await insertHandoff(tx, { userId, restaurantId, codeHash: hashHandoffCode(code), now, expiresAt });
  });
  return { url: `${restaurantOrigin(target, ctx.config)}/staff/switch#code=${code}`, expiresAt: expiresAt.toISOString() };
}

export interface RedeemedHandoff {
  data: AuthResponse['data'];
  /** The new session's refresh cookie, host-only on the restaurant's address. */
  cookie: { name: string; value: string; options: CookieSerializeOptions };
}

type RedeemContext = HandoffContext & { session: SessionContext & { config: Pick<Config, 'NODE_ENV' | 'REFRESH_TOKEN_TTL_DAYS'> } };

/** POST /auth/handoff on the target restaurant's host: spends the code, and starts a session there. */
export async function redeemHandoff(ctx: RedeemContext, restaurant: TenantRestaurant, code: string): Promise<RedeemedHandoff> {
  const invalid = () => AppError.notFound(ORGANISATION_MESSAGES.handoffInvalid);
  const userId = await spendHandoff(ctx.db, restaurant.id, hashHandoffCode(code), ctx.clock());
  if (!userId) throw invalid();
  // Taken off the team in the meantime: the code opens nothing.
  const role = await staffRoleAt(ctx.db, userId, restaurant.id);
  if (role === null || role === 'elsewhere') throw invalid();
  const user = await findUserById(ctx.db, userId);
  if (!user) throw invalid();
  const session = await startSession(ctx.session, user);
  return {
    data: await presentSession(ctx.session, session),
    cookie: { name: REFRESH_COOKIE, value: session.refreshToken, options: refreshCookieOptions(ctx.session.config) },
  };
}
