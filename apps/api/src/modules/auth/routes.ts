import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  authResponse,
  changePasswordBody,
  loggedOutResponse,
  loginBody,
  passwordChangedResponse,
  registerBody,
  type AuthResponse,
} from '@platter/domain';
import type { Config } from '../../config.ts';
import { bearerToken, requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { withRetryAfter } from '../../platform/rate-limit.ts';
import { emptyBodyAsForm } from '../../platform/request-body.ts';
import { refuseCrossSite } from '../../platform/same-origin.ts';
import { clearedRefreshCookieOptions, REFRESH_COOKIE, refreshCookieOptions } from './cookie.ts';
import {
  changePassword,
  LOGIN_SUCCESSFUL,
  login,
  PASSWORD_CHANGED,
  presentSession,
  register,
  REGISTRATION_SUCCESSFUL,
  warmDummyHash,
  type AuthContext,
} from './service.ts';
import { endSession, rotateSession, type IssuedSession } from './sessions.ts';

/** Per client IP, each of login and register (the per-account locks are in the service). */
const IP_WINDOW_MS = 15 * 60_000;

export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const context = (request: FastifyRequest): AuthContext => ({
    db: app.db,
    tokens: app.accessTokens,
    events: app.events,
    config,
    log: request.log,
    limiter: app.attemptLimiter,
  });

  // The first unknown-e-mail login must not be the slow one.
  app.addHook('onReady', async () => {
    await warmDummyHash();
  });

  async function answer(request: FastifyRequest, reply: FastifyReply, session: IssuedSession, message: string): Promise<AuthResponse> {
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, refreshCookieOptions(config));
    reply.header('cache-control', 'no-store');
    return { data: await presentSession(context(request), session), message };
  }

  const ipLimit = { rateLimit: { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: IP_WINDOW_MS } };
  const errors = { 400: apiErrorSchema, 429: apiErrorSchema };

  app.post(
    '/auth/register',
    {
      config: ipLimit,
      preValidation: emptyBodyAsForm,
      schema: {
        tags: ['Accounts'],
        summary: 'Create an account and log in (refresh token set as an httpOnly cookie)',
        body: registerBody,
        response: { 201: authResponse, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await withRetryAfter(reply, () => register(context(request), request.body));
      reply.code(201);
      return answer(request, reply, session, REGISTRATION_SUCCESSFUL);
    },
  );

  app.post(
    '/auth/login',
    {
      config: ipLimit,
      preValidation: emptyBodyAsForm,
      schema: {
        tags: ['Accounts'],
        summary: 'Log in with e-mail and password (refresh token set as an httpOnly cookie)',
        body: loginBody,
        response: { 200: authResponse, 401: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await withRetryAfter(reply, () => login(context(request), request.body));
      return answer(request, reply, session, LOGIN_SUCCESSFUL);
    },
  );

  app.post(
    '/auth/refresh-token',
    {
      onRequest: refuseCrossSite,
      schema: {
        tags: ['Accounts'],
        summary: "Trade the refresh-token cookie for a new access token (the cookie rotates); 403 when Origin names another site",
        security: [{ refreshCookie: [] }],
        response: { 200: authResponse, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        const session = await rotateSession(context(request), request.cookies[REFRESH_COOKIE]);
        return await answer(request, reply, session, 'Session refreshed.');
      } catch (err) {
        if (err instanceof AppError && err.code === 'UNAUTHORIZED') reply.clearCookie(REFRESH_COOKIE, clearedRefreshCookieOptions(config));
        throw err;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['Accounts'],
        summary: "End this session: revoke its refresh tokens and clear the cookie (works with an expired access token)",
        // Either credential names the session; with neither there is nothing to end (still 200).
        security: [{ refreshCookie: [] }, { bearerAuth: [] }, {}],
        response: { 200: loggedOutResponse },
      },
    },
    async (request, reply) => {
      let sessionId: string | null = null;
      const token = bearerToken(request);
      if (token) sessionId = await app.accessTokens.verify(token).then((u) => u.sessionId, () => null);
      await endSession(context(request), request.cookies[REFRESH_COOKIE], sessionId);
      reply.clearCookie(REFRESH_COOKIE, clearedRefreshCookieOptions(config));
      reply.header('cache-control', 'no-store');
      return { data: {}, message: 'Logged out.' };
    },
  );
  // The auth module owns passwords; the path is the spec's.
  app.put(
    '/users/me/change-password',
    {
      onRequest: app.authenticate,
      preValidation: emptyBodyAsForm,
      schema: {
        tags: ['Accounts'],
        summary: "Change the password: other sessions end, older access tokens stop working; this session gets a new token",
        security: [{ bearerAuth: [] }],
        body: changePasswordBody,
        response: { 200: passwordChangedResponse, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = requireUser(request);
      const { accessToken } = await withRetryAfter(reply, () =>
        changePassword(context(request), { userId: user.id, sessionId: user.sessionId }, request.body),
      );
      return { data: { accessToken }, message: PASSWORD_CHANGED };
    },
  );
};
