/**
 * Rendered storefront pages, kept a few seconds per restaurant, address and theme, so a busy page
 * is rendered once and served many times (issue "Performance": p50 ≤ 20 ms at 20 concurrent).
 *
 * Only a guest's page is kept: a GET with no Authorization header and no cookie but `darkMode`
 * (the one request detail the server render reads besides the URL and the Host; the cart and the
 * session live in the browser). A kept page is served byte for byte, compressed once, with the
 * CSP nonce it was rendered with: the body cannot change after rendering, so everything in it
 * that carries the nonce was put there by the server before anyone could know the nonce, which
 * is what the nonce protects (docs/reference/caching-and-performance.md). Pages depend on the clock (open or closed,
 * offers of the day), hence the short lifetime; a change to a menu or a restaurant clears them at
 * once, in every process (the caches' local invalidations call `clear`).
 */
import type { FastifyRequest } from 'fastify';
import { strongEtag } from './etag.ts';
import { requestLanguage } from './language.ts';
import { CompressedVariants } from './precompressed.ts';

export const PAGE_CACHE_TTL_MS = 5_000;
const MAX_PAGES = 500;
const MAX_URL_LENGTH = 1_024;

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
  etag: string;
  compressed: CompressedVariants;
  /** The nonce the body was rendered with (its replies' CSP names this one). */
  nonce: string | undefined;
  expiresAt: number;
}

/** The cache key of a guest's page request, or null when its answer must be rendered for it alone. */
export function pageKeyOf(request: FastifyRequest): string | null {
  if (request.method !== 'GET' || request.headers.authorization !== undefined) return null;
  if (request.url.length > MAX_URL_LENGTH) return null;
  const cookie = request.headers.cookie ?? '';
  let theme = '';
  for (const part of cookie.split(';')) {
    const text = part.trim();
    if (!text) continue;
    const match = /^darkMode=(true|false)$/.exec(text);
    if (!match) return null;
    theme = match[1]!;
  }
  // The protocol too: canonical and og:url addresses in the page are built from it.
  // The language too: the restaurant's content is rendered in it (Accept-Language; the language cookie is not a guest's shared page).
  return `${request.protocol}://${request.host}\n${request.url}\n${theme}\n${requestLanguage(request)}`;
}

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  /** Bumped by every clear, so a render that raced with one is not kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs = PAGE_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get version(): number {
    return this.generation;
  }

  get(key: string): CachedPage | null {
    const page = this.pages.get(key);
    if (!page) return null;
    if (page.expiresAt <= this.now()) {
      this.pages.delete(key);
      return null;
    }
    return page;
  }

  /** Keeps a page rendered since `version` (unless a clear came in between); returns it as kept. */
  set(key: string, page: Pick<CachedPage, 'status' | 'headers' | 'body' | 'nonce'>, version: number): CachedPage {
    const kept: CachedPage = { ...page, etag: strongEtag(page.body), compressed: new CompressedVariants(page.body), expiresAt: this.now() + this.ttlMs };
    if (version !== this.generation) return kept;
    if (this.pages.size >= MAX_PAGES) this.pages.clear();
    this.pages.set(key, kept);
    return kept;
  }

  clear(): void {
    this.generation += 1;
    this.pages.clear();
  }
}

/** The reply's CSP with the page's nonce in place of the one made for this reply. */
export function cspWithNonce(csp: string, fresh: string | undefined, kept: string | undefined): string {
  if (!fresh || !kept || fresh === kept) return csp;
  return csp.split(`'nonce-${fresh}'`).join(`'nonce-${kept}'`);
}
