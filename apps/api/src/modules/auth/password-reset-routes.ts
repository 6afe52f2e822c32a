import { createHash } from 'node:crypto';
import { languageAmong } from '../../platform/language.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  FORGOT_PASSWORD_ACCEPTED,
  forgotPasswordBody,
  forgotPasswordResponse,
  resetPasswordBody,
  resetPasswordResponse,
} from '@platter/domain';
import type { Config } from '../../config.ts';
import { LockedError, minutesText, withRetryAfter } from '../../platform/rate-limit.ts';
import { emptyBodyAsForm } from '../../platform/request-body.ts';
import { PASSWORD_RESET_DONE, resetPassword, sendPasswordResetLink, type PasswordResetContext } from './password-reset.ts';

const HOUR_MS = 60 * 60_000;
/** Per client IP, like login and register. */
const RESET_IP_WINDOW_MS = 15 * 60_000;

/** Rate-limit keys never hold the address itself. */
function emailKey(email: string): string {
  return `forgot-password:email:${createHash('sha256').update(email).digest('base64url').slice(0, 32)}`;
}

export const passwordResetRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const context = (request: FastifyRequest): PasswordResetContext => ({
    db: app.db,
    tokens: app.accessTokens,
    events: app.events,
    config,
    log: request.log,
    limiter: app.attemptLimiter,
    clock: app.clock,
    mailQueued: () => app.mail.nudge(),
    restaurants: app.restaurants,
  });

  // Counted for every address, known or not, so a 429 tells nothing either.
  const perEmail = app.createRateLimit({
    max: config.PASSWORD_RESET_EMAIL_LIMIT_PER_HOUR,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => emailKey((request.body as { email: string }).email),
  });

  app.post(
    '/auth/forgot-password',
    {
      config: { rateLimit: { max: config.PASSWORD_RESET_RATE_LIMIT_PER_HOUR, timeWindow: HOUR_MS } },
      preValidation: emptyBodyAsForm,
      schema: {
        tags: ['Accounts'],
        summary: "E-mail a password-reset link (valid 30 minutes) to the account, on this restaurant's site; the same answer for unknown e-mails",
        body: forgotPasswordBody,
        response: { 202: forgotPasswordResponse, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const restaurant = await request.tenant();
      await withRetryAfter(reply, async () => {
        const limit = await perEmail(request);
        if (!limit.isAllowed && limit.isExceeded) {
          throw new LockedError(`Too many requests for this e-mail. Please try again in ${minutesText(limit.ttl)}.`, limit.ttl);
        }
      });
      const ctx = context(request);
      const { email } = request.body;
      // The link's e-mail in the language the diner asked in.
      const language = languageAmong(request, restaurant.languages);
      // Answer first: looking the account up and queueing the e-mail happen afterwards.
      app.background.run('password-reset-request', () => sendPasswordResetLink(ctx, { email, restaurant, language }));
      reply.code(202);
      return { data: {}, message: FORGOT_PASSWORD_ACCEPTED };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { rateLimit: { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: RESET_IP_WINDOW_MS } },
      preValidation: emptyBodyAsForm,
      schema: {
        tags: ['Accounts'],
        summary: 'Set a new password with the token from a reset link; every session of the account ends',
        body: resetPasswordBody,
        response: { 200: resetPasswordResponse, 400: apiErrorSchema, 410: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await resetPassword(context(request), request.body);
      return { data: {}, message: PASSWORD_RESET_DONE };
    },
  );
};
