import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  apiErrorSchema,
  promotionsResponse,
  publicPromotionsQuery,
  rewardsResponse,
  validateCouponBody,
  validateCouponResponse,
} from '@platter/domain';
import type { Config } from '../../config.ts';
import { requireUser } from '../../platform/auth.ts';
import { perDinerLimit } from '../../platform/rate-limit.ts';
import { emptyBodyAsForm } from '../../platform/request-body.ts';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { requestLanguage } from '../../platform/language.ts';
import { automaticOffersFor, presentPromotion, publicPromotions, rewardsFor, validateCoupon } from './service.ts';

export const promotionRoutes: FastifyPluginAsyncZod<{ config: Pick<Config, 'COUPON_RATE_LIMIT_PER_MINUTE'> }> = async (app, { config }) => {
  /** Signed-in callers are identified (per-diner limits, points); anonymous ones may ask too. */
  const identifyIfSignedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== undefined) await app.authenticate(request, reply);
  };

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
      return {
        data: { promotions: await publicPromotions(app.db, restaurant.id, { isValidNow, displayToCustomers, now: app.clock(), language: await requestLanguage(request) }) },
      };
    },
  );

  app.get(
    '/promotions/automatic',
    {
      onRequest: identifyIfSignedIn,
      schema: {
        tags: ['Promotions'],
        summary: 'The offers that apply by themselves at checkout, for this diner now',
        description:
          'Promotions shown to diners with no code and no points cost, active and valid now, leaving out those used up ' +
          '(in all, or with a bearer token by this diner). Checkout prices them with the domain\'s `priceOrderWithOffers`: ' +
          'weekdays (in the restaurant\'s time zone), minimum order and products decide whether each applies.',
        security: [{}, { bearerAuth: [] }],
        querystring: tenantQuery,
        response: { 200: promotionsResponse, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const restaurant = await request.tenant();
      const rows = await automaticOffersFor(app.db, app.catalogCache, restaurant.id, request.user?.id ?? null, app.clock());
      const language = await requestLanguage(request);
      return { data: { promotions: rows.map((row) => presentPromotion(row, language)) } };
    },
  );

  app.post(
    '/promotions/validate-coupon',
    {
      onRequest: identifyIfSignedIn,
      // Codes cannot be guessed at speed.
      config: perDinerLimit('validate-coupon', config.COUPON_RATE_LIMIT_PER_MINUTE),
      preValidation: emptyBodyAsForm,
      schema: {
        tags: ['Promotions'],
        summary: 'Check a promo code for this diner and order subtotal',
        description:
          "Unknown or switched-off codes: 404 'Invalid promo code.'. Not yet valid, expired, used up, already used by this diner, " +
          'below the minimum order or (rewards) not enough points: 422 with the reason, except that a code the restaurant does ' +
          "not advertise answers 404 'Invalid promo code.' when it is not yet valid, expired or used up. With a bearer token the " +
          'per-diner limit is checked. Throttled per diner (signed out: per address): 429 beyond COUPON_RATE_LIMIT_PER_MINUTE.',
        security: [{}, { bearerAuth: [] }],
        querystring: tenantQuery,
        body: validateCouponBody,
        response: {
          200: validateCouponResponse,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const restaurant = await request.tenant();
      const data = await validateCoupon(app.db, restaurant, request.body, { userId: request.user?.id ?? null, now: app.clock() });
      return { data };
    },
  );

  app.get(
    '/promotions/rewards',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Promotions'],
        summary: "This restaurant's loyalty rewards, cheapest first, each flagged redeemable or not for this diner",
        security: [{ bearerAuth: [] }],
        querystring: tenantQuery,
        response: { 200: rewardsResponse, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const restaurant = await request.tenant();
      return { data: await rewardsFor(app.db, restaurant.id, requireUser(request).id, app.clock()) };
    },
  );
};
