import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@platter/domain';
import { ASSETS_DIR } from '../../paths.ts';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { ARTWORK_KINDS, artworkSvg, placeholderSvg } from './artwork.ts';
import { photoRoutes } from './photo-routes.ts';
import { uploadRoutes } from './upload-routes.ts';

/** The pictures never change for a given URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SVG_TYPE = 'image/svg+xml; charset=utf-8';
const svgResponse = { description: 'SVG image', content: { 'image/svg+xml': { schema: z.string() } } };

/** A plain file name (no paths) with a media extension. */
const MEDIA_FILE = /^[a-z0-9][a-z0-9-]*\.(mp4|webm|jpg|png|webp)$/;

const dimension = z.coerce
  .number({ message: 'Width and height must be numbers.' })
  .int('Width and height must be whole numbers.')
  .min(1, 'Width and height must be at least 1.')
  .max(4000, 'Width and height must be at most 4000.');

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only for reply.sendFile (ranges, ETag, content type); no wildcard route is served.
  await app.register(fastifyStatic, { root: ASSETS_DIR, serve: false });
  // Uploaded photos: served at /media/photos/... (a deeper path than /media/{file} below), uploaded at /staff/media.
  await app.register(photoRoutes);
  await app.register(uploadRoutes);

  app.get(
    '/images/placeholder/:w/:h.svg',
    {
      schema: {
        tags: ['Media'],
        summary: "Placeholder picture reading 'Image not available'",
        params: z.object({ w: dimension, h: dimension }),
        response: { 200: svgResponse, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.type(SVG_TYPE).header('cache-control', IMMUTABLE);
      return reply.send(placeholderSvg(request.params.w, request.params.h));
    },
  );

  app.get(
    '/images/:kind/:name.svg',
    {
      schema: {
        tags: ['Media'],
        summary: 'Generated artwork for a dish, cover, slide or logo, by name',
        params: z.object({
          kind: z.enum(ARTWORK_KINDS, { message: `Image kind must be one of ${ARTWORK_KINDS.join(', ')}.` }),
          name: z.string().trim().min(1, 'Image name is required.').max(120, 'Image name is too long.'),
        }),
        response: { 200: svgResponse, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.type(SVG_TYPE).header('cache-control', IMMUTABLE);
      return reply.send(artworkSvg(request.params.kind, request.params.name));
    },
  );

  app.get(
    '/media/:file',
    {
      schema: {
        tags: ['Media'],
        summary: 'Video and other binary media shipped in apps/api/assets',
        params: z.object({
          file: z.string().max(100, 'Media not found.'),
        }),
        response: {
          200: { description: 'The file, typed by its name (video/mp4 …)', content: { '*/*': { schema: z.string() } } },
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!MEDIA_FILE.test(file) || !existsSync(join(ASSETS_DIR, file))) throw AppError.notFound(apiMessage('media.notFound'));
      return reply.header('cache-control', 'public, max-age=86400').sendFile(file);
    },
  );
};
