/**
 * The installable storefront (issue 31): the manifest, its icons and the service worker, at the
 * site's root (a worker's scope is its own folder; the manifest is linked from every page). All
 * three are per Host: each restaurant's site has its own origin, so its own worker and caches.
 */
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, DEFAULT_RESTAURANT_LANGUAGES, webAppManifestSchema } from '@platter/domain';
import { languageAmong } from '../../platform/language.ts';
import type { Config } from '../../config.ts';
import { ICON_FILE_NAMES, iconSourceFor, iconVersion, manifestFor } from './manifest.ts';
import { drawIcon, IconCache } from './icons.ts';
import type { WebShell } from '../../platform/web.ts';
import { serviceWorkerScript } from './service-worker.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A local picture (the generated artwork or an uploaded photo) is read in-process; another site's never (no requests on a tenant's say-so). */
const LOCAL_PICTURE = /^\/api\/v1\/(images|media)\/[^?#]*$/;
const MAX_LOGO_BYTES = 8 * 1024 * 1024;

export const installableRoutes: FastifyPluginAsyncZod<{ config: Pick<Config, 'SERVICE_WORKER_VERSION'>; shell: WebShell | null }> = async (app, { config, shell }) => {
  const icons = new IconCache();
  const version = config.SERVICE_WORKER_VERSION ?? shell?.version ?? 'unbuilt';
  const script = serviceWorkerScript(version, shell);

  app.get(
    '/manifest.webmanifest',
    {
      schema: {
        tags: ['Storefront'],
        summary: "The restaurant's web app manifest (name, colours, icons), for the Host's restaurant",
        response: {
          200: { description: 'Web app manifest', content: { 'application/manifest+json': { schema: webAppManifestSchema } } },
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const restaurant = await request.tenant();
      const language = languageAmong(request, restaurant.languages ?? DEFAULT_RESTAURANT_LANGUAGES);
      // Revalidated every time (a 304 while unchanged): a new look shows at the next check. In the
      // page's language (the same choice the page was rendered in), so it varies as the page does.
      reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-language, cookie');
      return reply.send(await manifestFor(app, restaurant, language));
    },
  );

  app.get(
    '/app-icons/:version/:file.png',
    {
      schema: {
        tags: ['Storefront'],
        summary: "A home-screen icon drawn from the restaurant's logo (or its initial), as the manifest names it",
        params: z.object({
          version: z.string().max(40, 'Icon not found.'),
          file: z.enum(ICON_FILE_NAMES, { message: `Icon must be one of ${ICON_FILE_NAMES.join(', ')}.` }),
        }),
        response: { 200: { description: 'PNG image', content: { 'image/png': { schema: z.string() } } }, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const source = await iconSourceFor(app, await request.tenant());
      const current = iconVersion(source);
      const readLogo = async (url: string): Promise<Buffer | null> => {
        if (!LOCAL_PICTURE.test(url)) return null;
        const answer = await app.inject({ method: 'GET', url, headers: { host: request.host, accept: 'image/webp,image/png,image/svg+xml' } });
        if (answer.statusCode !== 200 || answer.rawPayload.length > MAX_LOGO_BYTES) return null;
        return answer.rawPayload;
      };
      const png = await icons.get(current, request.params.file, () => drawIcon(source, request.params.file, readLogo));
      // An older look's URL (a manifest kept from before a change) gets today's icon, not kept for long.
      return sendPng(reply, png, request.params.version === current ? IMMUTABLE : 'no-cache');
    },
  );

  app.get(
    '/sw.js',
    {
      schema: {
        tags: ['Storefront'],
        summary: "The storefront's service worker (scope /), versioned by the web build, on a restaurant's Host only",
        response: { 200: { description: 'JavaScript', content: { 'text/javascript': { schema: z.string() } } }, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // As the pages and the manifest: a Host no restaurant owns gets no worker to install.
      await request.tenant();
      // Browsers check for a new worker at every page load; no-cache keeps that check honest.
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache');
      return reply.send(script);
    },
  );
};

function sendPng(reply: FastifyReply, png: Buffer, cacheControl: string): FastifyReply {
  return reply.type('image/png').header('cache-control', cacheControl).send(png);
}
