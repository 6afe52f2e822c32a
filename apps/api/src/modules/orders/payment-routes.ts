/**
 * Card payments over HTTP: the provider's webhook, the diner's "I'm back, is it paid?", and the
 * restaurant's refunds. The services do the work (payments/); these read the request and answer.
 */
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENT_MESSAGES, apiErrorSchema, guestOrderQuery, orderIdParams, orderResponse, refundBody, refundResponse } from '@platter/domain';
import { dinerOrGuestToken, requireStaff, requireUser, staffOnly } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { perDinerLimit } from '../../platform/rate-limit.ts';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { guestOrderRow } from './order-reads.ts';
import { cancelMyPayment, checkMyPayment, receiveWebhook, refundOrder } from './payments/payment-service.ts';

/** A webhook's body is kept as it came (its signature is over the raw bytes). Stripe's events are a few KB. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;
/** Returns from the payment page a diner may check a minute (the page asks every few seconds while it waits). */
const CHECKS_PER_MINUTE = 40;

const webhookAnswer = z.object({ received: z.literal(true), outcome: z.enum(['applied', 'replayed', 'ignored']) });

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** A payment call on the caller's order: a guest's by its link's token, else the signed-in diner's. */
  const asOrderOwner = async (request: FastifyRequest, orderId: string, token: string | undefined, call: typeof checkMyPayment) => {
    const restaurant = await request.tenant();
    const ownerId = token ? (await guestOrderRow(app.db, restaurant.id, orderId, token)).userId : requireUser(request).id;
    return call(app, restaurant.id, ownerId, orderId, request.log);
  };

  // The webhook, in a scope of its own whose JSON stays raw bytes.
  await app.register(async (hooks) => {
    hooks.removeContentTypeParser(['application/json']);
    hooks.addContentTypeParser(['application/json'], { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    hooks.post(
      '/payments/stripe/webhook',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          tags: ['Payments'],
          summary: "Stripe's events (Connect): checkout sessions completed or expired, refunds updated",
          description:
            'Verified with the Stripe-Signature header over the raw body (5-minute timestamp tolerance): 400 when it does not verify. ' +
            'Each event id is applied once; an event for a session or refund we did not make, or from another account than the ' +
            "session's, is acknowledged and ignored. 404 when card payments are not configured.",
          response: { 200: webhookAnswer, 400: apiErrorSchema, 404: apiErrorSchema, 415: apiErrorSchema },
        },
      },
      async (request) => {
        const raw = request.body;
        if (!Buffer.isBuffer(raw)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', apiMessage('payments.sendJson'));
        const signature = request.headers['stripe-signature'];
        const outcome = await receiveWebhook(app, raw, typeof signature === 'string' ? signature : undefined, request.log);
        return { received: true as const, outcome };
      },
    );
  });

  app.post(
    '/orders/:id/check-payment',
    {
      // A guest back from the payment page carries their link's token instead of a bearer token (issue 30).
      onRequest: dinerOrGuestToken(app),
      config: perDinerLimit('check-payment', CHECKS_PER_MINUTE),
      schema: {
        tags: ['Orders'],
        summary: "Back from the payment page: the server asks the provider itself and answers the diner's order as it now is",
        description:
          "While the order is 'Awaiting Payment' its checkout session is read from the provider: paid → the order goes live " +
          "('Pending Confirmation', payment Paid); expired → it fails. Otherwise the order as it is. The diner's own orders only (else 404), " +
          "or a guest's by its link's token (?token=…).",
        security: [{ bearerAuth: [] }, {}],
        params: orderIdParams,
        querystring: tenantQuery.extend(guestOrderQuery.shape),
        response: { 200: orderResponse, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => ({ data: { order: await asOrderOwner(request, request.params.id, request.query.token, checkMyPayment) } }),
  );

  app.post(
    '/orders/:id/cancel-payment',
    {
      onRequest: dinerOrGuestToken(app),
      config: perDinerLimit('check-payment', CHECKS_PER_MINUTE),
      schema: {
        tags: ['Orders'],
        summary: "Back from the payment page without paying (its Back link): the order's checkout is expired now, freeing what it held",
        description:
          "While the order is 'Awaiting Payment' its checkout session is expired at the provider and read back: the order fails " +
          '(payment Failed) and its capacity slot, points and promotion use come back at once instead of when the session would ' +
          "have expired; a session paid meanwhile makes it live instead. Otherwise the order as it is. The diner's own orders only " +
          "(else 404), or a guest's by its link's token (?token=…).",
        security: [{ bearerAuth: [] }, {}],
        params: orderIdParams,
        querystring: tenantQuery.extend(guestOrderQuery.shape),
        response: { 200: orderResponse, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => ({ data: { order: await asOrderOwner(request, request.params.id, request.query.token, cancelMyPayment) } }),
  );

  app.post(
    '/staff/orders/:id/refunds',
    {
      onRequest: staffOnly(['Owner', 'Manager']),
      schema: {
        tags: ['Staff'],
        summary: 'Refund a paid card order in full, by amount or by lines, with a reason (Owner, Manager)',
        description:
          'No amount nor lines: everything still refundable. The refund is made at the provider right after (201 with it Pending); ' +
          'its outcome comes back by webhook and updates the order on the board and the diner’s page. 409 ORDER_NOT_PAID for an ' +
          'order without a card payment; 409 REFUND_EXCEEDS_PAID beyond what is left (refunds never add up to more than was paid, ' +
          'even when two are asked at once); 400 REFUND_LINES_INVALID for a line the order lacks; 403 for Staff.',
        security: [{ bearerAuth: [] }],
        params: orderIdParams,
        querystring: tenantQuery,
        body: refundBody,
        response: { 201: refundResponse, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const staff = request.staff ?? (await requireStaff(request, ['Owner', 'Manager']));
      const result = await refundOrder(app, staff.restaurantId, request.params.id, request.body, staff.user.id);
      reply.code(201);
      return { data: result, message: PAYMENT_MESSAGES.refundRequested };
    },
  );
};
