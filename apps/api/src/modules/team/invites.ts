/**
 * Invitations (issue 27): the owner invites an e-mail address with a role. The link's token is 32
 * random bytes, stored only as its SHA-256, and works once within TEAM_INVITE_TTL_DAYS; the e-mail
 * goes through the mail outbox, written with the invitation. Sending again to an address with an
 * invitation waiting withdraws that one (its link stops working) and sends a new link.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  MAX_PENDING_INVITES,
  TEAM_INVITE_TTL_DAYS,
  teamMessages,
  type TeamInvite,
  type TeamInviteBody,
} from '@platter/domain';
import type { Config } from '../../config.ts';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { recordAudit } from '../audit/index.ts';
import { enqueueMail, restaurantOrigin } from '../mail/index.ts';
import { presentInvite } from './presenters.ts';
import { countWaitingInvites, findWaitingInvite, insertInvite, revokeInviteRow } from './queries.ts';
import { isOnRosterByEmail, lockRoster } from './roster.ts';
import type { TeamChange } from './team-change.ts';
import { restaurantRowOf } from '../restaurants/index.ts';

const TTL_MS = TEAM_INVITE_TTL_DAYS * 24 * 60 * 60_000;

export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Sends an invitation; the link points at the restaurant's canonical origin (as every e-mail's links). */
export async function inviteToTeam(change: TeamChange, body: TeamInviteBody, config: Pick<Config, 'BASE_DOMAIN' | 'PORT'>): Promise<TeamInvite> {
  const { app, restaurant, by } = change;
  const origin = restaurantOrigin(restaurant, config);
  const { contactEmail } = await restaurantRowOf(app, restaurant.id);
  const now = app.clock();
  const token = randomBytes(32).toString('base64url');
  const invite = await app.db.transaction(async (tx) => {
    await lockRoster(tx, restaurant.id);
    if (await isOnRosterByEmail(tx, restaurant.id, body.email)) {
      const message = teamMessages.alreadyMember(body.email);
      throw new AppError('ALREADY_ON_TEAM', message, [{ field: 'email', message }]);
    }
    const replaced = await findWaitingInvite(tx, restaurant.id, { email: body.email });
    if (replaced) await revokeInviteRow(tx, restaurant.id, replaced.id, now);
    else if ((await countWaitingInvites(tx, restaurant.id)) >= MAX_PENDING_INVITES) throw new AppError('CONFLICT', apiMessage('team.tooManyInvites', { count: MAX_PENDING_INVITES }));
    const row = await insertInvite(tx, {
      restaurantId: restaurant.id,
      email: body.email,
      role: body.role,
      tokenHash: hashInviteToken(token),
      invitedBy: by.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TTL_MS),
    });
    const after = presentInvite({ ...row, invitedByName: by.name }, now);
    const before = replaced ? presentInvite(replaced, now) : null;
    await recordAudit(tx, { restaurantId: restaurant.id, by, action: 'created', entity: 'invite', entityId: row.id, before, after, at: now });
    await enqueueMail(tx, [
      {
        restaurantId: restaurant.id,
        kind: 'team_invite',
        recipient: body.email,
        replyTo: contactEmail || null,
        payload: { inviterName: by.name, role: body.role, joinUrl: `${origin}/join-team?token=${token}`, expiresInDays: TEAM_INVITE_TTL_DAYS },
      },
    ]);
    return after;
  });
  app.mail.nudge();
  return invite;
}

/** Withdraws an invitation still waiting (its link stops working); answers it as it was. */
export async function revokeInvite(change: TeamChange, inviteId: string): Promise<TeamInvite> {
  const { app, restaurant, by } = change;
  const now = app.clock();
  return app.db.transaction(async (tx) => {
    const row = await findWaitingInvite(tx, restaurant.id, { id: inviteId });
    if (!row || !(await revokeInviteRow(tx, restaurant.id, inviteId, now))) throw AppError.notFound(apiMessage('team.inviteNotFound'));
    const before = presentInvite(row, now);
    await recordAudit(tx, { restaurantId: restaurant.id, by, action: 'revoked', entity: 'invite', entityId: inviteId, before, after: null, at: now });
    return before;
  });
}
