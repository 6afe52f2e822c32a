import type { FastifyRequest } from 'fastify';

/**
 * How a request is written to the log. Secrets ride in some URLs' query (a guest order's link
 * token, issue 30; a reset, verification or invitation link's token), so every query parameter
 * named `token` is replaced, whatever its shape: `token[]=`, `token[0]=`, `token[a]=`, `token.a=`,
 * a percent-encoded name (`%74oken`), a repeat, any case, and a token inside another parameter's
 * value (`?next=/orders/1%3Ftoken%3D…`).
 */

const REDACTED = '[redacted]';
/** How deep a value is opened to look for a query inside it (a return path carrying a link). */
const MAX_DEPTH = 3;

/** Percent-decoding as far as it goes, tolerating a malformed escape (kept as it is). */
function decodeFully(text: string): string {
  let current = text.replace(/\+/g, ' ');
  for (let i = 0; i < MAX_DEPTH; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      next = current.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
    if (next === current) break;
    current = next;
  }
  return current;
}

/** `token`, `token[]`, `token[0]`, `token[a][b]`, `token.a`, ` Token `: a name the token may hide behind. */
function isTokenName(rawName: string): boolean {
  const base = decodeFully(rawName).split(/[[.]/, 1)[0] ?? '';
  return base.trim().toLowerCase() === 'token';
}

/** Separators that end a query parameter (`?` too: a return path's own query, written unencoded). */
const SEPARATORS = /[^&;#?]+/g;

/**
 * A query string with each token's value replaced. A parameter that decodes to more structure (an
 * encoded return path, an encoded `=`) is opened and redacted in turn; opened once too often, it is
 * replaced whole if the word appears in it at all.
 */
function redactQuery(query: string, depth: number): string {
  return query.replace(SEPARATORS, (pair) => {
    const equals = pair.indexOf('=');
    const name = equals === -1 ? pair : pair.slice(0, equals);
    if (equals !== -1 && isTokenName(name)) return `${name}=${REDACTED}`;
    const decoded = decodeFully(pair);
    if (decoded === pair) return pair;
    if (depth >= MAX_DEPTH) return /token/i.test(decoded) ? REDACTED : pair;
    const inner = redactQuery(decoded, depth + 1);
    return inner === decoded ? pair : inner;
  });
}

/** A URL (or path with a query) as it may be logged: no token's value in it. */
export function redactUrlTokens(url: string): string {
  const start = url.search(/[?&;#]/);
  if (start === -1) return url;
  return url.slice(0, start + 1) + redactQuery(url.slice(start + 1), 0);
}

/** A request as logged: Fastify's fields, with the URL's tokens replaced. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrlTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
