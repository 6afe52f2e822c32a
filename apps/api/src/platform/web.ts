import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { Config } from '../config.ts';
import { cspNonceOf } from './csp.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from './database-outage.ts';
import { AppError, INTERNAL_ERROR_MESSAGE } from './errors.ts';
import { apiMessage } from '@platter/domain';
import { PageCache, cspWithNonce, pageKeyOf, type CachedPage } from './page-cache.ts';
import { preferredCoding } from './precompressed.ts';
import { pageUrl } from './page-url.ts';
import { languageChoiceOf } from './language.ts';
import { DEFAULT_RESTAURANT_LANGUAGES, LANGUAGE_COOKIE, negotiateLanguage, type RestaurantLanguages } from '@platter/domain';

interface ApiRequestInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: unknown;
}

/** What the web build offers a service worker to cache up front (modules/installable). */
export interface WebShell {
  /** React Router's build version: new with every build. */
  version: string;
  /** The build's JS and CSS that the public pages and the offline page start with. */
  assets: string[];
}

/** What a page differs by: its encoding, and its language, chosen by Accept-Language or the language cookie (the theme's cookie too). */
const PAGE_VARY = 'accept-encoding, accept-language, cookie';
/** Routes whose code the worker caches at install: enough to read the menu and a dish offline, and say so elsewhere. */
const SHELL_ROUTES = ['root', 'routes/home', 'routes/menu', 'routes/product', 'routes/offline'];

/** The entry, the route manifest and the shell routes' modules, imports and styles of a server build. */
export function webShellOf(build: ServerBuild): WebShell {
  const { assets } = build;
  const files = new Set<string>([assets.url, assets.entry.module, ...assets.entry.imports]);
  for (const id of SHELL_ROUTES) {
    const route = assets.routes[id];
    if (!route) continue;
    for (const file of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) files.add(file);
  }
  return { version: assets.version, assets: [...files] };
}

/**
 * Every path that is not /api is the storefront: React Router's server build renders it,
 * with a load context whose `api` calls this same Fastify app in-process (inject), so
 * tenancy, validation and serialisation are the same code for SSR and the browser.
 */
