/**
 * Content-Security-Policy with a fresh script nonce per response: the server-rendered page's
 * inline scripts (React Router's hydration data, the theme boot script) carry it, so no
 * 'unsafe-inline' is needed for scripts. Styles keep 'unsafe-inline': React writes style
 * attributes, which a nonce cannot cover.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
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

/** helmet's directives for this deployment. */
export function contentSecurityPolicy(config: Pick<Config, 'WEB_MODE'>) {
  const dev = config.WEB_MODE === 'dev';
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", scriptNonce, ...(dev ? ["'unsafe-eval'"] : [])],
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
      workerSrc: ["'self'", 'blob:'],
    },
  };
}
