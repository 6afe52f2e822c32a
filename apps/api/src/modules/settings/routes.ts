/**
 * The back office's settings (`/api/v1/staff/settings/...`): each section of the restaurant's own
 * settings read and changed whole, on its version (section-edit.ts). The bodies are the tenant
 * file's own schemas (contracts/restaurant-settings.ts).
 */
import { languagesSection } from './languages.ts';
import { loyaltySection } from './loyalty.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  capacitySettingsBody,
  capacitySettingsResponse,
  hoursSettingsBody,
  hoursSettingsResponse,
  ordersSettingsBody,
  languagesSettingsBody,
  languagesSettingsResponse,
  loyaltySettingsBody,
  loyaltySettingsResponse,
  staleLoyaltyEditSchema,
  staleLanguagesEditSchema,
  ordersSettingsResponse,
  printersSettingsBody,
  printersSettingsResponse,
  staleCapacityEditSchema,
  staleHoursEditSchema,
  staleOrdersEditSchema,
  stalePrintersEditSchema,
  staleTipsEditSchema,
  tipsSettingsBody,
  tipsSettingsResponse,
  type StaffRole,
} from '@platter/domain';
import type { Config } from '../../config.ts';
import { requireStaff, staffOnly } from '../../platform/auth.ts';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { capacitySection } from './capacity.ts';
import { hoursSection } from './hours.ts';
import { ordersSection } from './orders.ts';
import { printersSection, savePrinters } from './printers.ts';
import { tipsSection } from './tips.ts';
import { domainRoutes } from './domain-routes.ts';
import { fulfilmentAndLookRoutes } from './look-routes.ts';
import { homeContentRoutes } from './home-content-routes.ts';
import { changeSection, readSection } from './section-edit.ts';

const OWNER_AND_MANAGER: readonly StaffRole[] = ['Owner', 'Manager'];
const OWNER_ONLY: readonly StaffRole[] = ['Owner'];

const failures = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const common = { tags: ['Settings'], security: [{ bearerAuth: [] }], querystring: tenantQuery };
const STALE =
  ' Names the `version` it was made on: another answers 409 `STALE_EDIT` naming who changed it and when, with `current`, the section as it is now.';

