import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, favoriteIdsResponse, favoriteParams, favoritesResponse, noContentResponse } from '@platter/domain';
import { requireUser } from '../../platform/auth.ts';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { addFavorite, favoriteIdsOf, favoritesOf, removeFavorite } from './service.ts';

const failures = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const done = noContentResponse;

/** The signed-in diner's favourite dishes at the restaurant the Host names. */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/favorites',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Favourites'],
        summary: "The diner's favourite dishes at this restaurant, newest first, each as the menu presents it",
        description: 'At most 200. Dishes now sold out (isAvailable false) or off the menu (isActive false) are listed with that state.',
        security: [{ bearerAuth: [] }],
        querystring: tenantQuery,
        response: { 200: favoritesResponse, ...failures },
      },
    },
    async (request) => {
      const restaurant = await request.tenant();
      return { data: { favorites: await favoritesOf(app.db, restaurant.id, requireUser(request).id) } };
    },
  );

  app.get(
    '/favorites/ids',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Favourites'],
        summary: "Just the ids of the diner's favourite dishes at this restaurant, newest first (the menu's hearts)",
        security: [{ bearerAuth: [] }],
        querystring: tenantQuery,
        response: { 200: favoriteIdsResponse, ...failures },
      },
    },
    async (request) => {
      const restaurant = await request.tenant();
      return { data: { productIds: await favoriteIdsOf(app.db, restaurant.id, requireUser(request).id) } };
    },
  );

  app.put(
    '/favorites/:productId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Favourites'],
        summary: 'Make a dish of this restaurant a favourite (idempotent)',
        description:
          "204 whether it is new or already a favourite. Another restaurant's, an unknown, a malformed or a withdrawn dish: 404. " +
          'A 201st favourite at one restaurant: 409.',
        security: [{ bearerAuth: [] }],
        params: favoriteParams,
        querystring: tenantQuery,
        response: { 204: done, ...failures, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const restaurant = await request.tenant();
      await addFavorite(app.db, restaurant.id, requireUser(request).id, request.params.productId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/favorites/:productId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Favourites'],
        summary: 'Remove a dish from the favourites (idempotent: 204 also when it was not one)',
        security: [{ bearerAuth: [] }],
        params: favoriteParams,
        querystring: tenantQuery,
        response: { 204: done, ...failures },
      },
    },
    async (request, reply) => {
      const restaurant = await request.tenant();
      await removeFavorite(app.db, restaurant.id, requireUser(request).id, request.params.productId);
      return reply.code(204).send(null);
    },
  );
};
