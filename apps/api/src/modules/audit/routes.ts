/** GET /api/v1/staff/audit: the owner reads who changed what on the menu and the team, newest first. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, auditListQuery, auditLogResponse } from '@platter/domain';
import { requireStaff, staffOnly } from '../../platform/auth.ts';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { listAudit } from './audit-log.ts';

/** The log names every person's changes: the owner's to read. */
const MAY_READ = ['Owner'] as const;

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/audit',
    {
      onRequest: staffOnly(MAY_READ),
      schema: {
        tags: ['Menu'],
        summary: 'The audit log of menu and team changes, newest first (Owner)',
        description:
          'Each entry: who, what (`action` on `entity` `entityId`), the entity before and after, and when. ' +
          '`limit` 1–200 (50); pass the answer’s `nextBefore` as `before` for the next, older page (null: no more).',
        security: [{ bearerAuth: [] }],
        querystring: auditListQuery.extend(tenantQuery.shape),
        response: { 200: auditLogResponse, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const staff = request.staff ?? (await requireStaff(request, MAY_READ));
      return { data: await listAudit(app.db, staff.restaurantId, { limit: request.query.limit, before: request.query.before }) };
    },
  );
};
