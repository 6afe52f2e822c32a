/** The restaurant's side of orders (`/api/v1/staff/...`): staff of the restaurant the Host names. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  boardOrdersQuery,
  boardOrdersResponse,
  orderIdParams,
  orderMoveConflictSchema,
  orderResponse,
  orderStatusChangeBody,
} from '@platter/domain';
import { requireStaff, staffOnly } from '../../platform/auth.ts';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { boardOrders } from './order-reads.ts';
import { moveOrder } from './status-changes.ts';

export const staffOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/staff/orders',
    {
      onRequest: staffOnly(),
      schema: {
        tags: ['Staff'],
        summary: "The order board: the restaurant's orders, oldest first (Owner, Manager, Staff)",
        description:
          'Without `status`: every active order and the orders finished today (midnight in the restaurant’s time zone). ' +
          'With one or more `status`: orders in those statuses (finished statuses: today’s only). Full orders, as ' +
          '`order_created` / `order_status_updated` carry them on the restaurant’s socket room. `missedOrders`: the restaurant’s minutes before a waiting ' +
          'order alerts the kitchen (`alertMinutes`) and before it is rejected by itself (`rejectMinutes`).',
        security: [{ bearerAuth: [] }],
        querystring: boardOrdersQuery.extend(tenantQuery.shape),
        response: { 200: boardOrdersResponse, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const restaurant = await request.tenant();
      const { status, limit } = request.query;
      const board = await boardOrders(app.db, restaurant, { statuses: status, limit }, app.clock());
      return { data: { ...board, missedOrders: restaurant.missedOrders } };
    },
  );

  app.patch(
    '/staff/orders/:id/status',
    {
      // Before the body is read: a diner or a stranger learns nothing about what the route accepts.
      onRequest: staffOnly(),
      schema: {
        tags: ['Staff'],
        summary: "Move one of the restaurant's orders to its next status (Owner, Manager, Staff)",
        description:
          'The moves the workflow allows (domain `canTransition`); a note given with Cancelled by Restaurant or Failed ' +
          'is shown to the diner; `readyInMinutes` (5-240, with Confirmed only) sets the estimated ready time the diner sees and is e-mailed ' +
          '(without it, accepting a scheduled order promises it for its slot); `fromStatus` is the status the screen showed: ' +
          'when the order has moved on since, 409 `ORDER_MOVED_ON` with `order` as it is now (two tablets cannot both move it); ' +
          '409 when the move is not allowed from where the order is; 403 for a diner, 404 for staff of another restaurant or an unknown order.',
        security: [{ bearerAuth: [] }],
        params: orderIdParams,
        querystring: tenantQuery,
        body: orderStatusChangeBody,
        response: {
          200: orderResponse,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: orderMoveConflictSchema,
        },
      },
    },
    async (request) => {
      const staff = request.staff ?? (await requireStaff(request));
      const order = await moveOrder(app, staff.restaurantId, staff.user.id, request.params.id, request.body, app.clock());
      return { data: { order }, message: `Order #${order.orderNumber} is now ${order.status}.` };
    },
  );
};
