/**
 * The invitee's side (public, rate-limited per client address): read an invitation by its link's
 * token, and accept it. A token is looked up by its SHA-256 at the restaurant the Host names, so
 * it is never compared as text; unknown, used, withdrawn, expired or another restaurant's all answer
 * the same 404. Accepting spends the token and adds the membership in one transaction (of two
 * accepts at once, one wins); a new account is created in it too and then signed in.
 */
import { TEAM_MESSAGES, type InviteAcceptBody, type InvitePreview, type User } from '@platter/domain';
import type { StaffInviteRow } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { AuthenticatedUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { hashPassword } from '../../platform/password.ts';
import type { TenantRestaurant } from '../../platform/tenant.ts';
import { recordAudit } from '../audit/index.ts';
import { startSession, type IssuedSession, type SessionContext } from '../auth/index.ts';
import { findUserByEmail, findUserById, insertUser, presentUser, type UserRow } from '../users/index.ts';
import { hashInviteToken } from './invites.ts';
import { presentMember } from './presenters.ts';
import { findInviteByTokenHash, spendInvite } from './queries.ts';
import { addToRoster, findOnRoster, lockRoster } from './roster.ts';

export interface JoinContext {
  session: SessionContext;
  clock: () => Date;
}

const invalid = () => AppError.notFound(apiMessage('team.inviteInvalid'));

function usable(row: StaffInviteRow | null, now: Date): row is StaffInviteRow {
  return row !== null && !row.acceptedAt && !row.revokedAt && row.expiresAt.getTime() > now.getTime();
}

async function waitingInvite(ctx: JoinContext, restaurant: TenantRestaurant, token: string): Promise<StaffInviteRow> {
  const row = await findInviteByTokenHash(ctx.session.db, restaurant.id, hashInviteToken(token));
  if (!usable(row, ctx.clock())) throw invalid();
  return row;
}

/** POST /team/invites/lookup: what the join page shows. */
export async function readInvite(ctx: JoinContext, restaurant: TenantRestaurant, token: string): Promise<InvitePreview> {
  const row = await waitingInvite(ctx, restaurant, token);
  const account = await findUserByEmail(ctx.session.db, row.email);
  return { restaurantName: restaurant.name, email: row.email, role: row.role, accountExists: account !== null, expiresAt: row.expiresAt.toISOString() };
}

export interface Joined {
  user: User;
  /** The new account's session (null for someone already signed in). */
  session: IssuedSession | null;
  /** False when the account was on the team already (the invitation is spent all the same). */
  joined: boolean;
}

type Accepting = { kind: 'existing'; row: UserRow } | { kind: 'new'; name: string; passwordHash: string };

/** The account that accepts: the signed-in one (it must be the invited e-mail), or a new one. */
async function acceptingAccount(ctx: JoinContext, invite: StaffInviteRow, body: InviteAcceptBody, signedIn: AuthenticatedUser | null): Promise<Accepting> {
  if (signedIn) {
    if (signedIn.email !== invite.email) throw new AppError('FORBIDDEN', apiMessage('team.wrongAccount', { email: invite.email }));
    const row = await findUserById(ctx.session.db, signedIn.id);
    if (!row) throw new AppError('UNAUTHORIZED', apiMessage('auth.notAuthenticated'));
    return { kind: 'existing', row };
  }
  if (await findUserByEmail(ctx.session.db, invite.email)) throw new AppError('UNAUTHORIZED', apiMessage('team.signInToAccept'));
  const missing = [
    ...(body.name ? [] : [{ field: 'name', message: TEAM_MESSAGES.nameRequired }]),
    ...(body.password ? [] : [{ field: 'password', message: TEAM_MESSAGES.passwordRequired }]),
  ];
  if (missing.length > 0) throw new AppError('VALIDATION_ERROR', missing[0]!.message, missing);
  return { kind: 'new', name: body.name!, passwordHash: await hashPassword(body.password!) };
}

/** POST /team/invites/accept. */
export async function acceptInvite(ctx: JoinContext, restaurant: TenantRestaurant, body: InviteAcceptBody, signedIn: AuthenticatedUser | null): Promise<Joined> {
  const invite = await waitingInvite(ctx, restaurant, body.token);
  const account = await acceptingAccount(ctx, invite, body, signedIn);
  const now = ctx.clock();
  const { user, joined } = await ctx.session.db.transaction(async (tx) => {
    await lockRoster(tx, restaurant.id);
    let user: UserRow;
    if (account.kind === 'existing') user = account.row;
    else {
      try {
        user = await insertUser(tx, { email: invite.email, name: account.name, passwordHash: account.passwordHash });
      } catch (err) {
        // Registered meanwhile: that account signs in to accept.
        if (isUniqueViolation(err)) throw new AppError('UNAUTHORIZED', apiMessage('team.signInToAccept'));
        throw err;
      }
    }
    if (!(await spendInvite(tx, restaurant.id, invite.id, { userId: user.id, now }))) throw invalid();
    if (!(await addToRoster(tx, { restaurantId: restaurant.id, userId: user.id, role: invite.role, now }))) return { user, joined: false };
    const member = presentMember((await findOnRoster(tx, restaurant.id, user.id))!);
    await recordAudit(tx, {
      restaurantId: restaurant.id,
      by: { id: user.id, name: user.name },
      action: 'joined',
      entity: 'member',
      entityId: user.id,
      before: null,
      after: { ...member, inviteId: invite.id },
      at: now,
    });
    return { user, joined: true };
  });
  const session = account.kind === 'new' ? await startSession(ctx.session, user) : null;
  return { user: await presentUser(ctx.session.db, user), session, joined };
}
