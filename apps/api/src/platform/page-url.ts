/**
 * The absolute URL of a page request, built only from parts that were checked first.
 *
 * Node hands the raw request line and Host header through unchecked: '//x@y/' as a path, or
 * 'a@b', 'golden fork.localhost' or 'localhost:99999' as a Host, make `new URL()` or `new
 * Request()` throw (credentials, bad port) or, worse, resolve to another origin (a path starting
 * '//' is protocol-relative). A page request whose Host is not a plain host name or address with
 * an optional port is refused with a 400 before anything parses it.
 */
import { AppError } from './errors.ts';
import { apiMessage } from '@platter/domain';

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_NAME = new RegExp(`^(?:${LABEL})(?:\\.${LABEL})*\\.?$`, 'i');
const IPV6_LITERAL = /^\[[0-9a-f:.]{2,45}\]$/i;
const MAX_HOST_LENGTH = 255;

/** 'example.com', 'localhost:3000', '[::1]:3000' → itself, lower-cased; anything else → null. */
export function checkedHost(value: string | undefined): string | null {
  if (!value || value.length > MAX_HOST_LENGTH) return null;
  const match = /^(.*?)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return null;
  const [, name = '', port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return null;
  if (!HOST_NAME.test(name) && !IPV6_LITERAL.test(name)) return null;
  return value.toLowerCase();
}

/**
 * `{protocol}://{host}{path}`, or null when the host is not acceptable or the result would name
 * another origin or carry credentials. The path is appended as text, never resolved.
 */
export function pageUrl(protocol: 'http' | 'https', host: string | undefined, path: string): URL | null {
  const checked = checkedHost(host);
  if (!checked || !path.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(`${protocol}://${checked}${path}`);
  } catch {
    return null;
  }
  if (url.username || url.password || url.host !== new URL(`${protocol}://${checked}`).host) return null;
  return url;
}

/**
 * The origin a request came to (`https://golden-fork.example`): the restaurant's own site the
 * diner is on, where a payment provider sends them back. Its host was already resolved to the
 * restaurant; one that is not a plain host name is refused.
 */
export function requestOrigin(request: { protocol: 'http' | 'https'; host: string }): string {
  const url = pageUrl(request.protocol, request.host, '/');
  if (!url) throw new AppError('BAD_REQUEST', apiMessage('request.hostNotAHostName'));
  return url.origin;
}
