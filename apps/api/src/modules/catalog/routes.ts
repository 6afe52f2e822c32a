import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  categoriesResponse,
  productIdParams,
  productListQuery,
  productResponse,
  productsResponse,
} from '@platter/domain';
import { sendSerializedJson } from '../../platform/etag.ts';
import { requestLanguage } from '../../platform/language.ts';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { menuCategories, menuProduct, menuProducts } from './service.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
/** The answers' texts follow the diner's language (the cookie, else Accept-Language): caches must key on both. */
const LANGUAGE_VARY = ['accept-language', 'cookie'];

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['Menu'],
        summary: "The restaurant's active categories, in display order",
        querystring: tenantQuery,
        response: { 200: categoriesResponse, ...errors },
      },
    },
    async (request, reply) => {
      const restaurant = await request.tenant();
      // Serialised (and validated) once by the catalogue cache.
      return sendSerializedJson(request, reply, await menuCategories(app.db, app.catalogCache, restaurant.id, await requestLanguage(request)), LANGUAGE_VARY);
    },
  );

  app.get(
    '/products',
    {
      schema: {
        tags: ['Menu'],
        summary: "The restaurant's products with their options",
        querystring: productListQuery.extend(tenantQuery.shape),
        response: { 200: productsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const restaurant = await request.tenant();
      const { isActive, categoryId, limit } = request.query;
      return sendSerializedJson(request, reply, await menuProducts(app.db, app.catalogCache, restaurant.id, { isActive, categoryId, limit }, await requestLanguage(request)), LANGUAGE_VARY);
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['Menu'],
        summary: 'One product of the restaurant',
        params: productIdParams,
        querystring: tenantQuery,
        response: { 200: productResponse, ...errors },
      },
    },
    async (request, reply) => {
      const restaurant = await request.tenant();
      const product = await menuProduct(app.db, restaurant.id, request.params.id, await requestLanguage(request));
      reply.header('vary', LANGUAGE_VARY.join(', '));
      return { data: { product } };
    },
  );
};
