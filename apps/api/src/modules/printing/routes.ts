/** Printing on the board (`/api/v1/staff/...`, issue 29): each order's tickets, printed or not, and reprinting one (any staff). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, orderIdParams, printJobsResponse, reprintBody } from '@platter/domain';
import { requireStaff, staffOnly } from '../../platform/auth.ts';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { recentPrintJobs, reprintOrder } from './reprint.ts';

const failures = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export const printingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/staff/print-jobs',
    {
      onRequest: staffOnly(),
      schema: {
        tags: ['Staff'],
        summary: "The last day's print jobs of the restaurant's orders, oldest first (Owner, Manager, Staff)",
        description: 'What the board shows on each card: printed, `waiting` (queued, or its printer is off and it is retried: "not printed") or `uncertain` (interrupted: reprint if it did not come out).',
        security: [{ bearerAuth: [] }],
        querystring: tenantQuery,
        response: { 200: printJobsResponse, ...failures },
      },
    },
    async (request) => {
      const staff = request.staff ?? (await requireStaff(request));
      return { data: { jobs: await recentPrintJobs(app, staff.restaurantId) } };
    },
  );

  app.post(
    '/staff/orders/:id/print',
    {
      onRequest: staffOnly(),
      schema: {
        tags: ['Staff'],
        summary: "Print one of the restaurant's orders again (Owner, Manager, Staff)",
        description:
          'Queues its tickets on every printer (each its own tickets), or on `printer` only, optionally only `tickets`; the order as it is now. ' +
          '202 with the jobs queued; 409 when the restaurant has no such printer; 404 for an unknown order or one of another restaurant.',
        security: [{ bearerAuth: [] }],
        params: orderIdParams,
        querystring: tenantQuery,
        body: reprintBody,
        response: { 202: printJobsResponse, ...failures, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const staff = request.staff ?? (await requireStaff(request));
      const jobs = await reprintOrder(app, staff.restaurantId, request.params.id, request.body);
      return reply.code(202).send({ data: { jobs }, message: 'Sent to the printer.' });
    },
  );
};
