import type { Language, PublicRestaurant } from '@platter/domain';

/** What the in-process API answered: status and parsed JSON body. */
export interface ApiAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

export interface ApiRequestInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: unknown;
}

/**
 * Built by the API process for every page request (apps/api/src/platform/web.ts).
 * The web app never imports API source: this shape is the whole contract.
 */
export interface PlatterLoadContext {
  /** Calls /api/v1 in-process with the page request's Host, so tenancy is the same code. */
  api: (path: string, init?: ApiRequestInit) => Promise<ApiAnswer>;
  /** The tenant resolved once from the Host; null with `tenantError` when it failed. */
  restaurant: PublicRestaurant | null;
  tenantError: { status: number; message: string } | null;
  /** This response's CSP script nonce: every inline script the server renders must carry it. */
  cspNonce: string | undefined;
  /** The page's language: the diner's choice if offered, else Accept-Language among the offered, else the restaurant's default. */
  language: Language;
  /** The API's clock at this request (CLOCK_OFFSET_MS included): the time the page is rendered for. */
  now: Date;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface AppLoadContext extends PlatterLoadContext {}
}

/**
 * The status of a page whose restaurant could not be resolved: the lookup's own 4xx (404: no
 * restaurant owns this Host, on every page alike), else 503 (the restaurant could not be read).
 */
export function tenantFailureStatus(tenantError: PlatterLoadContext['tenantError']): number {
  return tenantError && tenantError.status >= 400 && tenantError.status < 500 ? tenantError.status : 503;
}
