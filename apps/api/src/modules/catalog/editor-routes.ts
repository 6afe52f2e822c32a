/**
 * The menu editor's API (`/api/v1/staff/menu/...`, Owner and Manager): the whole editable menu,
 * categories and dishes created, changed, reordered and deleted. Staff keep only the sold-out
 * switch (staff-routes.ts). Bodies and answers are the domain's (contracts/menu-editing.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  menuCategoryChangeBody,
  menuCategoryCreateBody,
  menuCategoryIdParams,
  menuCategoryOrderBody,
  menuProductChangeBody,
  menuProductCreateBody,
  menuProductOrderBody,
  productIdParams,
  productRemovedResponse,
  staffCategoriesResponse,
  staffCategoryResponse,
  staffMenuResponse,
  staffProductResponse,
  staffProductsResponse,
  staleCategoryEditSchema,
  staleProductEditSchema,
  type StaffRole,
} from '@platter/domain';
import type { FastifyRequest } from 'fastify';
import { requireStaff, staffOnly } from '../../platform/auth.ts';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { changeCategory, createCategory, reorderCategories } from './editor-categories.ts';
import { menuEditOf, type MenuEdit } from './editor-common.ts';
import { changeProduct, createProduct, removeProduct, reorderProducts } from './editor-products.ts';
import { editableMenu } from './editor-menu.ts';

/** Changing the menu is a manager's call; Staff have the sold-out switch. */
const MAY_EDIT: readonly StaffRole[] = ['Owner', 'Manager'];

const failures = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const common = { tags: ['Menu'], security: [{ bearerAuth: [] }], querystring: tenantQuery };
const STALE =
  ' A `version` other than the stored one answers 409 `STALE_EDIT` naming who changed it and when, with `current`, the entity as it is now.';

async function editOf(request: FastifyRequest): Promise<MenuEdit> {
  const staff = request.staff ?? (await requireStaff(request, MAY_EDIT));
  return menuEditOf(request.server, staff, await request.tenant());
}

export const menuEditorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/staff/menu',
    {
      onRequest: staffOnly(MAY_EDIT),
      schema: {
        ...common,
        summary: 'The whole editable menu: hidden categories, inactive and archived dishes too (Owner, Manager)',
        description: 'In menu order; each entity carries `version`, `updatedAt` and `updatedBy` for the next change.',
        response: { 200: staffMenuResponse, ...failures },
      },
    },
    async (request) => {
      const edit = await editOf(request);
      return { data: await editableMenu(app.db, edit.restaurantId) };
    },
  );

  app.post(
    '/staff/menu/categories',
    {
      onRequest: staffOnly(MAY_EDIT),
      schema: {
        ...common,
        summary: 'Add a category at the end of the menu (Owner, Manager)',
        description: 'The tenant file’s category rules; the name must be unique in the restaurant.',
        body: menuCategoryCreateBody,
        response: { 201: staffCategoryResponse, ...failures },
      },
    },
    async (request, reply) => {
      const category = await createCategory(await editOf(request), request.body);
      reply.code(201);
      return { data: { category }, message: `${category.name} was added.` };
    },
  );

  app.put(
    '/staff/menu/categories/order',
    {
      onRequest: staffOnly(MAY_EDIT),
      schema: {
        ...common,
        summary: 'Reorder the categories (Owner, Manager)',
        description: '`ids` must list every category of the restaurant, hidden ones too, each once.',
        body: menuCategoryOrderBody,
        response: { 200: staffCategoriesResponse, ...failures, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const categories = await reorderCategories(await editOf(request), request.body.ids);
      return { data: { categories } };
    },
  );

  app.patch(
    '/staff/menu/categories/:id',
    {
      onRequest: staffOnly(MAY_EDIT),
      schema: {
        ...common,
        summary: 'Rename, describe, hide or show a category (Owner, Manager)',
        description: `Names the version it was made on.${STALE}`,
        params: menuCategoryIdParams,
        body: menuCategoryChangeBody,
        response: { 200: staffCategoryResponse, ...failures, 409: staleCategoryEditSchema },
      },
    },
    async (request) => {
      const category = await changeCategory(await editOf(request), request.params.id, request.body);
      return { data: { category }, message: `${category.name} was saved.` };
    },
  );

  app.post(
    '/staff/menu/products',
    {
      onRequest: staffOnly(MAY_EDIT),
      schema: {
        ...common,
        summary: 'Add a dish at the end of the menu (Owner, Manager)',
        description:
          'The tenant file’s dish rules (one set of rules): price ≥ 0 with at most 2 decimals, the UK’s 14 allergens, ' +
          'option groups with min ≤ max, unique names and labels, and only free values as defaults. `categoryIds` are the restaurant’s categories.',
        body: menuProductCreateBody,
        response: { 201: staffProductResponse, ...failures },
      },
    },
    async (request, reply) => {
      const product = await createProduct(await editOf(request), request.body);
      reply.code(201);
      return { data: { product }, message: `${product.name} was added.` };
    },
  );

  app.put(
    '/staff/menu/products/order',
    {
      onRequest: staffOnly(MAY_EDIT),
      schema: {
        ...common,
        summary: 'Reorder the dishes of a category (Owner, Manager)',
        description: '`ids` must list every dish in the category `categoryId`, each once; the answer lists them in their new order.',
        body: menuProductOrderBody,
        response: { 200: staffProductsResponse, ...failures, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const products = await reorderProducts(await editOf(request), request.body.categoryId, request.body.ids);
      return { data: { products } };
    },
  );

  app.patch(
    '/staff/menu/products/:id',
    {
      onRequest: staffOnly(MAY_EDIT),
      schema: {
        ...common,
        summary: 'Change a dish (Owner, Manager)',
        description:
          'Any of the dish’s fields; `options` replaces all its option groups: a group or value sent with its `_id` keeps it ' +
          `(carts' choices stay valid), one without is new, one left out is deleted.${STALE}`,
        params: productIdParams,
        body: menuProductChangeBody,
        response: { 200: staffProductResponse, ...failures, 409: staleProductEditSchema },
      },
    },
    async (request) => {
      const product = await changeProduct(await editOf(request), request.params.id, request.body);
      return { data: { product }, message: `${product.name} was saved.` };
    },
  );

  app.delete(
    '/staff/menu/products/:id',
    {
      onRequest: staffOnly(MAY_EDIT),
      schema: {
        ...common,
        summary: 'Delete a dish, or archive it when orders refer to it (Owner, Manager)',
        description: '`outcome` `archived`: kept for order history and reorders, withdrawn from the menu (isActive false, `archivedAt` set).',
        params: productIdParams,
        response: { 200: productRemovedResponse, ...failures, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const outcome = await removeProduct(await editOf(request), request.params.id);
      return { data: { outcome }, message: outcome === 'deleted' ? 'The dish was deleted.' : 'The dish was archived: orders refer to it.' };
    },
  );
};
