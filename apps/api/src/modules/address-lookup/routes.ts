import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressAutocompleteQuery,
  addressAutocompleteResponse,
  addressDetailsQuery,
  addressDetailsResponse,
  apiErrorSchema,
} from '@platter/domain';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import type { AddressLookupProvider } from './provider.ts';
import { addressDetails, suggestAddresses } from './service.ts';

/** Typing with a 300 ms debounce stays far below this; a script hammering the paid API does not. */
const LOOKUPS_PER_MINUTE = 120;

export const addressLookupRoutes: FastifyPluginAsyncZod<{ provider: AddressLookupProvider | null }> = async (app, { provider }) => {
  const failures = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema, 502: apiErrorSchema, 503: apiErrorSchema };

  // Only signed-in diners fill in addresses (profile, checkout); the provider bills per call.
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('preValidation', async () => {
    if (!provider) throw new AppError('SERVICE_UNAVAILABLE', apiMessage('addressLookup.notConfigured'));
  });
  const configured = (): AddressLookupProvider => {
    if (!provider) throw new AppError('SERVICE_UNAVAILABLE', apiMessage('addressLookup.notConfigured'));
    return provider;
  };

  app.get(
    '/address/autocomplete',
    {
      config: { rateLimit: { max: LOOKUPS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['Accounts'],
        summary: 'Address suggestions for the typed text, in Google Places (New) autocomplete shape',
        security: [{ bearerAuth: [] }],
        querystring: addressAutocompleteQuery,
        response: { 200: addressAutocompleteResponse, ...failures },
      },
    },
    async (request) => suggestAddresses(configured(), request.log, request.query),
  );

  app.get(
    '/address/details',
    {
      config: { rateLimit: { max: LOOKUPS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['Accounts'],
        summary: 'The address of a suggestion, split into the form fields',
        security: [{ bearerAuth: [] }],
        querystring: addressDetailsQuery,
        response: { 200: addressDetailsResponse, 404: apiErrorSchema, ...failures },
      },
    },
    async (request) => addressDetails(configured(), request.log, request.query),
  );
};
