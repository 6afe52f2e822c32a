/**
 * Content-Security-Policy with a fresh script nonce per response: the server-rendered page's
 * inline scripts (React Router's hydration data, the theme boot script) carry it, so no
 * 'unsafe-inline' is needed for scripts. Styles keep 'unsafe-inline': React writes style
 * attributes, which a nonce cannot cover.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';

const nonces = new WeakMap<ServerResponse, string>();

/** The nonce the CSP header of this reply allows (undefined before helmet ran). */
export function cspNonceOf(reply: FastifyReply): string | undefined {
  return nonces.get(reply.raw);
}

function scriptNonce(_req: IncomingMessage, res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
  return `'nonce-${nonce}'`;
}

/**
 * helmet's directives for this deployment. Pages get a script nonce per response; API answers
 * (JSON, SVG, CSS) carry no script, so theirs is the same policy with no nonce to make.
 */
export function contentSecurityPolicy(config: Pick<Config, 'WEB_MODE'>, options: { nonce: boolean } = { nonce: true }) {
  const dev = config.WEB_MODE === 'dev';
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(options.nonce ? [scriptNonce] : []), ...(dev ? ["'unsafe-eval'"] : [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'"],
      connectSrc: ["'self'", ...(dev ? ['ws:', 'wss:'] : [])],
      // The contact page embeds an OpenStreetMap frame.
      frameSrc: ['https://www.openstreetmap.org'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      manifestSrc: ["'self'"],
      // The storefront's own service worker only: nothing starts a worker from a blob: URL.
      workerSrc: ["'self'"],
    },
  };
}

/** helmet's default HSTS value: a year, subdomains included. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers (CSP, HSTS, frame, referrer and resource policies) on every answer. Each
 * helmet middleware is built once here: @fastify/helmet rebuilt one per request (parsing every
 * directive again), which cost the menu endpoint about a sixth of its time.
 *
 * HSTS goes out in production over https only (the request's protocol, or X-Forwarded-Proto from
 * a trusted proxy: TRUST_PROXY): browsers ignore it over http, and sending it there only tells an
 * auditor the header is misplaced.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'WEB_MODE' | 'NODE_ENV'>, apiPrefix: string): void {
  const common = {
    // Same-origin media and the OSM frame do not send CORP headers.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  };
  const pages = helmet({ ...common, contentSecurityPolicy: contentSecurityPolicy(config) });
  const api = helmet({ ...common, contentSecurityPolicy: contentSecurityPolicy(config, { nonce: false }) });
  const hsts = config.NODE_ENV === 'production';
  app.addHook('onRequest', (request, reply, done) => {
    const headers = request.url.startsWith(apiPrefix) ? api : pages;
    if (hsts && request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    headers(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
}
