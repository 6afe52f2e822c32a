import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, promotionsResponse, publicPromotionsQuery } from '@platter/domain';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { publicPromotions } from './service.ts';

export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/promotions/public',
    {
      schema: {
        tags: ['Promotions'],
        summary: "The restaurant's active promotions and rewards",
        querystring: publicPromotionsQuery.extend(tenantQuery.shape),
        response: { 200: promotionsResponse, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const restaurant = await request.tenant();
      const { isValidNow, displayToCustomers } = request.query;
      return { data: { promotions: await publicPromotions(app.db, restaurant.id, { isValidNow, displayToCustomers }) } };
    },
  );
};
