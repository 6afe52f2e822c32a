/** The site's addresses (`/api/v1/staff/settings/domains`, Owner only): see domains.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addDomainBody, apiErrorSchema, domainParams, domainsResponse, type StaffRole } from '@platter/domain';
import type { Config } from '../../config.ts';
import { requireStaff, staffOnly } from '../../platform/auth.ts';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { addSiteDomain, removeSiteDomain, siteAddresses } from './domains.ts';

const OWNER: readonly StaffRole[] = ['Owner'];
const failures = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const common = { tags: ['Settings'], security: [{ bearerAuth: [] }], querystring: tenantQuery };

export const domainRoutes: FastifyPluginAsyncZod<{ config: Pick<Config, 'BASE_DOMAIN'> }> = async (app, { config }) => {
  const base = config.BASE_DOMAIN;

  app.get(
    '/staff/settings/domains',
    {
      onRequest: staffOnly(OWNER),
      schema: { ...common, summary: "The site's addresses (Owner)", description: '`{slug}.{BASE_DOMAIN}` first, then the restaurant’s own domains; `dnsTarget` is what their CNAME records name.', response: { 200: domainsResponse, ...failures } },
    },
    async (request) => {
      const staff = request.staff ?? (await requireStaff(request, OWNER));
      return { data: await siteAddresses(app, staff, base) };
    },
  );

  app.post(
    '/staff/settings/domains',
    {
      onRequest: staffOnly(OWNER),
      schema: {
        ...common,
        summary: 'Add a domain of the restaurant’s own (Owner)',
        description:
          'A host name such as order.example.com (no scheme, port or path; not under BASE_DOMAIN; at most 10). It serves the site as soon as ' +
          'its DNS points here (a CNAME to `dnsTarget`). One another restaurant serves answers 409 `CONFLICT` without naming it. Ownership is not verified yet.',
        body: addDomainBody,
        response: { 200: domainsResponse, ...failures, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const staff = request.staff ?? (await requireStaff(request, OWNER));
      return { data: await addSiteDomain(app, staff, base, request.body.domain), message: 'Domain added.' };
    },
  );

  app.delete(
    '/staff/settings/domains/:domain',
    {
      onRequest: staffOnly(OWNER),
      schema: { ...common, summary: 'Remove one of the restaurant’s own domains (Owner)', params: domainParams, response: { 200: domainsResponse, ...failures } },
    },
    async (request) => {
      const staff = request.staff ?? (await requireStaff(request, OWNER));
      return { data: await removeSiteDomain(app, staff, base, request.params.domain), message: 'Domain removed.' };
    },
  );
};
