/** The restaurant's side of the menu during service (`/api/v1/staff/...`). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, productAvailabilityBody, productIdParams, productResponse } from '@platter/domain';
import { requireStaff, staffOnly } from '../../platform/auth.ts';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { changeAvailability } from './service.ts';

export const staffCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/staff/products/:id/availability',
    {
      onRequest: staffOnly(),
      schema: {
        tags: ['Staff'],
        summary: 'Mark a dish sold out, or available again (Owner, Manager, Staff)',
        security: [{ bearerAuth: [] }],
        params: productIdParams,
        querystring: tenantQuery,
        body: productAvailabilityBody,
        response: { 200: productResponse, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const staff = request.staff ?? (await requireStaff(request));
      const product = await changeAvailability(app, staff, request.params.id, request.body.isAvailable);
      return {
        data: { product },
        message: product.isAvailable ? `${product.name} is available again.` : `${product.name} is marked sold out.`,
      };
    },
  );
};
