/**
 * Serving uploaded photos (issue 26), public and tenant-independent: the id and the hash in the
 * URL name the photo on every site (photo-urls.ts). Immutable for a year; the ETag is the
 * rendition's own hash; an unknown or malformed URL is 404.
 */
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, type PhotoFormat } from '@platter/domain';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { pickVariant, type ServedPhoto } from './photo-service.ts';
import { PHOTO_KEY, PHOTO_TYPES, VARIANT_FILE } from './photo-urls.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const photoResponse = {
  description: 'The photo, AVIF or WebP',
  content: { 'image/avif': { schema: z.string() }, 'image/webp': { schema: z.string() } },
};
const photoParams = { photo: z.string().max(200).describe('`{id}-{hash}`, from the upload’s `url`') };
const widthQuery = z.object({
  w: z.coerce
    .number({ message: 'w must be a number.' })
    .int('w must be a whole number.')
    .min(1, 'w must be at least 1.')
    .max(10_000, 'w must be at most 10000.')
    .optional()
    .describe('The width wanted: the narrowest stored rendition at least this wide (else the widest).'),
});

/** Whether an Accept header takes AVIF (and does not refuse it with q=0). */
export function acceptsAvif(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((p) => p.trim().toLowerCase());
    if (type !== 'image/avif') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

function send(reply: FastifyReply, served: ServedPhoto): FastifyReply {
  return reply
    .type(PHOTO_TYPES[served.variant.format])
    .header('cache-control', IMMUTABLE)
    .header('etag', `"${served.variant.sha256}"`)
    .send(served.data);
}

export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  const recordOf = async (photo: string) => {
    const key = PHOTO_KEY.exec(photo);
    const record = key ? await app.photos.record(key[1]!, key[2]!) : null;
    if (!record) throw AppError.notFound(apiMessage('media.photoNotFound'));
    return record;
  };

  app.get(
    '/media/photos/:photo',
    {
      schema: {
        tags: ['Media'],
        summary: 'An uploaded photo: AVIF when Accept takes it, else WebP (Vary: Accept; immutable)',
        params: z.object(photoParams),
        querystring: widthQuery,
        response: { 200: photoResponse, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const record = await recordOf(request.params.photo);
      const format: PhotoFormat = acceptsAvif(request.headers.accept) ? 'avif' : 'webp';
      const variant = pickVariant(record, format, request.query.w, false);
      const served = variant ? await app.photos.serve(record, variant) : null;
      if (!served) throw AppError.notFound(apiMessage('media.photoNotFound'));
      return send(reply.header('vary', 'accept'), served);
    },
  );

  app.get(
    '/media/photos/:photo/:file',
    {
      schema: {
        tags: ['Media'],
        summary: 'One rendition of an uploaded photo, `{width}.avif` or `{width}.webp` (immutable)',
        params: z.object({ ...photoParams, file: z.string().max(20).describe('`{width}.{avif|webp}`, from the upload’s `variants`') }),
        response: { 200: photoResponse, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const record = await recordOf(request.params.photo);
      const file = VARIANT_FILE.exec(request.params.file);
      const variant = file ? pickVariant(record, file[2] as PhotoFormat, Number(file[1]), true) : null;
      const served = variant ? await app.photos.serve(record, variant) : null;
      if (!served) throw AppError.notFound(apiMessage('media.photoNotFound'));
      return send(reply, served);
    },
  );
};
