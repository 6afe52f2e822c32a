import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, restaurantResponse, restaurantSlugParams } from '@platter/domain';
import type { Config } from '../../config.ts';
import { addressSearchOf, cardPaymentsOf, presentPublicRestaurant, signInProvidersOf, themeStylesheet } from './presenters.ts';
import { publicRestaurant } from './service.ts';
import { publicPartsOf } from './public-configuration.ts';
import { languageAmong } from '../../platform/language.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

export const restaurantRoutes: FastifyPluginAsyncZod<{ config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'FACEBOOK_APP_ID'> & Partial<Pick<Config, 'GOOGLE_MAPS_API_KEY' | 'PHOTON_URL' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'>> }> = async (app, { config }) => {
  const signInProviders = signInProvidersOf(config);
  const addressSearch = addressSearchOf(config);
  const cardPayments = cardPaymentsOf(config);
  app.get(
    '/restaurants/public/:slug',
    {
      schema: {
        tags: ['Restaurant'],
        summary: "A restaurant's public configuration; slug '-' means the restaurant of the current domain",
        params: restaurantSlugParams,
        response: { 200: restaurantResponse, ...errors },
      },
    },
    async (request, reply) => {
      const row = await publicPartsOf(app, (await publicRestaurant(app.restaurants, request.params.slug, request.host)).id);
      // The description and About content are in the request's language.
      reply.header('vary', 'accept-language, cookie');
      return { data: { restaurant: presentPublicRestaurant(row, app.clock(), languageAmong(request, row.languages), signInProviders, addressSearch, cardPayments) } };
    },
  );

  app.get(
    '/restaurants/public/:slug/styles.css',
    {
      schema: {
        tags: ['Restaurant'],
        summary: "The restaurant's theme as CSS custom properties (light and dark)",
        params: restaurantSlugParams,
        response: {
          200: { description: 'Stylesheet', content: { 'text/css': { schema: z.string() } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const row = await publicPartsOf(app, (await publicRestaurant(app.restaurants, request.params.slug, request.host)).id);
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=300');
      return reply.send(themeStylesheet(row));
    },
  );
};
