/** The public reviews page's call, and a diner reviewing their own order. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REVIEW_MESSAGES,
  apiErrorSchema,
  leaveReviewBody,
  orderIdParams,
  orderReviewResponse,
  restaurantReviewsParams,
  reviewableOrdersResponse,
  reviewListQuery,
  reviewResponse,
  reviewsResponse,
} from '@platter/domain';
import { requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { leaveReview, orderReview, restaurantReviews, reviewableOrders } from './service.ts';

const failures = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/restaurants/:restaurantId/reviews',
    {
      schema: {
        tags: ['Reviews'],
        summary: "The restaurant's visible reviews with their replies, paginated, and its rating summary",
        description:
          '`rating` is the least number of stars (5, 4 = 4+, 3 = 3+; `all` or empty = every rating). `sortBy` is newest ' +
          '(default), oldest, highest or lowest, or the field form `createdAt` / `rating` with `sortOrder` asc | desc. ' +
          'The restaurant must be the one of the current domain (another restaurant’s id → 404). `totalReviews` counts ' +
          'the reviews matching the filter; `averageRating`, `ratingCount` and `starCounts` are over every visible review.',
        params: restaurantReviewsParams,
        querystring: reviewListQuery,
        response: { 200: reviewsResponse, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const restaurant = await request.tenant();
      if (request.params.restaurantId !== restaurant.id) throw AppError.notFound(apiMessage('restaurant.notFound'));
      return { data: await restaurantReviews(app.db, restaurant.id, request.query) };
    },
  );

  app.get(
    '/orders/reviewable',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Reviews'],
        summary: "The diner's Delivered or Completed orders at this restaurant that have no review yet (newest first, at most 20)",
        security: [{ bearerAuth: [] }],
        querystring: tenantQuery,
        response: { 200: reviewableOrdersResponse, ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const restaurant = await request.tenant();
      return { data: { orders: await reviewableOrders(app.db, restaurant.id, requireUser(request).id) } };
    },
  );

  app.get(
    '/orders/:id/review',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Reviews'],
        summary: "The diner's review of one of their orders, or null when they have not reviewed it",
        security: [{ bearerAuth: [] }],
        params: orderIdParams,
        querystring: tenantQuery,
        response: { 200: orderReviewResponse, ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const restaurant = await request.tenant();
      return { data: { review: await orderReview(app.db, restaurant.id, requireUser(request).id, request.params.id) } };
    },
  );

  app.post(
    '/orders/:id/review',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Reviews'],
        summary: 'Review one of the diner’s own orders once it is Delivered or Completed (one review per order)',
        description:
          '`rating` 0.5 to 5 in half steps; `comment` plain text, trimmed, at most 1000 characters (may be empty). ' +
          '404 for another diner’s order (as for orders); 409 when the order is not Delivered or Completed, or already reviewed.',
        security: [{ bearerAuth: [] }],
        params: orderIdParams,
        querystring: tenantQuery,
        body: leaveReviewBody,
        response: { 201: reviewResponse, ...failures, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const restaurant = await request.tenant();
      if (request.body.restaurantId && request.body.restaurantId !== restaurant.id) throw AppError.notFound(apiMessage('restaurant.notFound'));
      const { rating, comment } = request.body;
      const review = await leaveReview(app, restaurant.id, requireUser(request).id, request.params.id, { rating, comment }, app.clock());
      reply.code(201);
      return { data: { review }, message: REVIEW_MESSAGES.reviewPosted };
    },
  );
};
