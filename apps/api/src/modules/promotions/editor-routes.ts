/**
 * The back office's offers (`/api/v1/staff/promotions/...`, Owner and Manager): codes, automatic
 * offers and rewards listed with their state and uses, created, changed, paused, resumed, ended,
 * and deleted when never used. Bodies and answers are the domain's (contracts/promotion-editing.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  apiErrorSchema,
  promotionChangeBody,
  promotionCreateBody,
  promotionIdParams,
  promotionRemovedResponse,
  stalePromotionEditSchema,
  staffPromotionResponse,
  staffPromotionsResponse,
  type StaffRole,
} from '@platter/domain';
import { requireStaff, staffOnly } from '../../platform/auth.ts';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { menuEditOf, type MenuEdit } from '../catalog/index.ts';
import { createPromotion, changePromotion } from './editor-changes.ts';
import { allEditablePromotions } from './editor-common.ts';
import { movePromotion, removePromotion } from './editor-lifecycle.ts';

/** Offers are a manager's call, as the menu is. */
const MAY_EDIT: readonly StaffRole[] = ['Owner', 'Manager'];

const failures = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const common = { tags: ['Offers'], security: [{ bearerAuth: [] }], querystring: tenantQuery };
const RULES =
  'The tenant file’s promotion rules (one set of rules, contracts/promotion-rules.ts): a percentage type takes a whole percent 1–100, a fixed type an amount above 0 ' +
  'with at most 2 decimals, the others 0; BuyXGetY needs buyQuantity and getQuantity, no other type takes them; a dish discount names at least one dish; ' +
  'validUntil after validFrom. The name is unique in the restaurant, and so is couponCode whatever its case (400 on the field); applicableProductIds are the restaurant’s dishes.';
const STALE =
  ' A `version` other than the stored one answers 409 `STALE_EDIT` naming who changed it and when, with `current`, the promotion as it is now.';

async function editOf(request: FastifyRequest): Promise<MenuEdit> {
  const staff = request.staff ?? (await requireStaff(request, MAY_EDIT));
  return menuEditOf(request.server, staff, await request.tenant());
}

export const promotionEditorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/staff/promotions',
    {
      onRequest: staffOnly(MAY_EDIT),
      schema: {
        ...common,
        summary: 'Every promotion: codes, automatic offers and rewards, paused and ended ones too (Owner, Manager)',
        description:
          'Newest first; each with its `state` now (scheduled, live, paused, ended), its `uses` so far (orders not cancelled), `inUse` (ended, never deleted), ' +
          'and `version`, `updatedAt`, `updatedBy` for the next change.',
        response: { 200: staffPromotionsResponse, ...failures },
      },
    },
    async (request) => {
      const edit = await editOf(request);
      return { data: { promotions: await allEditablePromotions(app.db, edit.restaurantId, app.clock()) } };
    },
  );

  app.post(
    '/staff/promotions',
    {
      onRequest: staffOnly(MAY_EDIT),
      schema: {
        ...common,
        summary: 'Create a code, an automatic offer or a reward (Owner, Manager)',
        description: RULES,
        body: promotionCreateBody,
        response: { 201: staffPromotionResponse, ...failures },
      },
    },
    async (request, reply) => {
      const promotion = await createPromotion(await editOf(request), request.body);
      reply.code(201);
      return { data: { promotion }, message: `${promotion.name} was added.` };
    },
  );

  app.patch(
    '/staff/promotions/:id',
    {
      onRequest: staffOnly(MAY_EDIT),
      schema: {
        ...common,
        summary: 'Change a promotion (Owner, Manager)',
        description: `Any of its fields, with the version it was made on; the rules are judged on the promotion as it would be after the change. ${RULES}${STALE}`,
        params: promotionIdParams,
        body: promotionChangeBody,
        response: { 200: staffPromotionResponse, ...failures, 409: stalePromotionEditSchema },
      },
    },
    async (request) => {
      const promotion = await changePromotion(await editOf(request), request.params.id, request.body);
      return { data: { promotion }, message: `${promotion.name} was saved.` };
    },
  );

  const moves = [
    ['pause', 'Pause a promotion: diners cannot use it until it is resumed (Owner, Manager)', 'was paused'],
    ['resume', 'Resume a paused promotion (Owner, Manager)', 'was resumed'],
    ['end', 'End a promotion now: its window closes, its uses are kept (Owner, Manager)', 'has ended'],
  ] as const;
  for (const [move, summary, done] of moves) {
    app.post(
      `/staff/promotions/:id/${move}`,
      {
        onRequest: staffOnly(MAY_EDIT),
        schema: {
          ...common,
          summary,
          description: 'One already so is answered as it is. An ended promotion cannot be paused or resumed (409 CONFLICT): change its dates to run it again.',
          params: promotionIdParams,
          response: { 200: staffPromotionResponse, ...failures, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const promotion = await movePromotion(await editOf(request), request.params.id, move);
        return { data: { promotion }, message: `${promotion.name} ${done}.` };
      },
    );
  }

  app.delete(
    '/staff/promotions/:id',
    {
      onRequest: staffOnly(MAY_EDIT),
      schema: {
        ...common,
        summary: 'Delete a promotion never used, or end one that was (Owner, Manager)',
        description: '`outcome` `ended` when an order or a redemption refers to it: kept with its uses, its window closed now (`promotion` is it as it is now).',
        params: promotionIdParams,
        response: { 200: promotionRemovedResponse, ...failures, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const result = await removePromotion(await editOf(request), request.params.id);
      return {
        data: result,
        message: result.outcome === 'deleted' ? 'The promotion was deleted.' : 'The promotion has been used, so it was ended rather than deleted.',
      };
    },
  );
};
