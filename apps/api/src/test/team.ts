/**
 * Test helpers for the team (/staff/team, /team/invites): an invitation sent as the owner, with the
 * token read from the e-mail it queued (the only place it exists in clear).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { teamInviteResponse, teamResponse, type StaffRole, type TeamInvite, type TeamResponse } from '@platter/domain';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { callAs, GOLDEN_FORK_HOST, type Caller } from './menu-editor.ts';

/** The link and token of the last invitation e-mailed to `email`. */
export async function inviteLinkFor(db: Database, email: string): Promise<{ joinUrl: string; token: string }> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email.toLowerCase()), eq(mailOutbox.kind, 'team_invite')))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`No invitation e-mailed to ${email}`);
  const joinUrl = String(mail.payload.joinUrl);
  return { joinUrl, token: new URL(joinUrl).searchParams.get('token') ?? '' };
}

/** POST /staff/team/invites as `who`, expecting 201; the invitation and its link's token. */
export async function invite(
  app: FastifyInstance,
  db: Database,
  who: Caller,
  email: string,
  role: StaffRole,
  host = GOLDEN_FORK_HOST,
): Promise<TeamInvite & { token: string }> {
  const res = await callAs(app, who, 'POST', '/staff/team/invites', { email, role }, host);
  if (res.statusCode !== 201) throw new Error(`POST /staff/team/invites: ${res.statusCode} ${res.body}`);
  const { invite: sent } = teamInviteResponse.parse(res.json()).data;
  return { ...sent, token: (await inviteLinkFor(db, email)).token };
}

/** GET /staff/team as `who`, expecting 200. */
export async function teamOf(app: FastifyInstance, who: Caller, host = GOLDEN_FORK_HOST): Promise<TeamResponse['data']> {
  const res = await callAs(app, who, 'GET', '/staff/team', undefined, host);
  if (res.statusCode !== 200) throw new Error(`GET /staff/team: ${res.statusCode} ${res.body}`);
  return teamResponse.parse(res.json()).data;
}
