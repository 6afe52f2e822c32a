import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  ORDER_MESSAGES,
  apiErrorSchema,
  id,
  myOrdersQuery,
  myOrdersResponse,
  orderIdParams,
  orderResponse,
  placeOrderBody,
  placedOrderResponse,
} from '@platter/domain';
import type { Config } from '../../config.ts';
import { requireUser } from '../../platform/auth.ts';
import { perDinerLimit } from '../../platform/rate-limit.ts';
import { AppError } from '../../platform/errors.ts';
import { RESTAURANT_NOT_FOUND } from '../../platform/tenant.ts';
import { requestOrigin } from '../../platform/page-url.ts';
import { requestLanguage } from '../../platform/language.ts';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { myOrder, myOrders } from './order-reads.ts';
import { idempotencyHeaders, requireOrderData } from './place-order/body-check.ts';
import { placeOrder } from './place-order/place-order.ts';
import { cancelMyOrder } from './status-changes.ts';

const failures = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export const orderRoutes: FastifyPluginAsyncZod<{ config: Pick<Config, 'ORDER_RATE_LIMIT_PER_MINUTE'> }> = async (app, { config }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/orders',
    {
      onRequest: app.authenticate,
      config: perDinerLimit('place-order', config.ORDER_RATE_LIMIT_PER_MINUTE),
      preValidation: requireOrderData,
      schema: {
        tags: ['Orders'],
        summary: 'Place an order (priced again by the server; idempotent per Idempotency-Key)',
        description:
          '201 with the new order; 200 with the same order when the same Idempotency-Key is sent again with the same body; ' +
          '422 when the key was used with a different body. 400: a rule the order breaks (order type, payment method, ' +
          'schedule, address, fields). 409: the cart no longer matches the menu, prices or the promotion (the message names what changed). ' +
          "Card payment ('Online Payment', offered where the restaurant has a connected Stripe account): 201 with the order " +
          "'Awaiting Payment' (hidden from the kitchen until paid) and `checkoutUrl`, the hosted page to send the diner to; " +
          '400 ONLINE_PAYMENT_BELOW_MINIMUM; 503 PAYMENTS_UNAVAILABLE with Retry-After when the provider cannot be reached (nothing stored or charged).',
        security: [{ bearerAuth: [] }],
        headers: idempotencyHeaders,
        querystring: tenantQuery,
        body: placeOrderBody,
        response: {
          200: placedOrderResponse,
          201: placedOrderResponse,
          ...failures,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const restaurant = await request.tenant();
      const user = requireUser(request);
      const { order, created, checkoutUrl } = await placeOrder(app, restaurant, user, request.body, {
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
        now: app.clock(),
        origin: requestOrigin(request),
        language: await requestLanguage(request),
      });
      reply.code(created ? 201 : 200);
      if (!created) reply.header('idempotent-replayed', 'true');
      return { data: { order, ...(checkoutUrl ? { checkoutUrl } : {}) }, message: `Order #${order.orderNumber} placed successfully!` };
    },
  );

  app.get(
    '/orders/my-orders',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Orders'],
        summary: "The diner's orders at this restaurant, paginated",
        security: [{ bearerAuth: [] }],
        querystring: myOrdersQuery.extend(tenantQuery.shape),
        response: { 200: myOrdersResponse, ...failures },
      },
    },
    async (request) => {
      const restaurant = await request.tenant();
      return { data: await myOrders(app.db, restaurant.id, requireUser(request).id, request.query) };
    },
  );

  app.get(
    '/orders/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Orders'],
        summary: "One of the diner's orders at this restaurant",
        security: [{ bearerAuth: [] }],
        params: orderIdParams,
        querystring: tenantQuery,
        response: { 200: orderResponse, ...failures },
      },
    },
    async (request) => {
      const restaurant = await request.tenant();
      return { data: { order: await myOrder(app.db, restaurant.id, requireUser(request).id, request.params.id) } };
    },
  );

  app.patch(
    '/orders/:id/cancel-my-order',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Orders'],
        summary: 'Cancel one of the diner’s orders while it is Pending Confirmation (spent points come back)',
        security: [{ bearerAuth: [] }],
        params: orderIdParams,
        querystring: tenantQuery,
        body: z.object({ restaurantId: id.optional() }).nullish(),
        response: { 200: orderResponse, ...failures, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const restaurant = await request.tenant();
      if (request.body?.restaurantId && request.body.restaurantId !== restaurant.id)
        throw AppError.notFound(RESTAURANT_NOT_FOUND);
      const order = await cancelMyOrder(app, restaurant.id, requireUser(request).id, request.params.id, app.clock());
      return { data: { order }, message: ORDER_MESSAGES.orderCancelled };
    },
  );
};
