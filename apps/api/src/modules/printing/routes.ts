/** Printing on the board (`/api/v1/staff/...`, issue 29): each order's tickets, printed or not, and reprinting one (any staff). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, orderIdParams, printJobsResponse, reprintBody, testPrintBody, testPrintParams, testPrintResponse } from '@platter/domain';
import { requireStaff, staffOnly } from '../../platform/auth.ts';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { recentPrintJobs, reprintOrder } from './reprint.ts';
import { queueTestPrint, testPrintOf } from './test-print.ts';

const OWNER_AND_MANAGER = ['Owner', 'Manager'] as const;

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

  app.post(
    '/staff/settings/printers/test-print',
    {
      onRequest: staffOnly(OWNER_AND_MANAGER),
      schema: {
        tags: ['Staff'],
        summary: 'Print a test page on one of the saved printers (Owner, Manager)',
        description:
          'Queued like a ticket (the print queue prints it exactly once; while one waits for that printer, asking again answers the same one) and tried once: ' +
          'follow it with GET …/test-print/{id} until `printed`, `failed` (the printer could not be reached; nothing was sent) or `uncertain`. ' +
          'The page is in the restaurant’s language, with its name, the printer’s, a ruler of the paper’s columns and the characters tickets use. ' +
          '202 with the test page; 409 when no saved printer has that name.',
        security: [{ bearerAuth: [] }],
        querystring: tenantQuery,
        body: testPrintBody,
        response: { 202: testPrintResponse, ...failures, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const staff = request.staff ?? (await requireStaff(request, OWNER_AND_MANAGER));
      return reply.code(202).send({ data: { testPrint: await queueTestPrint(app, staff.restaurantId, request.body.printer) } });
    },
  );

  app.get(
    '/staff/settings/printers/test-print/:id',
    {
      onRequest: staffOnly(OWNER_AND_MANAGER),
      schema: {
        tags: ['Staff'],
        summary: 'A test page, as it is now (Owner, Manager)',
        description: '`waiting`, `printed`, `failed` or `uncertain`; 404 for an unknown one or another restaurant’s.',
        security: [{ bearerAuth: [] }],
        params: testPrintParams,
        querystring: tenantQuery,
        response: { 200: testPrintResponse, ...failures },
      },
    },
    async (request) => {
      const staff = request.staff ?? (await requireStaff(request, OWNER_AND_MANAGER));
      return { data: { testPrint: await testPrintOf(app, staff.restaurantId, request.params.id) } };
    },
  );
};
