/** The restaurant's side of orders (`/api/v1/staff/...`): staff of the restaurant the Host names. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  apiErrorSchema,
  boardOrdersQuery,
  boardOrdersResponse,
  orderIdParams,
  orderMoveConflictSchema,
  orderResponse,
  orderSearchQuery,
  orderSearchResponse,
  orderStatusChangeBody,
  placedOrderResponse,
  staffPlaceOrderBody,
  type PlaceOrder,
  type StaffPlaceOrder,
} from '@platter/domain';
import type { Config } from '../../config.ts';
import { perDinerLimit } from '../../platform/rate-limit.ts';
import { requestOrigin } from '../../platform/page-url.ts';
import { requireStaff, staffOnly } from '../../platform/auth.ts';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { staffBoard } from './order-reads.ts';
import { idempotencyHeaders, requireOrderData } from './place-order/body-check.ts';
import { placeOrder } from './place-order/place-order.ts';
import { moveOrderByStaff } from './status-changes.ts';
import { searchOrders } from './search/order-search.ts';

/** The storefront's order body of a phone or counter order: its contact phone is the caller's. */
function storefrontBodyOf({ customer, channel: _channel, overrideCapacity: _override, ...body }: StaffPlaceOrder): PlaceOrder {
  // Staff take no tip.
  return { ...body, contactPhone: customer.phone, saveContactPhone: false, saveDeliveryAddress: false, tipAmount: 0, tipPercent: null };
}

export const staffOrderRoutes: FastifyPluginAsyncZod<{ config: Pick<Config, 'ORDER_RATE_LIMIT_PER_MINUTE'> }> = async (app, { config }) => {
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
      const { status, limit } = request.query;
      return { data: await staffBoard(app, await request.tenant(), { statuses: status, limit }, app.clock()) };
    },
  );

  app.get(
    '/staff/orders/search',
    {
      onRequest: staffOnly(),
      schema: {
        tags: ['Staff'],
        summary: "Find any of the restaurant's orders, past ones too, by number, name or phone (Owner, Manager, Staff)",
        description:
          '`q` (2–60 characters): found inside the order number or the diner’s name (case and accents ignored); a number (digits with ' +
          'phone separators, `#` before it dropped) also inside the phone’s digits and at the start of the number’s digits (`42` finds ' +
          '`GF-000042`). Newest first, `limit` (default 20, at most 50) a page; `nextCursor` is the next page’s `before` (null: the last). ' +
          'Full orders as the board holds them; never one awaiting its card payment or whose payment failed.',
        security: [{ bearerAuth: [] }],
        querystring: orderSearchQuery.extend(tenantQuery.shape),
        response: { 200: orderSearchResponse, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const restaurant = await request.tenant();
      return { data: await searchOrders(app.db, restaurant.id, request.query) };
    },
  );

  app.post(
    '/staff/orders',
    {
      onRequest: staffOnly(),
      config: perDinerLimit('staff-place-order', config.ORDER_RATE_LIMIT_PER_MINUTE),
      preValidation: requireOrderData,
      schema: {
        tags: ['Staff'],
        summary: 'Enter a phone or counter order for a caller (Owner, Manager, Staff; idempotent per Idempotency-Key)',
        description:
          "POST /orders' body (priced, checked and stored by the same pipeline: menu, options, offers and codes, opening hours, " +
          'capacity) plus `customer: { name, phone, email? }` and `channel: phone | counter`; the contact phone is ' +
          "the customer's. Cash or pay on collection only (a card method is 400 PAYMENT_METHOD_UNAVAILABLE); no reward bought " +
          'with points. The order is owned by the staff member who took it, enters the board as Pending Confirmation, and is ' +
          'e-mailed to `customer.email` only when given. A full slot is 409 SLOT_FULL unless `overrideCapacity: true`, which ' +
          "takes it anyway and writes an 'overbooked' entry to the audit log. 201 new; 200 replayed; 422 key reused with another body.",
        security: [{ bearerAuth: [] }],
        headers: idempotencyHeaders,
        querystring: tenantQuery,
        body: staffPlaceOrderBody,
        response: {
          200: placedOrderResponse,
          201: placedOrderResponse,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const restaurant = await request.tenant();
      const staff = request.staff ?? (await requireStaff(request));
      const { customer, channel, overrideCapacity } = request.body;
      const taker = { id: staff.user.id, name: customer.name, email: customer.email ?? '' };
      const { order, created } = await placeOrder(app, restaurant, taker, storefrontBodyOf(request.body), {
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
        now: app.clock(),
        origin: requestOrigin(request),
        taken: { channel, customerEmail: customer.email, overrideCapacity, by: { id: staff.user.id, name: staff.user.name } },
      });
      reply.code(created ? 201 : 200);
      if (!created) reply.header('idempotent-replayed', 'true');
      return { data: { order }, message: `Order #${order.orderNumber} placed successfully!` };
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
      // A delivery is promised its travel time after the kitchen's minutes.
      const order = await moveOrderByStaff(app, staff, request.params.id, request.body, app.clock());
      return { data: { order }, message: `Order #${order.orderNumber} is now ${order.status}.` };
    },
  );
};
