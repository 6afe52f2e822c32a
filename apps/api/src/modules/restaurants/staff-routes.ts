/** The restaurant's own settings during service (`/api/v1/staff/...`). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { apiErrorSchema, orderingSwitchBody, restaurantResponse } from '@platter/domain';
import { requireStaff, staffOnly } from '../../platform/auth.ts';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { addressSearchOf, cardPaymentsOf, presentPublicRestaurant, signInProvidersOf } from './presenters.ts';
import { switchOrdering } from './service.ts';
import { languageAmong } from '../../platform/language.ts';

/** Pausing the whole site's ordering is a manager's call. */
const MAY_PAUSE = ['Owner', 'Manager'] as const;

export const staffRestaurantRoutes: FastifyPluginAsyncZod<{ config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'FACEBOOK_APP_ID'> & Partial<Pick<Config, 'GOOGLE_MAPS_API_KEY' | 'PHOTON_URL' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'>> }> = async (app, { config }) => {
  const signInProviders = signInProvidersOf(config);
  const addressSearch = addressSearchOf(config);
  const cardPayments = cardPaymentsOf(config);
  app.patch(
    '/staff/restaurant/ordering',
    {
      onRequest: staffOnly(MAY_PAUSE),
      schema: {
        tags: ['Staff'],
        summary: 'Pause online ordering, or resume it (Owner, Manager)',
        description:
          'While paused the public configuration has `isAcceptingOrders: false` and POST /orders answers 409. The change goes out on ' +
          'the live channel (`ordering_changed { isAcceptingOrders }`) to the staff and every storefront socket of the restaurant.',
        security: [{ bearerAuth: [] }],
        querystring: tenantQuery,
        body: orderingSwitchBody,
        response: { 200: restaurantResponse, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const staff = request.staff ?? (await requireStaff(request, MAY_PAUSE));
      const row = await switchOrdering(app, app.restaurants, staff.restaurantId, request.body.isAcceptingOrders);
      return {
        data: { restaurant: presentPublicRestaurant(row, app.clock(), languageAmong(request, row.languages), signInProviders, addressSearch, cardPayments) },
        message: row.isAcceptingOrders ? 'Online ordering is open again.' : 'Online ordering is paused.',
      };
    },
  );
};
