/**
 * The member's restaurants (`/api/v1/staff/restaurants`, the same on any restaurant's address) and
 * the switch between them: a hand-off code issued for another restaurant the member may open, and
 * redeemed on that restaurant's own address (`/api/v1/auth/handoff`, per client address like login).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, authResponse, handoffRedeemBody, staffHandoffResponse, staffRestaurantParams, staffRestaurantsResponse } from '@platter/domain';
import type { Config } from '../../config.ts';
import { requireUser } from '../../platform/auth.ts';
import { emptyBodyAsForm } from '../../platform/request-body.ts';
import { issueHandoff, redeemHandoff, restaurantsOpenTo, type HandoffContext } from './service.ts';

/** Per client IP, as login and register. */
const IP_WINDOW_MS = 15 * 60_000;
const LOGIN_SUCCESSFUL = 'Login successful!';

type OrganisationConfig = Pick<Config, 'BASE_DOMAIN' | 'PORT' | 'AUTH_RATE_LIMIT_MAX' | 'NODE_ENV' | 'REFRESH_TOKEN_TTL_DAYS' | 'JWT_SECRET'>;

export const organisationRoutes: FastifyPluginAsyncZod<{ config: OrganisationConfig }> = async (app, { config }) => {
  const context: HandoffContext = { db: app.db, clock: app.clock, config };
  const failures = { 401: apiErrorSchema, 403: apiErrorSchema };

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/staff/restaurants',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Organisations'],
        summary: 'The restaurants the signed-in member may open, with their role at each',
        description:
          'An Owner of an organisation: every restaurant of it; a Manager or Staff: their own. In name order. The same answer on ' +
          'any restaurant’s address (it lists the caller’s own restaurants only). A diner (staff nowhere): 403.',
        security: [{ bearerAuth: [] }],
        response: { 200: staffRestaurantsResponse, ...failures },
      },
    },
    async (request) => ({ data: { restaurants: await restaurantsOpenTo(app.db, requireUser(request).id) } }),
  );

  app.post(
    '/staff/restaurants/:restaurantId/handoff',
    {
      onRequest: app.authenticate,
      preValidation: emptyBodyAsForm,
      schema: {
        tags: ['Organisations'],
        summary: 'Open another of the member’s restaurants: a single-use, 60-second switch link to its staff area',
        description:
          '`url` is the restaurant’s staff switch page on its own address (its first custom domain, else {slug}.{BASE_DOMAIN}) with ' +
          'the code in the fragment; that page redeems it (POST /auth/handoff) for a session there. A restaurant the member may not ' +
          'open: 404. A diner: 403.',
        security: [{ bearerAuth: [] }],
        params: staffRestaurantParams,
        response: { 201: staffHandoffResponse, ...failures, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const handoff = await issueHandoff(context, requireUser(request).id, request.params.restaurantId);
      reply.code(201);
      return { data: handoff };
    },
  );

  app.post(
    '/auth/handoff',
    {
      config: { rateLimit: { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: IP_WINDOW_MS } },
      preValidation: emptyBodyAsForm,
      schema: {
        tags: ['Organisations'],
        summary: 'Redeem a switch code on the restaurant’s own address: signed in there (refresh token set as an httpOnly cookie)',
        description:
          'The code is good once, for 60 seconds, and only on the address of the restaurant it was issued for; unknown, used, expired, ' +
          'another restaurant’s, or of someone no longer on the team: 404.',
        body: handoffRedeemBody,
        response: { 200: authResponse, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const sessionContext = { db: app.db, tokens: app.accessTokens, config, log: request.log, events: app.events };
      const { data, cookie } = await redeemHandoff({ ...context, session: sessionContext }, await request.tenant(), request.body.code);
      reply.setCookie(cookie.name, cookie.value, cookie.options);
      return { data, message: LOGIN_SUCCESSFUL };
    },
  );
};
