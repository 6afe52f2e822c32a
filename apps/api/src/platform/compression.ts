import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, onSendHookHandler } from 'fastify';

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip by Accept-Encoding for every compressible answer (answers only; request bodies are never decompressed): the storefront's HTML stream,
 * JSON and text. Brotli at quality 4 (fast enough for per-request HTML, about gzip -9's size);
 * hashed assets keep their precompressed .br/.gz files (@fastify/static sets their
 * Content-Encoding, which this plugin leaves alone).
 *
 * Register after the conditional-GET hook (platform/etag.ts): onSend hooks run in order, so the
 * ETag is computed on the uncompressed body (one validator for every encoding, with
 * `Vary: Accept-Encoding`) and a 304 has nothing left to compress.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    globalCompression: true,
    // No client of ours compresses what it sends; and the plugin's request decompression piped an
    // unread GET body into a gunzip stream nobody drained, wedging the keep-alive connection
    // (compression.test.ts). A body marked compressed is parsed as it is (and refused as bad JSON).
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  // A strong validator names one exact byte sequence; the compressed bytes are another, so a
  // compressed answer carries the same validator as weak (what If-None-Match compares anyway).
  // The plugin compresses in a route-level onSend hook (added on route registration), so this
  // one is appended to each route after it.
  const weakenWhenCompressed: onSendHookHandler = async (_request, reply, payload) => {
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string' && !etag.startsWith('W/') && reply.getHeader('content-encoding')) reply.header('etag', `W/${etag}`);
    return payload;
  };
  app.addHook('onRoute', (route) => {
    const existing = route.onSend ? (Array.isArray(route.onSend) ? route.onSend : [route.onSend]) : [];
    route.onSend = [...existing, weakenWhenCompressed];
  });
}
