import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, changePasswordBody, passwordChangedResponse, updateProfileBody, userResponse } from '@platter/domain';
import type { Config } from '../../config.ts';
import { requireUser } from '../../platform/auth.ts';
import { emptyBodyAsForm, withRetryAfter } from '../auth/routes.ts';
import { changePassword, PASSWORD_CHANGED } from '../auth/service.ts';
import { loadUser, updateProfile } from './service.ts';

export const PROFILE_UPDATED = 'Profile updated successfully!';

export const userRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // Personal data: never stored by a shared cache, never answered 304 across accounts.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/users/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Accounts'],
        summary: 'The logged-in diner: profile, saved addresses, points and roles per restaurant',
        security: [{ bearerAuth: [] }],
        response: { 200: userResponse, 401: apiErrorSchema },
      },
    },
    async (request) => ({ data: { user: await loadUser(app.db, requireUser(request).id) } }),
  );

  app.put(
    '/users/me',
    {
      onRequest: app.authenticate,
      preValidation: emptyBodyAsForm,
      schema: {
        tags: ['Accounts'],
        summary: 'Change name and phone number (the e-mail cannot change)',
        security: [{ bearerAuth: [] }],
        body: updateProfileBody,
        response: { 200: userResponse, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({
      data: { user: await updateProfile(app.db, requireUser(request).id, request.body) },
      message: PROFILE_UPDATED,
    }),
  );

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
      const user = requireUser(request);
      const { accessToken } = await withRetryAfter(reply, () =>
        changePassword(
          { db: app.db, tokens: app.accessTokens, config, log: request.log, limiter: app.attemptLimiter },
          { userId: user.id, sessionId: user.sessionId },
          request.body,
        ),
      );
      return { data: { accessToken }, message: PASSWORD_CHANGED };
    },
  );
};
