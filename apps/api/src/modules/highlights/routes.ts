import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, highlightsResponse } from '@platter/domain';
import { requestLanguage } from '../../platform/language.ts';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { publicHighlights } from './service.ts';

export const highlightRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/highlights/public',
    {
      schema: {
        tags: ['Content'],
        summary: 'Active hero slides, in display order',
        querystring: tenantQuery,
        response: { 200: highlightsResponse, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const restaurant = await request.tenant();
      return { data: { highlights: await publicHighlights(app.db, restaurant.id, await requestLanguage(request)) } };
    },
  );
};
