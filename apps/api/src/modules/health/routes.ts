import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, healthResponse } from '@platter/domain';
import { AppError } from '../../platform/errors.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Operations'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponse, 503: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        app.log.error({ err }, 'health check: database unreachable');
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is not reachable.');
      }
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, database: app.database.kind, uptimeSeconds: Math.round(process.uptime()) };
    },
  );
};
