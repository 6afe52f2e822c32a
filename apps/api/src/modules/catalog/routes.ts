import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  categoriesResponse,
  productIdParams,
  productListQuery,
  productResponse,
  productsResponse,
  type CategoriesResponse,
  type ProductsResponse,
} from '@platter/domain';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { menuCategories, menuProduct, menuProducts } from './service.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

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
      const body = await menuCategories(app.db, app.catalogCache, restaurant.id);
      reply.header('etag', body.etag).type(JSON_TYPE);
      // Already serialised (and validated) by the cache; Fastify sends JSON text as is.
      return reply.send(body.json as unknown as CategoriesResponse);
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
      const body = await menuProducts(app.db, app.catalogCache, restaurant.id, { isActive, categoryId, limit });
      reply.header('etag', body.etag).type(JSON_TYPE);
      return reply.send(body.json as unknown as ProductsResponse);
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
    async (request) => {
      const restaurant = await request.tenant();
      const product = await menuProduct(app.db, restaurant.id, request.params.id);
      return { data: { product } };
    },
  );
};