export const settingsRoutes: FastifyPluginAsyncZod<{ config: Pick<Config, 'BASE_DOMAIN'> }> = async (app, { config }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(fulfilmentAndLookRoutes);
  await app.register(domainRoutes, { config });
  await app.register(homeContentRoutes);

  app.get(
    '/staff/settings/hours',
    {
      onRequest: staffOnly(OWNER_AND_MANAGER),
      schema: {
        ...common,
        summary: 'Opening hours and special dates (Owner, Manager)',
        description: 'The weekly hours (each day its openings) and every special date, with the section’s version.',
        response: { 200: hoursSettingsResponse, ...failures },
      },
    },
    async (request) => {
      const staff = request.staff ?? (await requireStaff(request, OWNER_AND_MANAGER));
      return { data: await readSection(app, staff.restaurantId, hoursSection) };
    },
  );

  app.put(
    '/staff/settings/hours',
    {
      onRequest: staffOnly(OWNER_AND_MANAGER),
      schema: {
        ...common,
        summary: 'Set the opening hours and special dates (Owner, Manager)',
        description:
          'The whole section: `openingHours` (per weekday `open/close/isClosed`, the first opening, and `periods` with every opening ' +
          'when there are several) and `specialDates` (closures or changed hours for a date or range, no two on the same day). ' +
          `Diners, checkout and POST /orders follow it at once.${STALE}`,
        body: hoursSettingsBody,
        response: { 200: hoursSettingsResponse, ...failures, 409: staleHoursEditSchema },
      },
    },
    async (request) => {
      const staff = request.staff ?? (await requireStaff(request, OWNER_AND_MANAGER));
      const { version, ...settings } = request.body;
      return { data: await changeSection(app, staff, hoursSection, version, settings), message: 'Opening hours saved.' };
    },
  );

  app.get(
    '/staff/settings/capacity',
    {
      onRequest: staffOnly(OWNER_AND_MANAGER),
      schema: {
        ...common,
        summary: 'Kitchen capacity: slots, lead and travel time, caps per slot (Owner, Manager)',
        description: 'The tenant file’s `capacity` (null: no capacity rules), with the section’s version.',
        response: { 200: capacitySettingsResponse, ...failures },
      },
    },
    async (request) => {
      const staff = request.staff ?? (await requireStaff(request, OWNER_AND_MANAGER));
      return { data: await readSection(app, staff.restaurantId, capacitySection) };
    },
  );

  app.put(
    '/staff/settings/capacity',
    {
      onRequest: staffOnly(OWNER_AND_MANAGER),
      schema: {
        ...common,
        summary: 'Set the kitchen capacity (Owner, Manager)',
        description:
          '`capacity`: `slotMinutes` (5, 10, 15, 20, 30 or 60), `leadMinutes`, `travelMinutes` (delivery), and per order type `pickup`/`delivery` ' +
          '`{maxOrdersPerSlot, maxItemsPerSlot}` (a cap left out is no cap); `weekdays` (`{friday: {pickup: 8}}`) and `oneOff` (`{date, pickup?, delivery?}`, "tonight") ' +
          'give orders per slot that replace the every-day cap on their day; null switches capacity rules off. GET /slots and POST /orders follow at once; ' +
          `orders already placed keep their slots.${STALE}`,
        body: capacitySettingsBody,
        response: { 200: capacitySettingsResponse, ...failures, 409: staleCapacityEditSchema },
      },
    },
    async (request) => {
      const staff = request.staff ?? (await requireStaff(request, OWNER_AND_MANAGER));
      const { version, ...settings } = request.body;
      return { data: await changeSection(app, staff, capacitySection, version, settings), message: 'Kitchen capacity saved.' };
    },
  );

  app.get(
    '/staff/settings/languages',
    {
      onRequest: staffOnly(OWNER_AND_MANAGER),
      schema: {
        ...common,
        summary: 'Languages: the storefront’s offered languages and its default (Owner, Manager)',
        description: 'The tenant file’s `languages` (`default`, `offered`), with the section’s version.',
        response: { 200: languagesSettingsResponse, ...failures },
      },
    },
    async (request) => {
      const staff = request.staff ?? (await requireStaff(request, OWNER_AND_MANAGER));
      return { data: await readSection(app, staff.restaurantId, languagesSection) };
    },
  );

  app.put(
    '/staff/settings/languages',
    {
      onRequest: staffOnly(OWNER_AND_MANAGER),
      schema: {
        ...common,
        summary: 'Set the storefront’s languages and its default (Owner, Manager)',
        description:
          '`languages`: `offered` (en-GB, pt-PT; at least one, none twice) and `default`, one of them: what a diner whose choice and ' +
          'browser name no offered language reads, and what staff e-mails are written in.' +
          STALE,
        body: languagesSettingsBody,
        response: { 200: languagesSettingsResponse, ...failures, 409: staleLanguagesEditSchema },
      },
    },
    async (request) => {
      const staff = request.staff ?? (await requireStaff(request, OWNER_AND_MANAGER));
      const { version, ...settings } = request.body;
      return { data: await changeSection(app, staff, languagesSection, version, settings), message: 'Languages saved.' };
    },
  );

  app.get(
    '/staff/settings/orders',
    {
      onRequest: staffOnly(OWNER_AND_MANAGER),
      schema: {
        ...common,
        summary: 'Orders: when a waiting order alerts the kitchen and when it is rejected by itself (Owner, Manager)',
        description: 'The tenant file’s `missedOrders` (`alertMinutes`, `rejectMinutes`), with the section’s version.',
        response: { 200: ordersSettingsResponse, ...failures },
      },
    },
    async (request) => {
      const staff = request.staff ?? (await requireStaff(request, OWNER_AND_MANAGER));
      return { data: await readSection(app, staff.restaurantId, ordersSection) };
    },
  );

  app.put(
    '/staff/settings/orders',
    {
      onRequest: staffOnly(OWNER_AND_MANAGER),
      schema: {
        ...common,
        summary: 'Set when a waiting order alerts the kitchen and is rejected by itself (Owner, Manager)',
        description:
          '`missedOrders`: `alertMinutes` (1–60: the board alerts and the restaurant is e-mailed once) and `rejectMinutes` (2–240, more than ' +
          '`alertMinutes`: the order is rejected by itself and the diner told why). Orders already waiting follow at once.' +
          STALE,
        body: ordersSettingsBody,
        response: { 200: ordersSettingsResponse, ...failures, 409: staleOrdersEditSchema },
      },
    },
    async (request) => {
      const staff = request.staff ?? (await requireStaff(request, OWNER_AND_MANAGER));
      const { version, ...settings } = request.body;
      return { data: await changeSection(app, staff, ordersSection, version, settings), message: 'Order settings saved.' };
    },
  );

  app.get(
    '/staff/settings/printers',
    {
      onRequest: staffOnly(OWNER_AND_MANAGER),
      schema: {
        ...common,
        summary: "The restaurant's receipt printers (Owner, Manager)",
        description: 'The tenant file’s `printers`, with the section’s version.',
        response: { 200: printersSettingsResponse, ...failures },
      },
    },
    async (request) => {
      const staff = request.staff ?? (await requireStaff(request, OWNER_AND_MANAGER));
      return { data: await readSection(app, staff.restaurantId, printersSection) };
    },
  );

  app.put(
    '/staff/settings/printers',
    {
      onRequest: staffOnly(OWNER_AND_MANAGER),
      schema: {
        ...common,
        summary: "Set the restaurant's receipt printers (Owner, Manager)",
        description:
          '`printers`: at most 5, each `{name (unique), host, port 1–65535 (default 9100), paperWidth 58 | 80, autoPrint, tickets: kitchen and/or packing}`. ' +
          'The server opens TCP connections to them, so `host` must lead to the restaurant’s own network: a private IPv4 address (10/8, 172.16/12, ' +
          '192.168/16) or a name every address of which is one. Loopback, link-local (cloud metadata), public and IPv6 addresses, the server’s own, ' +
          'and IPv4 written otherwise than as four decimal numbers (`0x7f000001`, `010.0.0.1`) are refused: 400 `PRINTER_ADDRESS_NOT_ALLOWED` on `printers.N.host`. ' +
          `The next print job follows at once.${STALE}`,
        body: printersSettingsBody,
        response: { 200: printersSettingsResponse, ...failures, 409: stalePrintersEditSchema },
      },
    },
    async (request) => {
      const staff = request.staff ?? (await requireStaff(request, OWNER_AND_MANAGER));
      const { version, ...settings } = request.body;
      return { data: await savePrinters(app, staff, version, settings), message: 'Printers saved.' };
    },
  );

  app.get(
    '/staff/settings/tips',
    {
      onRequest: staffOnly(OWNER_AND_MANAGER),
      schema: {
        ...common,
        summary: 'Tips: whether diners may add one, the presets, a custom amount and the order types (Owner, Manager)',
        description: 'The tenant file’s `tips`, with the section’s version.',
        response: { 200: tipsSettingsResponse, ...failures },
      },
    },
    async (request) => {
      const staff = request.staff ?? (await requireStaff(request, OWNER_AND_MANAGER));
      return { data: await readSection(app, staff.restaurantId, tipsSection) };
    },
  );

  app.put(
    '/staff/settings/tips',
    {
      onRequest: staffOnly(OWNER_AND_MANAGER),
      schema: {
        ...common,
        summary: 'Set the tips (Owner, Manager)',
        description:
          '`tips`: `enabled`, `presets` (at most 4 percentages, 0.5–50 in steps of 0.5, of the food after discounts), `allowCustom` ' +
          '(an amount of the diner’s own, at most the food after discounts and £500.00) and `orderTypes` (Delivery, Pickup or both). ' +
          `Checkout and POST /orders follow at once; orders already placed keep their tips.${STALE}`,
        body: tipsSettingsBody,
        response: { 200: tipsSettingsResponse, ...failures, 409: staleTipsEditSchema },
      },
    },
    async (request) => {
      const staff = request.staff ?? (await requireStaff(request, OWNER_AND_MANAGER));
      const { version, ...settings } = request.body;
      return { data: await changeSection(app, staff, tipsSection, version, settings), message: 'Tips saved.' };
    },
  );

  app.get(
    '/staff/settings/loyalty',
    {
      onRequest: staffOnly(OWNER_ONLY),
      schema: {
        ...common,
        summary: 'Loyalty: the points diners earn per whole currency unit spent (Owner)',
        description: 'The tenant file’s `settings.pointsPerCurrencyUnit`, with the section’s version.',
        response: { 200: loyaltySettingsResponse, ...failures },
      },
    },
    async (request) => {
      const staff = request.staff ?? (await requireStaff(request, OWNER_ONLY));
      return { data: await readSection(app, staff.restaurantId, loyaltySection) };
    },
  );

  app.put(
    '/staff/settings/loyalty',
    {
      onRequest: staffOnly(OWNER_ONLY),
      schema: {
        ...common,
        summary: 'Set the loyalty earn rate (Owner)',
        description:
          '`pointsPerCurrencyUnit`: a whole number from 0 (no points earned) to 1000, the points an order earns per whole currency unit of its total ' +
          `once delivered or collected. Orders fulfilled from then on earn at the new rate; points already earned stay.${STALE}`,
        body: loyaltySettingsBody,
        response: { 200: loyaltySettingsResponse, ...failures, 409: staleLoyaltyEditSchema },
      },
    },
    async (request) => {
      const staff = request.staff ?? (await requireStaff(request, OWNER_ONLY));
      const { version, ...settings } = request.body;
      return { data: await changeSection(app, staff, loyaltySection, version, settings), message: 'Loyalty points saved.' };
    },
  );
};
