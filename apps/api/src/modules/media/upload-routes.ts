/**
 * POST /staff/media (issue 26): an Owner or Manager uploads a photo, multipart with the file in
 * field `file`. The caller is checked before a byte of the body is read (onRequest); the body is
 * read only once the upload has a place in the photo queue (else 503), at most 15 MB of it (413
 * when a larger one is declared or arrives: the rest is read and dropped for a few seconds, then
 * the connection is cut).
 * What the file is comes from its bytes alone (photo-pipeline.ts).
 */
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, mediaResponse, PHOTO_LIMITS, type StaffRole } from '@platter/domain';
import { requireStaff, staffOnly } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { ACCEPTED_FORMATS_TEXT, PHOTO_REFUSALS } from './photo-pipeline.ts';
import { mediaOf } from './photo-urls.ts';

const UPLOADERS: readonly StaffRole[] = ['Owner', 'Manager'];
/** The form around the file: boundaries and part headers. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export const UPLOAD_MESSAGES = {
  notMultipart: "Send the photo as multipart/form-data, with the file in a field named 'file'.",
  noFile: "No photo was attached. Send the file in a form field named 'file'.",
  unreadableForm: "The upload could not be read as a form. Send the photo as multipart/form-data, with the file in a field named 'file'.",
  onePhoto: "Send one photo at a time, in a form field named 'file'.",
  tooSlow: 'The photo took too long to arrive. Check the connection and try again.',
} as const;

/** An error thrown while reading the form, as the API's answer (our own AppErrors pass through). */
function formError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('UNSUPPORTED_MEDIA_TYPE', apiMessage('upload.notMultipart'));
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PHOTO_TOO_LARGE', PHOTO_REFUSALS.tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return AppError.badRequest(apiMessage('upload.onePhoto'));
  // busboy's own (a broken boundary, a part cut short) and the plugin's prototype-name guard.
  return AppError.badRequest(apiMessage('upload.unreadableForm'));
}

/** How long the file may take to arrive once its place in the queue is taken (a slow sender holds one). */
export const UPLOAD_READ_TIMEOUT_MS = 60_000;
/** After an early refusal, how long the rest of the body is read and dropped before the connection is cut. */
const LINGER_MS = 5_000;

/**
 * After a refusal sent before the body ended: the rest is read and dropped (never kept), so the
 * client, still sending, gets to read the answer (closing at once would reset the connection
 * and lose it); a body that goes on past LINGER_MS has its connection cut.
 */
function dropRestOfBody(request: FastifyRequest): void {
  const raw = request.raw;
  if (raw.complete) return;
  raw.unpipe();
  raw.resume();
  const socket = raw.socket as { destroy?: () => void } | null;
  if (typeof socket?.destroy !== 'function') return;
  const timer = setTimeout(() => socket.destroy?.(), LINGER_MS);
  timer.unref();
  raw.once('end', () => clearTimeout(timer));
  raw.once('close', () => clearTimeout(timer));
}

/**
 * A file part's bytes; a 413 as soon as it passes 15 MB (busboy marks the limit but would parse
 * on to the end of the body, however long), a 408 when it has not all arrived within a minute.
 */
function collect(file: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Broken off before it was handed over (busboy destroys the part on a malformed form).
    if (file.destroyed) return reject(AppError.badRequest(apiMessage('upload.unreadableForm')));
    const chunks: Buffer[] = [];
    const fail = (err: AppError) => {
      clearTimeout(timer);
      chunks.length = 0;
      file.destroy();
      reject(err);
    };
    const timer = setTimeout(() => fail(new AppError('REQUEST_TIMEOUT', apiMessage('upload.tooSlow'))), UPLOAD_READ_TIMEOUT_MS);
    file.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.once('limit', () => fail(new AppError('PHOTO_TOO_LARGE', PHOTO_REFUSALS.tooLarge)));
    file.once('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    file.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    // Destroyed without an error (the form broke off): never 'end'.
    file.once('close', () => {
      clearTimeout(timer);
      if (!file.readableEnded) reject(AppError.badRequest(apiMessage('upload.unreadableForm')));
    });
  });
}

/**
 * The bytes of the form's `file` part, at most 15 MB. The whole form is read: a second file
 * anywhere in it is refused (400), never silently dropped.
 */
async function readPhotoField(request: FastifyRequest): Promise<Buffer> {
  try {
    let bytes: Buffer | undefined;
    const parts = request.parts({
      limits: { fileSize: PHOTO_LIMITS.maxBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024, headerPairs: 50 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (bytes !== undefined) {
        part.file.resume();
        throw AppError.badRequest(apiMessage('upload.onePhoto'));
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw new AppError('PHOTO_REQUIRED', apiMessage('upload.noFile'));
      }
      bytes = await collect(part.file);
    }
    if (!bytes || bytes.length === 0) throw new AppError('PHOTO_REQUIRED', apiMessage('upload.noFile'));
    return bytes;
  } catch (err) {
    throw formError(err);
  }
}

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this plugin only: every other route keeps refusing multipart bodies (415).
  await app.register(multipart, { throwFileSizeLimit: true });

  app.post(
    '/staff/media',
    {
      onRequest: staffOnly(UPLOADERS),
      schema: {
        tags: ['Staff'],
        summary: `Upload a photo (Owner, Manager): multipart/form-data, the file in field 'file'; ${ACCEPTED_FORMATS_TEXT}, at most 15 MB and 50 megapixels`,
        description:
          'Decoded and re-encoded: auto-rotated, metadata (EXIF, GPS) dropped, AVIF and WebP at up to 1280 px wide, plus a blurred placeholder. ' +
          'Judged by its bytes, never its name or declared type. One decode at a time per process: a full queue answers 503 with Retry-After.',
        security: [{ bearerAuth: [] }],
        querystring: tenantQuery,
        // Documents the form; the bytes are read and judged in the handler, never validated here.
        consumes: ['multipart/form-data'],
        body: z
          .unknown()
          .describe(`A form with the photo in field 'file' (${ACCEPTED_FORMATS_TEXT}, at most 15 MB); other fields are ignored.`),
        response: {
          201: mediaResponse,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          408: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const staff = request.staff ?? (await requireStaff(request, UPLOADERS));
      try {
        const declared = Number(request.headers['content-length']);
        if (declared > PHOTO_LIMITS.maxBytes + FORM_OVERHEAD_BYTES) throw new AppError('PHOTO_TOO_LARGE', PHOTO_REFUSALS.tooLarge);
        const ticket = app.photos.queue.admit();
        try {
          const bytes = await readPhotoField(request);
          const record = await app.photos.ingest(staff.restaurantId, staff.user.id, bytes, ticket);
          return await reply.code(201).send({ data: { media: mediaOf(record) }, message: 'Photo uploaded.' });
        } finally {
          ticket.leave();
        }
      } catch (err) {
        dropRestOfBody(request);
        throw err;
      }
    },
  );
};
