/**
 * Kitchen capacity's routes: the slots diners and staff read (public, the restaurant by host), and
 * on the board the coming slots' load and the busy switch.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, busyBody, busyResponse, kitchenLoadResponse, slotsQuery, slotsResponse, type StaffRole } from '@platter/domain';
import { requireStaff, staffOnly } from '../../platform/auth.ts';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { kitchenLoad, slotsAt, switchBusy } from './busy.ts';

const failures = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const staffCommon = { tags: ['Staff'], security: [{ bearerAuth: [] }], querystring: tenantQuery };

export const capacityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/slots',
    {
      schema: {
        tags: ['Orders'],
        summary: 'The times an order may be placed for, with room, and the ASAP estimate',
        description:
          '`type` pickup or delivery; `date` one day (YYYY-MM-DD on the restaurant’s calendar), else every day diners may schedule for. ' +
          'Each slot `{startsAt, endsAt, available}` (ISO 8601 UTC), earliest first; `available` is false when it is too soon (lead time, ' +
          'travel time, the busy switch), past the 7-day window or full. `asap.readyAt`: when an order placed now is ready (pickup) or ' +
          'arrives (delivery); `available: false` while closed or when nothing can be ready before closing. A scheduled order names ' +
          'its slot by `scheduledAt` = the slot’s `startsAt`.',
        querystring: slotsQuery.extend(tenantQuery.shape),
        response: { 200: slotsResponse, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await slotsAt(app, await request.tenant(), request.query.type, request.query.date, app.clock()) };
    },
  );

  app.get(
    '/staff/kitchen-load',
    {
      onRequest: staffOnly(),
      schema: {
        ...staffCommon,
        summary: 'The coming slots with their counts against their caps, and the busy switch (any staff)',
        response: { 200: kitchenLoadResponse, ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { load: await kitchenLoad(app, await request.tenant(), app.clock()) } };
    },
  );

  const MAY_SWITCH: readonly StaffRole[] = ['Owner', 'Manager', 'Staff'];
  app.put(
    '/staff/busy',
    {
      onRequest: staffOnly(MAY_SWITCH),
      schema: {
        ...staffCommon,
        summary: 'The busy switch: 15, 30 or 45 extra minutes for the next hour, or 0 to end it (Staff may only add time)',
        description:
          'Pushes every ASAP estimate and hides the slots inside the extra time, for one hour from now; then it ends by itself. ' +
          'Owner and Manager may choose any value; Staff only one above the one in force (403 otherwise). The value in force sent again changes nothing (its end stays). Audited (`busy`).',
        body: busyBody,
        response: { 200: busyResponse, ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const staff = request.staff ?? (await requireStaff(request, MAY_SWITCH));
      const busy = await switchBusy(app, await request.tenant(), staff, request.body.extraMinutes, app.clock());
      return { data: { busy }, message: busy.extraMinutes > 0 ? `Estimates are ${busy.extraMinutes} minutes longer for the next hour.` : 'Estimates are back to normal.' };
    },
  );
};
