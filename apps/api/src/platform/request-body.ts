import type { FastifyRequest } from 'fastify';

/** preValidation: a missing body reads as an empty form, so the answer names the missing fields. */
export async function emptyBodyAsForm(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}
