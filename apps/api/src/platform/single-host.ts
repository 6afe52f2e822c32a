import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { API_MESSAGES_EN_GB, apiMessage } from '@platter/domain';

export const DUPLICATE_HOST_MESSAGE = API_MESSAGES_EN_GB['request.duplicateHost'];

/**
 * A request with two Host headers is refused (400) before anything reads its Host: Node keeps the
 * first and drops the rest, so a proxy that routed by another one would see one restaurant and
 * the app answer for a different one. (inject merges headers: tests send it over a socket.)
 */
async function refuseDuplicateHost(request: FastifyRequest): Promise<void> {
  const raw = request.raw.rawHeaders ?? [];
  let hosts = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]?.toLowerCase() === 'host') hosts++;
  if (hosts > 1) throw AppError.badRequest(apiMessage('request.duplicateHost'));
}

export function registerSingleHost(app: FastifyInstance): void {
  app.addHook('onRequest', refuseDuplicateHost);
}
