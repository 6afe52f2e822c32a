import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, CONTACT_SENT, contactBody, contactResponse } from '@platter/domain';
import type { Config } from '../../config.ts';
import { emptyBodyAsForm } from '../../platform/request-body.ts';
import { sendContactMessage } from './service.ts';

export const contactRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: { max: config.CONTACT_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
      preValidation: emptyBodyAsForm,
      schema: {
        tags: ['Restaurants'],
        summary: "The contact form: e-mails the message to this restaurant, with the diner's address as Reply-To",
        body: contactBody,
        response: { 202: contactResponse, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await sendContactMessage(app, await request.tenant(), request.body, () => app.mail.nudge());
      reply.header('cache-control', 'no-store');
      reply.code(202);
      return { data: {}, message: CONTACT_SENT };
    },
  );
};
