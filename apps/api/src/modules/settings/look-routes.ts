/**
 * The back office's Fulfilment (Owner, Manager) and Look (Owner) sections: each read and set
 * whole on its version (section-edit.ts), with the tenant file's own schemas as bodies.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  fulfilmentSettingsBody,
  fulfilmentSettingsResponse,
  lookSettingsBody,
  lookSettingsResponse,
  staleFulfilmentEditSchema,
  staleLookEditSchema,
  type StaffRole,
} from '@platter/domain';
import { requireStaff, staffOnly } from '../../platform/auth.ts';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { fulfilmentSection } from './fulfilment.ts';
import { lookSection } from './look.ts';
import { changeSection, readSection } from './section-edit.ts';

const OWNER_AND_MANAGER: readonly StaffRole[] = ['Owner', 'Manager'];
const OWNER_ONLY: readonly StaffRole[] = ['Owner'];

const failures = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const common = { tags: ['Settings'], security: [{ bearerAuth: [] }], querystring: tenantQuery };
const STALE =
  ' Names the `version` it was made on: another answers 409 `STALE_EDIT` naming who changed it and when, with `current`, the section as it is now.';

export const fulfilmentAndLookRoutes: FastifyPluginAsyncZod = async (app) => {
  const fulfilment = fulfilmentSection(app);

  app.get(
    '/staff/settings/fulfilment',
    {
      onRequest: staffOnly(OWNER_AND_MANAGER),
      schema: {
        ...common,
        summary: 'Delivery, collection and payment methods (Owner, Manager)',
        description: 'The delivery fee (null: no delivery), the minimum order for delivery, collection, the payment methods, and whether card payment can be switched on.',
        response: { 200: fulfilmentSettingsResponse, ...failures },
      },
    },
    async (request) => {
      const staff = request.staff ?? (await requireStaff(request, OWNER_AND_MANAGER));
      return { data: await readSection(app, staff.restaurantId, fulfilment) };
    },
  );

  app.put(
    '/staff/settings/fulfilment',
    {
      onRequest: staffOnly(OWNER_AND_MANAGER),
      schema: {
        ...common,
        summary: 'Set delivery, collection and payment methods (Owner, Manager)',
        description:
          '`delivery.fee` (null: no delivery; 0: free), `delivery.minimumOrder` (the items’ subtotal a delivery needs, before fee and discount; 0: none), ' +
          '`delivery.allowsCollection` (delivery, collection or both) and `paymentMethods` (each named once). Card payment (`Online Payment`) can be ' +
          `switched on only when the deployment takes cards and the restaurant has a connected Stripe account. Diners, checkout and POST /orders follow at once.${STALE}`,
        body: fulfilmentSettingsBody,
        response: { 200: fulfilmentSettingsResponse, ...failures, 409: staleFulfilmentEditSchema },
      },
    },
    async (request) => {
      const staff = request.staff ?? (await requireStaff(request, OWNER_AND_MANAGER));
      const { version, ...settings } = request.body;
      return { data: await changeSection(app, staff, fulfilment, version, settings), message: 'Delivery and payment saved.' };
    },
  );

  app.get(
    '/staff/settings/look',
    {
      onRequest: staffOnly(OWNER_ONLY),
      schema: {
        ...common,
        summary: 'Logo, cover, tab icon and theme colours (Owner)',
        description: 'The pictures and both colour sets as the owner chose them; the storefront serves the colours contrast-checked.',
        response: { 200: lookSettingsResponse, ...failures },
      },
    },
    async (request) => {
      const staff = request.staff ?? (await requireStaff(request, OWNER_ONLY));
      return { data: await readSection(app, staff.restaurantId, lookSection) };
    },
  );

  app.put(
    '/staff/settings/look',
    {
      onRequest: staffOnly(OWNER_ONLY),
      schema: {
        ...common,
        summary: 'Set the logo, cover, tab icon and theme colours (Owner)',
        description:
          '`logoUrl`, `coverImageUrl`, `faviconUrl` (a path on this site such as an uploaded photo’s URL, or an http(s) URL; null: none) and ' +
          '`theme.light` / `theme.dark` (every colour as #rrggbb). Colours that would not read are served moved (WCAG AA), never refused: ' +
          `the public configuration and the stylesheet carry the moved ones.${STALE}`,
        body: lookSettingsBody,
        response: { 200: lookSettingsResponse, ...failures, 409: staleLookEditSchema },
      },
    },
    async (request) => {
      const staff = request.staff ?? (await requireStaff(request, OWNER_ONLY));
      const { version, ...settings } = request.body;
      return { data: await changeSection(app, staff, lookSection, version, settings), message: 'Look saved.' };
    },
  );
};
