import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, confirmEmailBody, GUEST_TEXTS, verifyEmailResponse } from '@platter/domain';
import type { Config } from '../../config.ts';
import { requireUser } from '../../platform/auth.ts';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { confirmEmail, sendVerificationLink } from './email-verification.ts';

const HOUR_MS = 60 * 60_000;

/** E-mail verification (issue 30): the link, and opening it (which claims the address's guest orders here). */
export const emailVerificationRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/users/me/verify-email',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: config.PASSWORD_RESET_RATE_LIMIT_PER_HOUR, timeWindow: HOUR_MS } },
      schema: {
        tags: ['Accounts'],
        summary: "E-mail a link that verifies the account's address (valid 24 hours), on this restaurant's site; nothing when already verified",
        security: [{ bearerAuth: [] }],
        querystring: tenantQuery,
        response: { 202: verifyEmailResponse, 200: verifyEmailResponse, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const restaurant = await request.tenant();
      const sent = await sendVerificationLink({ db: app.db, config, mailQueued: () => app.mail.nudge(), restaurants: app.restaurants }, requireUser(request).id, restaurant, app.clock());
      if (!sent) return { data: { emailVerified: true }, message: GUEST_TEXTS.emailVerified };
      reply.code(202);
      return { data: { emailVerified: false }, message: GUEST_TEXTS.verificationSent };
    },
  );

  app.post(
    '/auth/verify-email/confirm',
    {
      config: { rateLimit: { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: 15 * 60_000 } },
      schema: {
        tags: ['Accounts'],
        summary: "Verify the account's address with the token from the e-mailed link; then this restaurant's guest orders placed with it join the account (points once)",
        querystring: tenantQuery,
        body: confirmEmailBody,
        response: { 200: verifyEmailResponse, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const restaurant = await request.tenant();
      const claim = await confirmEmail(app, restaurant.id, request.body.token, app.clock());
      return { data: { emailVerified: true, claim }, message: GUEST_TEXTS.emailVerified };
    },
  );
};
