import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, healthResponse, readyResponse } from '@platter/domain';
import { AppError } from '../../platform/errors.ts';
import { databaseAnswers } from './service.ts';

/** How long readiness waits for each dependency before calling it unreachable. */
const READY_CHECK_TIMEOUT_MS = 2_000;
/** What a load balancer is told to wait before asking again. */
const READY_RETRY_AFTER_SECONDS = 5;

/** Resolves with `work`, or rejects once `ms` have passed (the work is left to finish on its own). */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers. It does not touch the database, so a database outage does not
  // make an orchestrator restart healthy processes (that is what /ready is for).
  app.get(
    '/health',
    {
      schema: {
        tags: ['Operations'],
        summary: 'Liveness: the process is up',
        response: { 200: healthResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, database: app.database.kind, uptimeSeconds: Math.round(process.uptime()) };
    },
  );

  // Readiness: the database and (when configured) Redis answer; 503 with Retry-After otherwise.
  app.get(
    '/ready',
    {
      schema: {
        tags: ['Operations'],
        summary: 'Readiness: the database and Redis are reachable',
        response: { 200: readyResponse, 503: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const unavailable = (message: string, err: unknown) => {
        app.log.warn({ err: { message: err instanceof Error ? err.message : String(err) } }, `readiness: ${message}`);
        reply.header('retry-after', String(READY_RETRY_AFTER_SECONDS));
        return new AppError('SERVICE_UNAVAILABLE', message);
      };
      try {
        await within(READY_CHECK_TIMEOUT_MS, databaseAnswers(app.db));
      } catch (err) {
        throw unavailable('The database is not reachable.', err);
      }
      const { redis } = app;
      if (redis) {
        try {
          await within(READY_CHECK_TIMEOUT_MS, redis.ping());
        } catch (err) {
          throw unavailable('Redis is not reachable.', err);
        }
      }
      return { status: 'ready' as const, database: 'ok' as const, redis: redis ? ('ok' as const) : ('not configured' as const) };
    },
  );
};
