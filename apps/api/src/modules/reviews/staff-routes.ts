/** The restaurant's side of reviews (`/api/v1/staff/...`): read them all, reply, hide abusive ones. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REVIEW_MESSAGES,
  REVIEW_MODERATOR_ROLES,
  apiErrorSchema,
  reviewIdParams,
  reviewReplyBody,
  reviewVisibilityBody,
  staffReviewListQuery,
  staffReviewResponse,
  staffReviewsResponse,
} from '@platter/domain';
import { requireStaff, staffOnly } from '../../platform/auth.ts';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { changeReviewVisibility, replyToReview, staffReviews } from './service.ts';

/** Speaking for the restaurant in public, and hiding what diners wrote, are a manager's call. */
const MAY_MODERATE = REVIEW_MODERATOR_ROLES;

const failures = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export const staffReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/staff/reviews',
    {
      onRequest: staffOnly(),
      schema: {
        tags: ['Staff'],
        summary: "The restaurant's reviews, hidden ones too, paginated (Owner, Manager, Staff)",
        description: 'The public list’s `page`, `limit`, `rating` and `sortBy`; `isVisible` true / false shows only shown / hidden reviews.',
        security: [{ bearerAuth: [] }],
        querystring: staffReviewListQuery.extend(tenantQuery.shape),
        response: { 200: staffReviewsResponse, ...failures },
      },
    },
    async (request) => {
      const restaurant = await request.tenant();
      return { data: await staffReviews(app.db, restaurant.id, request.query) };
    },
  );

  app.post(
    '/staff/reviews/:id/reply',
    {
      onRequest: staffOnly(MAY_MODERATE),
      schema: {
        tags: ['Staff'],
        summary: 'Reply to a review in the restaurant’s name (Owner, Manager)',
        description: 'The reply is stored with the author’s role; Owner and Manager replies carry the restaurant’s badge on the reviews page.',
        security: [{ bearerAuth: [] }],
        params: reviewIdParams,
        querystring: tenantQuery,
        body: reviewReplyBody,
        response: { 201: staffReviewResponse, ...failures, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const staff = request.staff ?? (await requireStaff(request, MAY_MODERATE));
      const review = await replyToReview(
        app.db,
        { restaurantId: staff.restaurantId, userId: staff.user.id, role: staff.role },
        request.params.id,
        request.body.comment,
        app.clock(),
      );
      reply.code(201);
      return { data: { review }, message: REVIEW_MESSAGES.replyPosted };
    },
  );

  app.patch(
    '/staff/reviews/:id',
    {
      onRequest: staffOnly(MAY_MODERATE),
      schema: {
        tags: ['Staff'],
        summary: 'Hide a review from the reviews page, or show it again (Owner, Manager)',
        description: "The restaurant's averageRating and totalReviews count visible reviews only and follow at once.",
        security: [{ bearerAuth: [] }],
        params: reviewIdParams,
        querystring: tenantQuery,
        body: reviewVisibilityBody,
        response: { 200: staffReviewResponse, ...failures },
      },
    },
    async (request) => {
      const staff = request.staff ?? (await requireStaff(request, MAY_MODERATE));
      const review = await changeReviewVisibility(app, staff.restaurantId, request.params.id, request.body.isVisible, app.clock());
      return { data: { review }, message: review.isVisible ? REVIEW_MESSAGES.reviewShown : REVIEW_MESSAGES.reviewHidden };
    },
  );
};
