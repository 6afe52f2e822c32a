/**
 * The team (`/api/v1/staff/team/...`, Owner only): the members and the invitations waiting,
 * invite by e-mail with a role, withdraw an invitation, change a member's role (versioned), remove
 * a member. The invitee's public calls are in invite-routes.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  ROLES_THAT_RUN_TEAM,
  staleMemberEditSchema,
  teamDoneResponse,
  teamInviteBody,
  teamInviteParams,
  teamInviteResponse,
  teamMemberParams,
  teamMemberResponse,
  teamMessages,
  teamResponse,
  teamRoleChangeBody,
} from '@platter/domain';
import type { Config } from '../../config.ts';
import { requireStaff, staffOnly } from '../../platform/auth.ts';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { inviteToTeam, revokeInvite } from './invites.ts';
import { changeRole, removeMember } from './members.ts';
import { loadTeam, teamChangeOf, type TeamChange } from './team-change.ts';

const failures = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const common = { tags: ['Team'], security: [{ bearerAuth: [] }], querystring: tenantQuery };

async function changeOf(request: FastifyRequest): Promise<TeamChange> {
  const staff = request.staff ?? (await requireStaff(request, ROLES_THAT_RUN_TEAM));
  return teamChangeOf(request.server, staff, await request.tenant());
}

export const teamRoutes: FastifyPluginAsyncZod<{ config: Pick<Config, 'BASE_DOMAIN' | 'PORT'> }> = async (app, { config }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/staff/team',
    {
      onRequest: staffOnly(ROLES_THAT_RUN_TEAM),
      schema: {
        ...common,
        summary: 'The team: its members and the invitations waiting (Owner)',
        description:
          'Members: owners first, then managers, then staff, by name; `_id` is the account’s id, `version` the one a role change names. ' +
          'Invitations not yet accepted or withdrawn, newest first (`isExpired` once past `expiresAt`: send again or withdraw).',
        response: { 200: teamResponse, ...failures },
      },
    },
    async (request) => {
      const change = await changeOf(request);
      return { data: await loadTeam(app.db, change.restaurant.id, app.clock()) };
    },
  );

  app.post(
    '/staff/team/invites',
    {
      onRequest: staffOnly(ROLES_THAT_RUN_TEAM),
      schema: {
        ...common,
        summary: 'Invite someone by e-mail with a role (Owner)',
        description:
          'E-mails a link to /join-team?token=… on the restaurant’s own address, valid 7 days, single use. An invitation already waiting ' +
          'for the same e-mail is withdrawn and replaced. Someone already on the team: 409 `ALREADY_ON_TEAM`. At most 50 waiting (409).',
        body: teamInviteBody,
        response: { 201: teamInviteResponse, ...failures, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const change = await changeOf(request);
      const invite = await inviteToTeam(change, request.body, config);
      reply.code(201);
      return { data: { invite }, message: teamMessages.invited(invite.email) };
    },
  );

  app.delete(
    '/staff/team/invites/:id',
    {
      onRequest: staffOnly(ROLES_THAT_RUN_TEAM),
      schema: {
        ...common,
        summary: 'Withdraw an invitation (Owner)',
        description: 'Its link stops working. An invitation accepted, withdrawn already or of another restaurant: 404.',
        params: teamInviteParams,
        response: { 200: teamDoneResponse, ...failures },
      },
    },
    async (request) => {
      const invite = await revokeInvite(await changeOf(request), request.params.id);
      return { data: {}, message: teamMessages.inviteWithdrawn(invite.email) };
    },
  );

  app.patch(
    '/staff/team/members/:userId',
    {
      onRequest: staffOnly(ROLES_THAT_RUN_TEAM),
      schema: {
        ...common,
        summary: 'Change a member’s role (Owner)',
        description:
          'Names the version it was made on: another answers 409 `STALE_EDIT` naming who changed it and when, with `current`. ' +
          'The last owner cannot be made a manager or staff: 409 `LAST_OWNER`.',
        params: teamMemberParams,
        body: teamRoleChangeBody,
        response: { 200: teamMemberResponse, ...failures, 409: staleMemberEditSchema },
      },
    },
    async (request) => {
      const member = await changeRole(await changeOf(request), request.params.userId, request.body);
      return { data: { member }, message: teamMessages.roleChanged(member.name, member.role) };
    },
  );

  app.delete(
    '/staff/team/members/:userId',
    {
      onRequest: staffOnly(ROLES_THAT_RUN_TEAM),
      schema: {
        ...common,
        summary: 'Remove a member from the team (Owner)',
        description:
          'Their staff access ends at once: the next staff call answers 403, their live board’s socket is closed. Their account stays ' +
          '(a diner’s). The last owner cannot be removed: 409 `LAST_OWNER`.',
        params: teamMemberParams,
        response: { 200: teamDoneResponse, ...failures, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const member = await removeMember(await changeOf(request), request.params.userId);
      return { data: {}, message: teamMessages.removed(member.name) };
    },
  );
};
