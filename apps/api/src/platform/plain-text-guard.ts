import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterFields } from '@platter/domain';
import { AppError } from './errors.ts';

/**
 * Every route's path parameters, query and body are plain text (packages/domain/plain-text.ts):
 * a control character anywhere is a 400 naming the fields, before validation and long before
 * the database (which refuses a NUL byte with an error).
 */
async function refuseControlCharacters(request: FastifyRequest): Promise<void> {
  const fields = [
    ...controlCharacterFields(request.params).map((f) => `params.${f}`),
    ...controlCharacterFields(request.query).map((f) => `query.${f}`),
    ...controlCharacterFields(request.body),
  ];
  if (fields.length === 0) return;
  throw AppError.badRequest(
    CONTROL_CHARACTER_MESSAGE,
    fields.map((field) => ({ field: field.replace(/\.$/, '') || 'body', message: CONTROL_CHARACTER_MESSAGE })),
  );
}

export function registerPlainTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', refuseControlCharacters);
}
