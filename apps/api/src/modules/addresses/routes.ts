import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressBody, addressResponse, apiErrorSchema, userResponse } from '@platter/domain';
import { requireUser } from '../../platform/auth.ts';
import { emptyBodyAsForm } from '../../platform/request-body.ts';
import { ADDRESS_NOT_FOUND, addAddress, type AccountLoader, changeAddress, makeDefaultAddress, removeAddress } from './service.ts';

// The spec's success texts (section 8).
export const ADDRESS_ADDED = 'New address added successfully!';
export const ADDRESS_UPDATED = 'Address updated successfully!';
export const ADDRESS_DELETED = 'Address deleted.';
export const DEFAULT_ADDRESS_UPDATED = 'Default address updated.';

// A malformed id names no address: the same 404 as an unknown or another diner's one.
const addressParams = z.object({ addressId: z.string().pipe(z.uuid({ message: ADDRESS_NOT_FOUND })) });
const failures = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/**
 * Each change answers the diner's account as it now is, by `loadAccount`: the users module's,
 * handed in by app.ts (the account lists the addresses, so this module does not import it).
 */
export interface AddressRoutesOptions {
  loadAccount: AccountLoader;
}

export const addressRoutes: FastifyPluginAsyncZod<AddressRoutesOptions> = async (app, { loadAccount }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/users/me/addresses',
    {
      onRequest: app.authenticate,
      preValidation: emptyBodyAsForm,
      schema: {
        tags: ['Accounts'],
        summary: 'Save an address (the first one, or one flagged isDefault, becomes the default)',
        security: [{ bearerAuth: [] }],
        body: addressBody,
        response: { 201: addressResponse, ...failures },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const address = await addAddress(app.db, userId, request.body);
      reply.code(201);
      return { data: { address, user: await loadAccount(app.db, userId) }, message: ADDRESS_ADDED };
    },
  );

  app.put(
    '/users/me/addresses/:addressId',
    {
      onRequest: app.authenticate,
      preValidation: emptyBodyAsForm,
      schema: {
        tags: ['Accounts'],
        summary: 'Replace a saved address (isDefault: true makes it the default)',
        security: [{ bearerAuth: [] }],
        params: addressParams,
        body: addressBody,
        response: { 200: addressResponse, ...failures },
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const address = await changeAddress(app.db, userId, request.params.addressId, request.body);
      return { data: { address, user: await loadAccount(app.db, userId) }, message: ADDRESS_UPDATED };
    },
  );

  app.patch(
    '/users/me/addresses/:addressId/default',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Accounts'],
        summary: 'Make a saved address the default (the others stop being default)',
        security: [{ bearerAuth: [] }],
        params: addressParams,
        response: { 200: addressResponse, ...failures },
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const address = await makeDefaultAddress(app.db, userId, request.params.addressId);
      return { data: { address, user: await loadAccount(app.db, userId) }, message: DEFAULT_ADDRESS_UPDATED };
    },
  );

  app.delete(
    '/users/me/addresses/:addressId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Accounts'],
        summary: 'Delete a saved address (deleting the default makes the oldest remaining one default)',
        security: [{ bearerAuth: [] }],
        params: addressParams,
        response: { 200: userResponse, ...failures },
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      await removeAddress(app.db, userId, request.params.addressId);
      return { data: { user: await loadAccount(app.db, userId) }, message: ADDRESS_DELETED };
    },
  );
};