export async function registerWeb(app: FastifyInstance, config: Config): Promise<WebShell | null> {
  if (config.WEB_MODE === 'off') return null;
  let shell: WebShell | null = null;

  let loadBuild: () => Promise<ServerBuild>;
  let devMiddleware: ((req: FastifyRequest['raw'], res: FastifyReply['raw'], next: () => void) => void) | null = null;

  if (config.WEB_MODE === 'dev') {
    const webRoot = path.resolve(config.WEB_BUILD_DIR, '..');
    // vite is a dev dependency of the web app; only development loads it.
    const vite = await import('vite');
    // HMR rides on this server's own port, so several dev servers can run side by side.
    const server = await vite.createServer({
      root: webRoot,
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    devMiddleware = server.middlewares;
    loadBuild = () => server.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    app.addHook('onClose', () => server.close());
  } else {
    const serverEntry = path.join(config.WEB_BUILD_DIR, 'server', 'index.js');
    if (!existsSync(serverEntry)) {
      throw new Error(`The web app is not built: ${serverEntry} is missing. Run "npm run build" first, or set WEB_MODE=off.`);
    }
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    loadBuild = async () => build;
    shell = webShellOf(build);
    const clientDir = path.join(config.WEB_BUILD_DIR, 'client');
    const staticOptions: FastifyStaticOptions = {
      preCompressed: true,
      index: false,
      // `send`'s own Cache-Control (max-age=0) would overwrite the one set below.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Hashed assets never change; everything else revalidates.
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    };
    // The build's hashed files under /assets/ by one wildcard route: a route per file (some 550 with
    // their .br and .gz) cost about 0.4 s of CPU at every start. An unknown /assets/ path is the
    // API's 404, not a page.
    await app.register(fastifyStatic, { ...staticOptions, root: path.join(clientDir, 'assets'), prefix: '/assets/', wildcard: true });
    // Anything else the build puts in client/ (nothing today): a route per file, so that every other
    // path stays the storefront's.
    await app.register(fastifyStatic, { ...staticOptions, root: clientDir, wildcard: false, globIgnore: ['assets/**'], decorateReply: false });
  }

  const handleRequest = createRequestHandler(loadBuild, config.WEB_MODE === 'dev' ? 'development' : 'production');

  /** The load context of one page: the in-process API (with the page's Host), the tenant and the CSP nonce. */
  async function loadContext(host: string, cspNonce: string | undefined, page: FastifyRequest, url: URL) {
    // The API answers in the page's language: the same choice (the hreflang alternates' `?lang=`,
    // else the cookie) and Accept-Language.
    const choice = url.searchParams.get('lang') ?? languageChoiceOf(page.headers.cookie);
    const acceptLanguage = page.headers['accept-language'];
    const languageHeaders: Record<string, string> = {
      ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
      ...(choice ? { cookie: `${LANGUAGE_COOKIE}=${encodeURIComponent(choice)}` } : {}),
    };
    const api = async (apiPath: string, init: ApiRequestInit = {}) => {
      const options: InjectOptions = {
        method: init.method ?? 'GET',
        url: `/api/v1${apiPath}`,
        headers: { ...languageHeaders, ...init.headers, host },
      };
      if (init.body !== undefined) options.payload = init.body as InjectOptions['payload'];
      const answer = await app.inject(options);
      let body: unknown = null;
      try {
        body = answer.body ? JSON.parse(answer.body) : null;
      } catch {
        body = answer.body;
      }
      return { status: answer.statusCode, body, headers: answer.headers as Record<string, string> };
    };
    const tenant = await api('/restaurants/public/-');
    const ok = tenant.status === 200;
    const body = tenant.body as { data?: { restaurant?: { languages?: RestaurantLanguages } }; message?: string } | null;
    const restaurant = ok ? (body?.data?.restaurant ?? null) : null;
    return {
      api,
      cspNonce,
      now: app.clock(),
      language: negotiateLanguage({ choice, acceptLanguage, languages: restaurant?.languages ?? DEFAULT_RESTAURANT_LANGUAGES }),
      restaurant,
      tenantError: ok ? null : { status: tenant.status, message: body?.message ?? 'Unknown problem.' },
    };
  }

  /** The page as a Fetch Response, or a 400 AppError when the request names no acceptable URL. */
  async function renderResponse(request: FastifyRequest, reply: FastifyReply): Promise<Response> {
    // `protocol` and `host` honour forwarding headers only from trusted proxies (TRUST_PROXY).
    const url = pageUrl(request.protocol, request.host, request.url);
    if (!url) throw AppError.badRequest(apiMessage('request.pageAddressInvalid'));
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
    }
    const controller = new AbortController();
    reply.raw.once('close', () => controller.abort());
    const page = new Request(url, { method: request.method, headers, signal: controller.signal });
    const context = await loadContext(url.host, cspNonceOf(reply), request, url);
    const response = await handleRequest(page, context);
    // The language switch's links (`?lang=`): an offered choice is remembered for the next pages.
    const chosen = url.searchParams.get('lang');
    if (chosen && chosen === context.language && languageChoiceOf(request.headers.cookie) !== chosen) {
      response.headers.append('set-cookie', `${LANGUAGE_COOKIE}=${chosen}; Path=/; Max-Age=31536000; SameSite=Lax`);
    }
    response.headers.set('vary', PAGE_VARY);
    // A page that could not read its data (the database is away) says when to try again, as the API does.
    if (response.status === 503 && !response.headers.has('retry-after')) {
      response.headers.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    }
    return response;
  }

  // Production only: development renders every time (the code changes under it).
  const pages = devMiddleware ? null : new PageCache();
  if (pages) {
    app.catalogCache.onLocalInvalidation(() => pages.clear());
    app.restaurants.onLocalInvalidation(() => pages.clear());
  }

  /** A guest's page from the page cache, or rendered (and kept when it can be shared). */
  async function cachedPage(request: FastifyRequest, reply: FastifyReply, cache: PageCache) {
    const key = pageKeyOf(request);
    const hit = key ? cache.get(key) : null;
    if (hit) return sendPage(request, reply, hit, 'hit');
    const version = cache.version;
    const response = await renderResponse(request, reply);
    const shareable =
      key !== null &&
      response.status === 200 &&
      (response.headers.get('content-type') ?? '').startsWith('text/html') &&
      !response.headers.has('set-cookie');
    if (!shareable) return reply.send(response);
    const page = cache.set(key, { status: response.status, headers: [...response.headers], body: await response.text(), nonce: cspNonceOf(reply) }, version);
    return sendPage(request, reply, page, 'miss');
  }

  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/api/')) {
      return reply.code(404).send({ message: 'Not found.', code: 'NOT_FOUND' });
    }
    if (pages) return cachedPage(request, reply, pages);
    if (!devMiddleware) return reply.send(await renderResponse(request, reply));

    // Development: Vite serves modules and HMR from the raw request first.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.hijack();
    const render = () =>
      renderResponse(request, reply)
        .then((response) => sendRaw(reply.raw, response))
        .catch((err: unknown) => answerRawFailure(request, reply.raw, err));
    devMiddleware(request.raw, reply.raw, () => void render());
  };

  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: renderPage });
  // The storefront has no form actions: pages are only read.
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    handler: async (_request, reply) => {
      reply.header('allow', 'GET, HEAD');
      throw new AppError('METHOD_NOT_ALLOWED', apiMessage('request.pagesReadOnly'));
    },
  });
  return shell;
}

/**
 * A kept page: its status, headers and bytes (compressed once when the client accepts it), its
 * ETag, and the CSP nonce it was rendered with; `x-page-cache` says whether it was a hit.
 */
async function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, outcome: 'hit' | 'miss'): Promise<FastifyReply> {
  reply.code(page.status);
  for (const [name, value] of page.headers) {
    if (name !== 'content-length') reply.header(name, value);
  }
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') reply.header('content-security-policy', cspWithNonce(csp, cspNonceOf(reply), page.nonce));
  // Revalidated every time (a 304 while unchanged): the page shows the time of day.
  if (!reply.getHeader('cache-control')) reply.header('cache-control', 'no-cache');
  reply.header('etag', page.etag).header('vary', PAGE_VARY).header('x-page-cache', outcome);
  const coding = preferredCoding(request.headers['accept-encoding']);
  if (!coding) return reply.send(page.body);
  return reply.header('content-encoding', coding).send(await page.compressed.get(coding));
}

/** Development only: writes a Fetch Response to a hijacked Node response. */
async function sendRaw(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) res.appendHeader(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  await new Promise<void>((resolve, reject) => {
    Readable.fromWeb(response.body as WebReadableStream<Uint8Array>)
      .on('error', reject)
      .pipe(res)
      .on('finish', resolve)
      .on('error', reject);
  });
}

/** A hijacked reply that failed still answers (and never takes the process with it). */
function answerRawFailure(request: FastifyRequest, res: ServerResponse, err: unknown): void {
  const status = err instanceof AppError ? err.statusCode : 500;
  if (status >= 500) request.log.error({ err }, 'page failed');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const message = err instanceof AppError ? err.message : INTERNAL_ERROR_MESSAGE;
  const code = err instanceof AppError ? err.code : 'INTERNAL_ERROR';
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message, code }));
}
