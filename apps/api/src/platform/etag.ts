import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';
import { preferredCoding, type CompressedVariants } from './precompressed.ts';

/** Strong validator of a response body. */
export function strongEtag(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** JSON serialised (and validated) once, with its validator and its compressed forms. */
export interface SerializedJson {
  json: string;
  etag: string;
  compressed: CompressedVariants;
}

/**
 * Answers 200 with JSON serialised beforehand by a cache, under the ETag computed with it (the
 * onSend hook below keeps it), compressed once and reused when the client accepts brotli or gzip.
 */
export async function sendSerializedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: SerializedJson,
  /** More request headers the body depends on (the diner's language: accept-language, cookie). */
  vary: readonly string[] = [],
): Promise<FastifyReply> {
  reply.header('etag', body.etag).header('vary', ['accept-encoding', ...vary].join(', ')).type(JSON_TYPE);
  // Characters, not bytes: never more than the UTF-8 bytes, and measuring those costs a pass over a large body.
  const coding = body.json.length >= COMPRESSION_THRESHOLD_BYTES ? preferredCoding(request.headers['accept-encoding']) : null;
  if (!coding) return reply.send(body.json);
  return reply.header('content-encoding', coding).send(await body.compressed.get(coding));
}

/** Public reads may be stored but are revalidated every time (cheap with a 304). */
export const REVALIDATE_PUBLIC = 'public, max-age=0, must-revalidate';
const REVALIDATE_PRIVATE = 'private, no-cache';

function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  // Weak comparison, as RFC 9110 prescribes for If-None-Match.
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

/**
 * One onSend hook for every GET/HEAD answered with a 200 string or buffer body: adds a strong
 * ETag (unless the route set one, e.g. from a cache), a default Cache-Control, and turns a
 * matching If-None-Match into 304 with no body.
 */
export function registerConditionalGet(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const cacheControl = reply.getHeader('cache-control');
    if (typeof cacheControl === 'string' && cacheControl.includes('no-store')) return payload;

    let etag = reply.getHeader('etag');
    if (typeof etag !== 'string') {
      etag = strongEtag(payload);
      reply.header('etag', etag);
    }
    if (cacheControl === undefined) {
      reply.header('cache-control', request.headers.authorization ? REVALIDATE_PRIVATE : REVALIDATE_PUBLIC);
    }
    const ifNoneMatch = request.headers['if-none-match'];
    if (typeof ifNoneMatch === 'string' && matches(ifNoneMatch, etag)) {
      reply.code(304);
      reply.removeHeader('content-length');
      reply.removeHeader('content-encoding');
      return '';
    }
    return payload;
  });
}
