/** The back office's reports (`/api/v1/staff/reports/...`, issue 29): the day's takings and the orders export (Owner, Manager). */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, checkReportRange, reportRangeFields, takingsResponse, type StaffRole } from '@platter/domain';
import { staffOnly } from '../../platform/auth.ts';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { ordersCsv, ordersCsvName, takingsFor } from './takings.ts';

const rangeQuery = reportRangeFields.extend(tenantQuery.shape).superRefine(checkReportRange);
const OWNER_AND_MANAGER: readonly StaffRole[] = ['Owner', 'Manager'];
const failures = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const RANGE =
  '`from` and `to` (YYYY-MM-DD, both included, at most 366 days) are days on the restaurant’s wall clock, so a day the clocks change ' +
  'has 23 or 25 hours; an order belongs to the day it was placed.';

/** A streamed download (the reply's type is the route's schema's, which describes the text only). */
function sendCsv(reply: FastifyReply, fileName: string, text: AsyncGenerator<string>): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(Readable.from(text));
}

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/staff/reports/takings',
    {
      onRequest: staffOnly(OWNER_AND_MANAGER),
      schema: {
        tags: ['Reports'],
        summary: 'The takings of a day or range of days (Owner, Manager)',
        description:
          `${RANGE} Counted: every order but those awaiting payment, cancelled or failed (those are \`cancelled\`, apart). ` +
          'Revenue is what the counted orders came to (after discounts, delivery fees included); refunds are what was given back on them; ' +
          'net is revenue less refunds; split by fulfilment, payment method, channel and day, with the ten dishes sold most.',
        security: [{ bearerAuth: [] }],
        querystring: rangeQuery,
        response: { 200: takingsResponse, ...failures },
      },
    },
    async (request) => {
      const restaurant = await request.tenant();
      return { data: { takings: await takingsFor(app.db, restaurant, request.query) } };
    },
  );

  app.get(
    '/staff/reports/orders.csv',
    {
      onRequest: staffOnly(OWNER_AND_MANAGER),
      schema: {
        tags: ['Reports'],
        summary: 'The orders of a day or range of days as CSV, for a spreadsheet (Owner, Manager)',
        description:
          `${RANGE} UTF-8 with a byte order mark, CRLF, one row per order (record \`order\`) followed by one per line (\`line\`), ` +
          'every order but those awaiting payment, cancelled ones included with their status; times ISO 8601 with the offset, amounts in major units.',
        security: [{ bearerAuth: [] }],
        querystring: rangeQuery,
        response: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } }, ...failures },
      },
    },
    async (request, reply) => {
      const restaurant = await request.tenant();
      return sendCsv(reply, ordersCsvName(request.query), ordersCsv(app.db, restaurant, request.query));
    },
  );
};
