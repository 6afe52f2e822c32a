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
  claimResponse,
  guestOrderQuery,
  guestPlacedOrderResponse,
} from '@platter/domain';
import type { Config } from '../../config.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, dinerOrGuestToken, requireUser } from '../../platform/auth.ts';
import { cancelGuestOrder, claimGuestOrders } from './guest/guest-orders.ts';
import { signedInOrGuest, placeGuestOrder } from './guest/place-guest-order.ts';
import type { PlacedOrder } from './place-order/body-check.ts';
import { perDinerLimit } from '../../platform/rate-limit.ts';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { requestOrigin } from '../../platform/page-url.ts';
import { requestLanguage } from '../../platform/language.ts';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { guestOrderByToken, myOrder, myOrders } from './order-reads.ts';
import { idempotencyHeaders, requireOrderData } from './place-order/body-check.ts';
import { placeOrder } from './place-order/place-order.ts';
import { cancelMyOrder } from './status-changes.ts';

const failures = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export const orderRoutes: FastifyPluginAsyncZod<{ config: Pick<Config, 'ORDER_RATE_LIMIT_PER_MINUTE' | 'BASE_DOMAIN' | 'PORT'> }> = async (app, { config }) => {
  // A bearer token when one is sent (a diner), else none: a guest (issue 30) or a 401 below.
  const dinerIfSignedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    if (bearerToken(request) !== null) await app.authenticate(request, reply);
  };
  /** A guest's read or cancel carries `?token=…` instead of a bearer token. */
  const guestOrDiner = dinerOrGuestToken(app);

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/orders',
    {
      onRequest: dinerIfSignedIn,
      config: perDinerLimit('place-order', config.ORDER_RATE_LIMIT_PER_MINUTE),
      preValidation: [signedInOrGuest, requireOrderData],
      schema: {
        tags: ['Orders'],
        summary: 'Place an order (priced again by the server; idempotent per Idempotency-Key)',
        description:
          '201 with the new order; 200 with the same order when the same Idempotency-Key is sent again with the same body; ' +
          '422 when the key was used with a different body. 400: a rule the order breaks (order type, payment method, ' +
          'schedule, address, fields). 409: the cart no longer matches the menu, prices or the promotion (the message names what changed). ' +
          "Card payment ('Online Payment', offered where the restaurant has a connected Stripe account): 201 with the order " +
          "'Awaiting Payment' (hidden from the kitchen until paid) and `checkoutUrl`, the hosted page to send the diner to; " +
          '400 ONLINE_PAYMENT_BELOW_MINIMUM; 503 PAYMENTS_UNAVAILABLE with Retry-After when the provider cannot be reached (nothing stored or charged). ' +
          'Guest checkout (issue 30): with no bearer token and `guest: {name, email, phone}`, where the restaurant allows guests ' +
          '(403 GUEST_CHECKOUT_OFF otherwise; 401 without `guest`): 201 with `orderUrl`, the order page on the restaurant\'s own origin ' +
          'with the token that reads it (`GET /orders/{id}?token=…`). Throttled per e-mail and per delivery address (429); a reward ' +
          'bought with points is 400 REWARD_NEEDS_ACCOUNT.',
        security: [{ bearerAuth: [] }, {}],
        headers: idempotencyHeaders,
        querystring: tenantQuery,
        body: placeOrderBody,
        response: {
          200: guestPlacedOrderResponse,
          201: guestPlacedOrderResponse,
          403: apiErrorSchema,
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
      const options = { idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER], now: app.clock(), origin: requestOrigin(request), language: await requestLanguage(request) };
      let placed: PlacedOrder;
      let orderUrl: string | undefined;
      if (request.user || !request.body.guest) {
        placed = await placeOrder(app, restaurant, requireUser(request), request.body, options);
      } else {
        ({ placed, orderUrl } = await placeGuestOrder(app, restaurant, request.body, request.body.guest, options, config));
      }
      const { order, created, checkoutUrl } = placed;
      reply.code(created ? 201 : 200);
      if (!created) reply.header('idempotent-replayed', 'true');
      return {
        data: { order, ...(checkoutUrl ? { checkoutUrl } : {}), ...(orderUrl ? { orderUrl } : {}) },
        message: `Order #${order.orderNumber} placed successfully!`,
      };
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
      onRequest: guestOrDiner,
      schema: {
        tags: ['Orders'],
        summary: "One of the diner's orders at this restaurant, or a guest's by its link's token (?token=…; 404 for any other)",
        security: [{ bearerAuth: [] }, {}],
        params: orderIdParams,
        querystring: tenantQuery.extend(guestOrderQuery.shape),
        response: { 200: orderResponse, ...failures },
      },
    },
    async (request) => {
      const restaurant = await request.tenant();
      const { token } = request.query;
      if (token) return { data: { order: await guestOrderByToken(app.db, restaurant.id, request.params.id, token) } };
      return { data: { order: await myOrder(app.db, restaurant.id, requireUser(request).id, request.params.id) } };
    },
  );

  app.post(
    '/orders/claim',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Orders'],
        summary: "Attach the guest orders placed here with the account's e-mail (verified first: 403 EMAIL_NOT_VERIFIED) and credit their points once",
        security: [{ bearerAuth: [] }],
        querystring: tenantQuery,
        response: { 200: claimResponse, ...failures, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const restaurant = await request.tenant();
      return { data: { claim: await claimGuestOrders(app, restaurant.id, requireUser(request).id, app.clock()) } };
    },
  );

  app.patch(
    '/orders/:id/cancel-my-order',
    {
      onRequest: guestOrDiner,
      schema: {
        tags: ['Orders'],
        summary: 'Cancel one of the diner’s orders while it is Pending Confirmation (spent points come back)',
        security: [{ bearerAuth: [] }, {}],
        params: orderIdParams,
        querystring: tenantQuery.extend(guestOrderQuery.shape),
        body: z.object({ restaurantId: id.optional() }).nullish(),
        response: { 200: orderResponse, ...failures, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const restaurant = await request.tenant();
      if (request.body?.restaurantId && request.body.restaurantId !== restaurant.id)
        throw AppError.notFound(apiMessage('restaurant.notFound'));
      const { token } = request.query;
      const order =
        token
          ? await cancelGuestOrder(app, restaurant.id, request.params.id, token, app.clock())
          : await cancelMyOrder(app, restaurant.id, requireUser(request).id, request.params.id, app.clock());
      return { data: { order }, message: ORDER_MESSAGES.orderCancelled };
    },
  );
};
