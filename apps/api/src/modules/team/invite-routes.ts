/**
 * The invitee's calls (`/api/v1/team/invites/...`, public, per client address like login and
 * register): read an invitation by its link's token, and accept it. The token travels in the body,
 * never in a path or query (those are logged). See joining.ts for the rules.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  inviteAcceptBody,
  inviteAcceptedResponse,
  inviteLookupBody,
  invitePreviewResponse,
  teamMessages,
} from '@platter/domain';
import type { Config } from '../../config.ts';
import { bearerToken } from '../../platform/auth.ts';
import { emptyBodyAsForm } from '../../platform/request-body.ts';
import { REFRESH_COOKIE, refreshCookieOptions } from '../auth/index.ts';
import { acceptInvite, readInvite, type JoinContext } from './joining.ts';

/** Per client IP, as login and register. */
const IP_WINDOW_MS = 15 * 60_000;

type InviteConfig = Pick<Config, 'AUTH_RATE_LIMIT_MAX' | 'NODE_ENV' | 'REFRESH_TOKEN_TTL_DAYS' | 'JWT_SECRET'>;

export const inviteRoutes: FastifyPluginAsyncZod<{ config: InviteConfig }> = async (app, { config }) => {
  const context = (request: FastifyRequest): JoinContext => ({
    session: { db: app.db, tokens: app.accessTokens, config, log: request.log, events: app.events },
    clock: app.clock,
  });
  const ipLimit = { rateLimit: { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: IP_WINDOW_MS } };

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/team/invites/lookup',
    {
      config: ipLimit,
      preValidation: emptyBodyAsForm,
      schema: {
        tags: ['Team'],
        summary: 'Read an invitation by its link’s token: the restaurant, the role, the e-mail, whether it has an account',
        description:
          'The restaurant is the Host’s. An unknown, used, withdrawn or expired token (or another restaurant’s) answers the same 404.',
        body: inviteLookupBody,
        response: { 200: invitePreviewResponse, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const invite = await readInvite(context(request), await request.tenant(), request.body.token);
      return { data: { invite } };
    },
  );

  app.post(
    '/team/invites/accept',
    {
      config: ipLimit,
      preValidation: emptyBodyAsForm,
      schema: {
        tags: ['Team'],
        summary: 'Accept an invitation: join the team, signed in as the invited e-mail or with a new account',
        description:
          'With a bearer token: that account must be the invited e-mail (403 otherwise) → 200 `{user, accessToken: null}`. ' +
          'Without: the e-mail must have no account yet (401 otherwise: sign in first), and `name` and `password` (the register ' +
          'rules) make one, signed in → 201 `{user, accessToken}` and the refresh cookie. The token then stops working.',
        security: [{}, { bearerAuth: [] }],
        body: inviteAcceptBody,
        response: {
          200: inviteAcceptedResponse,
          201: inviteAcceptedResponse,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      const signedIn = token ? await app.accessTokens.verify(token) : null;
      const restaurant = await request.tenant();
      const { user, session, joined } = await acceptInvite(context(request), restaurant, request.body, signedIn);
      if (session) {
        reply.setCookie(REFRESH_COOKIE, session.refreshToken, refreshCookieOptions(config));
        reply.code(201);
      }
      return {
        data: { user, accessToken: session?.accessToken ?? null },
        message: joined ? teamMessages.joined(restaurant.name) : teamMessages.alreadyJoined(restaurant.name),
      };
    },
  );
};
