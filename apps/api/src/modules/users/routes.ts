import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, updateProfileBody, userResponse } from '@platter/domain';
import { requireUser } from '../../platform/auth.ts';
import { emptyBodyAsForm } from '../../platform/request-body.ts';
import { loadUser, updateProfile } from './service.ts';

export const PROFILE_UPDATED = 'Profile updated successfully!';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
